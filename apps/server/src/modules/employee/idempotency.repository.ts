import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { submissionIdempotencyKeys as keys } from '../../db/schema/index.ts';
import { DAY_START } from '../../db/day-start.ts';

/**
 * Idempotency keys of MyVoyce sends. A key is taken in the transaction that files the
 * insight, before it files it: a second send with the same key waits on the key's unique index
 * until the first commits, then finds what it filed. The row holds only the keyed hash, a hash
 * of the request, the insight's id and the day (ARCHITECTURE §5).
 */

/** Keys stay usable for the day they were first used and the next: at least 24 hours. */
const FRESH = sql`${keys.day} >= ${DAY_START} - interval '1 day'`;

export type TakenKey = { taken: true } | { taken: false; requestHash: string; submissionId: string | null; day: Date };

/** Takes the key for this send, or answers the send that took it (waiting for it to commit). */
export async function takeKey(tx: DbOrTx, v: { organizationId: string; keyHash: string; requestHash: string }): Promise<TakenKey> {
  const mine = and(eq(keys.organizationId, v.organizationId), eq(keys.keyHash, v.keyHash));
  for (;;) {
    const inserted = await tx
      .insert(keys)
      .values({ organizationId: v.organizationId, keyHash: v.keyHash, requestHash: v.requestHash, day: DAY_START })
      .onConflictDoNothing()
      .returning({ keyHash: keys.keyHash });
    if (inserted.length) return { taken: true };
    const [row] = await tx
      .select({ requestHash: keys.requestHash, submissionId: keys.submissionId, day: keys.day, fresh: sql<boolean>`${FRESH}` })
      .from(keys)
      .where(mine);
    // Gone between the two statements (its insight deleted, or purged): try again.
    if (!row) continue;
    if (row.fresh) return { taken: false, requestHash: row.requestHash, submissionId: row.submissionId, day: row.day };
    // A key older than the retention job's last run is free again.
    await tx.delete(keys).where(and(mine, sql`not ${FRESH}`));
  }
}

/** Ties the taken key to the insight it filed (same transaction). */
export async function completeKey(tx: DbOrTx, organizationId: string, keyHash: string, submissionId: string) {
  await tx
    .update(keys)
    .set({ submissionId })
    .where(and(eq(keys.organizationId, organizationId), eq(keys.keyHash, keyHash)));
}
