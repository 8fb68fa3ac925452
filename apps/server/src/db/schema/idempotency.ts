import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { submissions } from './submissions.ts';
import { organizationId } from './columns.ts';

/**
 * Idempotency keys of MyVoyce sends: a retried send answers with the insight the
 * first one filed. The key is stored as an HMAC under the identity key of (person, client key),
 * so a database reader cannot tell whose it is; it keeps only its day (like the insight) and
 * the retention job deletes it after a day (ARCHITECTURE §5).
 */
export const submissionIdempotencyKeys = pgTable(
  'submission_idempotency_keys',
  {
    organizationId: organizationId(),
    keyHash: text('key_hash').notNull(),
    /** A hash of the request under this key: the same key with another text is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null only inside the transaction that files the insight. */
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    /** The start of the UTC day the key was first used: no finer time is kept. */
    day: timestamp('day', { withTimezone: true }).notNull(),
  },
  // The retention job's delete reads the whole table: it holds two days of keys at most.
  (t) => [
    primaryKey({ columns: [t.organizationId, t.keyHash] }),
    // The insight foreign key's own index (migration 0038): a deleted insight reads only its key.
    index('submission_idempotency_keys_submission_idx').on(t.submissionId),
  ],
);
