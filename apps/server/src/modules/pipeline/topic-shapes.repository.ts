import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TopicCandidate } from '../../ai/provider.ts';
import { extendProfileShape, type ProfileShape } from '../../ai/provider.ts';
import type { DbOrTx } from '../../db/client.ts';
import { submissionGroups } from '../../db/schema/index.ts';

/**
 * Candidate topics' stored shapes (what the matcher reads of a profile), kept in memory by topic
 * id and profile length: a profile only grows, so its length is its version. Reading 200 shapes
 * (meaning vector and word set) on every insight would cost more than matching them; only those
 * new or changed since they were read are read again, after a restart all of them at once.
 */
const known = new Map<string, { length: number; shape: ProfileShape }>();
const KNOWN_MAX = 5_000;

export type ProfileRow = Omit<TopicCandidate, 'shape'> & { profileLength: number };
export type PipelineTopic = TopicCandidate & { shape: ProfileShape; profileLength: number };

/**
 * The rows with their shapes. A topic from before shapes were stored gets its shape computed
 * from its profile now, once, and stored. `where`: the organisation's department words, which
 * the matcher leaves out (placeWords).
 */
export async function withShapes(tx: DbOrTx, organizationId: string, rows: ProfileRow[], where: Set<string>): Promise<PipelineTopic[]> {
  const stale = rows.filter((r) => known.get(r.id)?.length !== r.profileLength).map((r) => r.id);
  if (stale.length > 0) {
    const stored = await tx
      .select({
        id: submissionGroups.id,
        length: sql<number>`coalesce(${submissionGroups.profileLength}, length(${submissionGroups.profile}))`.mapWith(Number),
        vector: submissionGroups.profileMeaning,
        sentences: submissionGroups.profileSentences,
        words: submissionGroups.profileWords,
        // The text only where no shape is stored yet.
        profile: sql<string | null>`case when ${submissionGroups.profileWords} is null then ${submissionGroups.profile} end`,
      })
      .from(submissionGroups)
      .where(and(eq(submissionGroups.organizationId, organizationId), inArray(submissionGroups.id, stale)));
    for (const s of stored) {
      let shape: ProfileShape;
      if (s.words) {
        shape = { vector: s.vector, sentences: s.sentences, words: s.words };
      } else {
        shape = extendProfileShape(null, s.profile ?? '', where);
        await storeShape(tx, organizationId, s.id, shape, s.length);
      }
      remember(s.id, s.length, shape);
    }
  }
  return rows.flatMap((r) => {
    const k = known.get(r.id);
    // A topic deleted since its row was read has no shape: it is no longer a candidate.
    return k ? [{ ...r, shape: k.shape }] : [];
  });
}

async function storeShape(tx: DbOrTx, organizationId: string, topicId: string, shape: ProfileShape, length: number): Promise<void> {
  await tx
    .update(submissionGroups)
    .set({ profileMeaning: shape.vector, profileSentences: shape.sentences, profileWords: shape.words, profileLength: length })
    .where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId)));
}

function remember(id: string, length: number, shape: ProfileShape): void {
  known.delete(id);
  known.set(id, { length, shape });
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
}

/**
 * Reads the stored shapes of the most recently active open topics, as a replica starts: the
 * first insight after a restart then reads none of them (200 took 100-150 ms of its time).
 */
export async function preloadShapes(tx: DbOrTx, limit = 2_000): Promise<number> {
  const rows = await tx
    .select({
      id: submissionGroups.id,
      length: submissionGroups.profileLength,
      vector: submissionGroups.profileMeaning,
      sentences: submissionGroups.profileSentences,
      words: submissionGroups.profileWords,
    })
    .from(submissionGroups)
    .where(and(eq(submissionGroups.status, 'open'), isNotNull(submissionGroups.profileWords), isNotNull(submissionGroups.profileLength)))
    .orderBy(desc(submissionGroups.lastSubmissionAt))
    .limit(Math.min(limit, KNOWN_MAX));
  // Oldest first, so the most recent are the last to be forgotten.
  for (const r of rows.reverse()) remember(r.id, r.length!, { vector: r.vector, sentences: r.sentences, words: r.words! });
  return rows.length;
}
