import type { Logger } from 'pino';
import { RETENTION } from '../jobs/retention.repository.ts';
import type { MailMessage } from './outbox.repository.ts';
import type { MailTransport } from './transport.ts';

/** A code e-mail as the dev mailbox shows it (it is kept nowhere else). */
export type KeptMail = { id: string; kind: string; to: string; subject: string; text: string; createdAt: Date; sentAt: Date | null };

export type DirectMailer = {
  /** Hands the e-mail to the mail server now, from memory; the caller never waits for it. */
  send: (msg: MailMessage) => void;
  /** The last code e-mails, newest first: only on a developer machine (DEV_MAILBOX), else empty. */
  recent: () => KeptMail[];
};

const RETRY_MS = [2_000, 10_000, 30_000];
const KEPT = 50;

/**
 * E-mails that carry a one-time code (sign-in, registration, password reset) go straight to
 * the mail server and are written nowhere: an outbox row would name the person at the very
 * moment they sign in, next (in `xmin` order and by its times) to the insight they write a
 * minute later.
 *
 * The request never waits for the mail server: an answer that took an SMTP round trip for a
 * registered address and none for an unknown one would tell who is registered. A failed send
 * is tried again a few times from memory, then given up (the log names neither the address nor
 * the code); the person asks for a new code as the page offers. A restart loses what is still
 * being retried, which is the same.
 */
export function createDirectMailer(transport: MailTransport, log: Logger, keepForMailbox: boolean): DirectMailer {
  const kept: KeptMail[] = [];
  let sequence = 0;

  const attempt = (mail: KeptMail, html: string | undefined, tries: number) => {
    transport
      .send({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text, html: html ?? null })
      .then(() => {
        mail.sentAt = new Date();
      })
      .catch((err: unknown) => {
        const message = (err as Error).message.replaceAll(mail.to, '[recipient]');
        if (tries >= RETRY_MS.length) {
          log.warn(
            { err: message, mailId: mail.id, kind: mail.kind },
            'code e-mail not delivered; given up (the person can ask for a new code)',
          );
          return;
        }
        log.warn({ err: message, mailId: mail.id, kind: mail.kind }, 'code e-mail delivery failed; will retry');
        setTimeout(() => attempt(mail, html, tries + 1), RETRY_MS[tries]).unref();
      });
  };

  return {
    send: (msg) => {
      const mail: KeptMail = {
        id: `direct-${++sequence}`,
        kind: msg.kind,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        createdAt: new Date(),
        sentAt: null,
      };
      if (keepForMailbox) {
        kept.unshift(mail);
        kept.splice(KEPT);
      }
      attempt(mail, msg.html, 0);
    },
    recent: () => {
      // The dev mailbox keeps bodies as long as the outbox's (RETENTION.sentMailBodyHours).
      const since = Date.now() - RETENTION.sentMailBodyHours * 3_600_000;
      while (kept.length && kept[kept.length - 1]!.createdAt.getTime() < since) kept.pop();
      return [...kept];
    },
  };
}
