import { eq } from 'drizzle-orm';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { organizations, phrases } from '../../apps/server/src/db/schema/index.ts';
import { state } from './state.ts';

/**
 * The seeded organisation's AI settings (about us, goals, writing sample, priority phrases),
 * kept aside so a journey that changes them can put them back: the pipeline reads them, and
 * other journeys of the same run expect the seeded organisation unchanged. Written to the
 * database directly because the API, rightly, refuses to blank a required field.
 */
export async function saveAiSettings(): Promise<() => Promise<void>> {
  const organizationId = state().organizationId;
  const database = connectDatabase(state().url, 1);
  try {
    const [org] = await database.db.select().from(organizations).where(eq(organizations.id, organizationId));
    const kept = await database.db.select().from(phrases).where(eq(phrases.organizationId, organizationId));
    return async () => {
      const restore = connectDatabase(state().url, 1);
      try {
        await restore.db.transaction(async (tx) => {
          await tx
            .update(organizations)
            .set({ aboutUs: org!.aboutUs, goals: org!.goals, writingSamples: org!.writingSamples })
            .where(eq(organizations.id, organizationId));
          await tx.delete(phrases).where(eq(phrases.organizationId, organizationId));
          if (kept.length > 0) await tx.insert(phrases).values(kept);
        });
      } finally {
        await restore.close();
      }
    };
  } finally {
    await database.close();
  }
}
