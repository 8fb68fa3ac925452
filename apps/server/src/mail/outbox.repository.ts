import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export type MailMessage = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  organizationId?: string | null;
  /** Same key, same e-mail: a retried job cannot queue it twice. */
  dedupeKey?: string;
  /** Not delivered before this time (an emergency alert waits for its tick). */
  notBefore?: Date;
};

/**
 * The next boundary of a `minutes` period (UTC), strictly after `now`: when an e-mail caused by
 * an employee's write may leave, so that its time tells only the period, not the moment.
 */
export function nextTick(now: Date, minutes: number): Date {
  const period = minutes * 60_000;
  return new Date((Math.floor(now.getTime() / period) + 1) * period);
}

/**
 * Queues an e-mail in the outbox, inside the caller's transaction when given one, so the
 * e-mail exists exactly when the change that caused it does. Returns false on a duplicate.
 */
export async function queueMail(db: DbOrTx, msg: MailMessage): Promise<boolean> {
  const rows = await db
    .insert(outbox)
    .values({
      kind: msg.kind,
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      html: msg.html ?? null,
      organizationId: msg.organizationId ?? null,
      dedupeKey: msg.dedupeKey ?? null,
      ...(msg.notBefore ? { nextAttemptAt: msg.notBefore } : {}),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** The last messages queued, newest first (the development mailbox). */
export function recentMail(db: DbOrTx, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

export type OutboxRow = { id: string; to: string; subject: string; text: string; html: string | null; attempts: number };

/** The oldest e-mail due for an attempt, locked for this transaction (other replicas skip it). */
export async function claimNextDue(tx: DbOrTx, maxAttempts: number): Promise<OutboxRow | null> {
  const res = await tx.execute<OutboxRow>(sql`
    select id, "to", subject, text, html, attempts from outbox
    where sent_at is null and attempts < ${maxAttempts} and next_attempt_at <= now()
    order by created_at limit 1 for update skip locked`);
  return res.rows[0] ?? null;
}

/** Sent: its body is erased at once unless kept for the dev mailbox. */
export async function markSent(tx: DbOrTx, id: string, keepBody: boolean): Promise<void> {
  await tx.execute(sql`update outbox set sent_at = now(), attempts = attempts + 1
    ${keepBody ? sql`` : sql`, text = '', html = null`} where id = ${id}`);
}

export async function markFailed(tx: DbOrTx, id: string, error: string, retryInSeconds: number): Promise<void> {
  await tx.execute(sql`update outbox set attempts = attempts + 1, last_error = ${error.slice(0, 500)},
    next_attempt_at = now() + make_interval(secs => ${retryInSeconds}) where id = ${id}`);
}
