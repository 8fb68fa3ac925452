import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type SendableMail = { id?: string; to: string; subject: string; text: string; html?: string | null };
export type MailTransport = { send: (mail: SendableMail) => Promise<void>; close: () => void };

/**
 * SMTP when SMTP_URL is set; otherwise the outbox row (or, for a code e-mail, the process's
 * memory) is the delivery, read at /dev/mailbox, and the log says so by mail id: never the
 * address (a mail to an insight's author right after a reply would tie them to it) nor the body
 * (it may hold a code).
 */
export function createTransport(smtpUrl: string | undefined, from: string, log: Logger): MailTransport {
  if (!smtpUrl) {
    return {
      send: async (mail) => {
        log.info({ mailId: mail.id, subject: mail.subject }, 'mail not sent (no SMTP_URL); read it at /dev/mailbox');
      },
      close: () => {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}
