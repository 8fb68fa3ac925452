import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** How long what is kept stays (README "What is kept, and for how long"). */
export const RETENTION = {
  /** Sent e-mails' bodies, where the dev mailbox keeps them to be read (SMTP erases them at once). */
  sentMailBodyHours: 24,
  /** Sent and given-up e-mails' rows (recipient, subject, time): kept for support, then deleted. */
  mailDays: 30,
} as const;

/**
 * Deletes what would otherwise pile up as a timing trail or a readable secret (ARCHITECTURE
 * §5): sent e-mails' bodies,
 * after RETENTION.mailDays the e-mails themselves, and MyVoyce idempotency keys after a day.
 * Sessions and codes are not here: the identity store deletes them as they are used or expire.
 * Run hourly; idempotent.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<Record<string, number>> {
  const count = async (q: ReturnType<typeof sql>) => (await db.execute(q)).rowCount ?? 0;
  const mailBodies = await count(sql`update outbox set text = '', html = null
    where sent_at is not null and sent_at < ${now}::timestamptz - make_interval(hours => ${RETENTION.sentMailBodyHours})
      and (text <> '' or html is not null)`);
  const mail = await count(sql`delete from outbox
    where (sent_at is not null and sent_at < ${now}::timestamptz - make_interval(days => ${RETENTION.mailDays}))
       or (sent_at is null and attempts >= 8 and created_at < ${now}::timestamptz - make_interval(days => ${RETENTION.mailDays}))`);
  // Idempotency keys of MyVoyce sends keep their day; a key is honoured that day and the next
  // (at least 24 hours), then deleted (employee/idempotency.repository.ts).
  const idempotencyKeys = await count(sql`delete from submission_idempotency_keys
    where day < date_trunc('day', ${now}::timestamptz, 'UTC') - interval '1 day'`);
  return { mailBodies, mail, idempotencyKeys };
}
