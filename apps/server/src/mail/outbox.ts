import { desc } from 'drizzle-orm';
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
};

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
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** The last messages queued, newest first (the development mailbox). */
export function recentMail(db: DbOrTx, limit = 50) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}
