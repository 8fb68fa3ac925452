import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { claimNextDue, markFailed, markSent } from './outbox.repository.ts';
import type { MailTransport } from './transport.ts';

const MAX_ATTEMPTS = 8;

/**
 * Delivers queued e-mails. Rows are claimed with SKIP LOCKED so any number of replicas can
 * run it; a failure backs off exponentially and gives up after MAX_ATTEMPTS. A sent e-mail's
 * body is erased at once (it may hold a sign-in code or a reply notice), unless the dev
 * mailbox is where mail is read (`keepBodies`); the retention job erases those within a day.
 */
export function createDispatcher(db: Db, transport: MailTransport, log: Logger, intervalMs = 2000, keepBodies = false) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const delivered = await db.transaction(async (tx) => {
        const row = await claimNextDue(tx, MAX_ATTEMPTS);
        if (!row) return null;
        try {
          await transport.send(row);
          await markSent(tx, row.id, keepBodies);
        } catch (err) {
          const delaySeconds = 2 ** Math.min(row.attempts + 1, 12);
          // An SMTP refusal often quotes the address; the log names the outbox row instead,
          // so no line ties a person to the mail (an insight's author gets reply notices).
          log.warn({ err: (err as Error).message.replaceAll(row.to, '[recipient]'), outboxId: row.id }, 'mail delivery failed; will retry');
          await markFailed(tx, row.id, (err as Error).message, delaySeconds);
        }
        return row.id;
      });
      if (!delivered) return sent;
      sent++;
    }
  }

  /** Delivers what is queued now; concurrent calls join the running pass. */
  async function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    drain,
    /** Nudges delivery right after a change queued mail, instead of waiting for the tick. */
    kick: () => {
      drain().catch((err) => log.warn({ err: (err as Error).message }, 'mail dispatch failed'));
    },
    start: () => {
      timer ??= setInterval(() => {
        drain().catch((err) => log.debug({ err: (err as Error).message }, 'mail dispatch tick failed'));
      }, intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}
export type Dispatcher = ReturnType<typeof createDispatcher>;
