import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { EmergencyType } from '@voyce/contracts/ai';
import type { DbOrTx } from '../../db/client.ts';
import { alertPhrases } from '../../db/schema/index.ts';

/** The organisation's alert phrases by phrase, ignoring case (the unique index's order). */
export async function listAlertPhrases(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(alertPhrases)
    .where(eq(alertPhrases.organizationId, organizationId))
    .orderBy(asc(sql`lower(${alertPhrases.phrase})`));
}

/**
 * Serialises additions within one organisation for the rest of the transaction, so two admins
 * adding at once cannot pass the limit together (the unique index already stops duplicates).
 */
export async function lockAlertPhrases(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${organizationId}, 32))`);
}

export async function countAlertPhrases(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(alertPhrases).where(eq(alertPhrases.organizationId, organizationId));
  return row?.n ?? 0;
}

/** The new row, or null when the organisation already has the phrase (any case). */
export async function insertAlertPhrase(db: DbOrTx, organizationId: string, v: { phrase: string; kind: EmergencyType }) {
  const [row] = await db
    .insert(alertPhrases)
    .values({ organizationId, ...v })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The removed row, or null when the organisation has no such phrase. */
export async function deleteAlertPhrase(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .delete(alertPhrases)
    .where(and(eq(alertPhrases.organizationId, organizationId), eq(alertPhrases.id, id)))
    .returning();
  return row ?? null;
}
