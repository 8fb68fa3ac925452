import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TopicCandidate } from '../../ai/provider.ts';
import { ENCODER_DIMS, encoderState, extendProfileShape, meaningOf, type ProfileShape } from '../../ai/provider.ts';

import type { DbOrTx } from '../../db/client.ts';
import { submissionGroups } from '../../db/schema/index.ts';

/**
 * Candidate topics' stored shapes (what the matcher reads of a profile) and the profile text a
 * candidate carries, kept in memory by topic id and profile length: a profile only grows, so its
 * length is its version. Reading 200 shapes (meaning vector and word set) on every insight would
 * cost more than matching them, and reading 200 profiles' text decompressed every one of them
 * (3.4 of the candidate read's 3.9 ms, under the organisation's lock); only those new or changed
 * since they were read are read again, after a restart all of them at once. A leader's merge or
 * move rewrites a profile and moves its version (migration 0025): length and version together
 * name what was read.
 */
const known = new Map<string, Known>();
type Known = { length: number; version: number; shape: ProfileShape; profile: string };
const KNOWN_MAX = 5_000;

/**
 * How much of a profile a candidate carries: the matcher reads the stored shape, retitling reads
 * a young topic's profile (up to 1,500 characters) whole, and the remote prompt reads 240
 * characters. A profile only grows by its end, so a long one's opening never changes.
 */
const YOUNG_PROFILE = 1_500;
const PROFILE_OPENING = 240;

/** A profile's length, read from the text only for rows from before it was stored. */
export const profileLength = sql<number>`coalesce(${submissionGroups.profileLength}, length(${submissionGroups.profile}))`;
const carried = sql<string>`case when ${profileLength} <= ${YOUNG_PROFILE} then ${submissionGroups.profile} else left(${submissionGroups.profile}, ${PROFILE_OPENING}) end`;

/** What a candidate query reads of a topic: never its text (see `known`). */
export type ProfileRow = Omit<TopicCandidate, 'shape' | 'profile'> & { profileLength: number; profileVersion: number };
export type PipelineTopic = TopicCandidate & { shape: ProfileShape; profileLength: number; profileVersion: number };

/** The part of `profile` a candidate of this length carries. */
export const carriedProfile = (profile: string, length: number): string =>
  length <= YOUNG_PROFILE ? profile : Array.from(profile).slice(0, PROFILE_OPENING).join('');

/**
 * The rows with their shapes and the text they carry. A topic from before shapes were stored gets
 * its shape computed from its profile now, once, and stored. `where`: the organisation's
 * department words, which the matcher leaves out (placeWords).
 */
export async function withShapes(tx: DbOrTx, organizationId: string, rows: ProfileRow[], where: Set<string>): Promise<PipelineTopic[]> {
  // A shape stored in the other meaning space (word vectors, before the encoder ran) is read
  // again from its profile, once, in the encoder's.
  const wanted = encoderState().status === 'ready' ? ENCODER_DIMS : null;
  const outOfSpace = (v: number[] | null) => wanted !== null && v !== null && v.length !== wanted;
  const stale = rows
    .filter((r) => !isKnown(r.id, r.profileLength, r.profileVersion) || outOfSpace(known.get(r.id)!.shape.vector))
    .map((r) => r.id);
  if (stale.length > 0) {
    const stored = await tx
      .select({
        id: submissionGroups.id,
        length: profileLength.mapWith(Number),
        version: submissionGroups.profileVersion,
        carried,
        vector: submissionGroups.profileMeaning,
        sentences: submissionGroups.profileSentences,
        words: submissionGroups.profileWords,
        // The text only where no shape is stored yet, or its meaning is in the other space.
        profile: sql<
          string | null
        >`case when ${submissionGroups.profileWords} is null or ${wanted}::int is not null and array_length(${submissionGroups.profileMeaning}, 1) is distinct from ${wanted}::int then ${submissionGroups.profile} end`,
      })
      .from(submissionGroups)
      .where(and(eq(submissionGroups.organizationId, organizationId), inArray(submissionGroups.id, stale)));
    for (const s of stored) {
      let shape: ProfileShape;
      if (s.words && !outOfSpace(s.vector)) {
        shape = { vector: s.vector, sentences: s.sentences, words: s.words };
      } else {
        const meaning = wanted ? await meaningOf(s.profile ?? '') : null;
        shape = extendProfileShape(null, s.profile ?? '', where, meaning);
        await storeShape(tx, organizationId, s.id, shape, s.length);
      }
      remember(s.id, s.length, s.version, shape, s.carried);
    }
  }
  return rows.flatMap((r) => {
    const k = known.get(r.id);
    // A topic deleted since its row was read has no shape: it is no longer a candidate.
    return k ? [{ ...r, profile: k.profile, shape: k.shape }] : [];
  });
}

async function storeShape(tx: DbOrTx, organizationId: string, topicId: string, shape: ProfileShape, length: number): Promise<void> {
  await tx
    .update(submissionGroups)
    .set({ profileMeaning: shape.vector, profileSentences: shape.sentences, profileWords: shape.words, profileLength: length })
    .where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId)));
}

/**
 * What the pipeline wrote of a topic's profile, once its transaction has committed: the next
 * insight of the organisation then reads no shape (a growing topic cost one more round trip
 * under the organisation's lock). Not before the commit: rolled back, the same length could
 * later be stored with other text by another replica.
 */
export function rememberProfile(p: { topicId: string; length: number; version: number; shape: ProfileShape; carried: string }): void {
  remember(p.topicId, p.length, p.version, p.shape, p.carried);
}

/** Whether the shape remembered for the topic is the one of this profile (length and version). */
function isKnown(id: string, length: number, version: number): boolean {
  const k = known.get(id);
  return k !== undefined && k.length === length && k.version === version;
}

function remember(id: string, length: number, version: number, shape: ProfileShape, profile: string): void {
  known.delete(id);
  known.set(id, { length, version, shape, profile });
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
}

/**
 * Reads the stored shapes of the most recently active open topics, as a replica starts: the
 * first insight after a restart then reads none of them (200 took 100-150 ms of its time).
 * Returns how many, and their organisations, the most recently active first.
 */
export async function preloadShapes(tx: DbOrTx, limit = 2_000): Promise<{ topics: number; organizations: string[] }> {
  const rows = await tx
    .select({
      id: submissionGroups.id,
      organizationId: submissionGroups.organizationId,
      length: submissionGroups.profileLength,
      version: submissionGroups.profileVersion,
      carried,
      vector: submissionGroups.profileMeaning,
      sentences: submissionGroups.profileSentences,
      words: submissionGroups.profileWords,
    })
    .from(submissionGroups)
    .where(and(eq(submissionGroups.status, 'open'), isNotNull(submissionGroups.profileWords), isNotNull(submissionGroups.profileLength)))
    .orderBy(desc(submissionGroups.lastSubmissionAt))
    .limit(Math.min(limit, KNOWN_MAX));
  const organizations = [...new Set(rows.map((r) => r.organizationId))];
  // Oldest first, so the most recent are the last to be forgotten.
  for (const r of rows.reverse())
    remember(r.id, r.length!, r.version, { vector: r.vector, sentences: r.sentences, words: r.words! }, r.carried);
  return { topics: rows.length, organizations };
}
