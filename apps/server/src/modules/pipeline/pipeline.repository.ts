import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  leadershipTeamMembers,
  organizations,
  reachouts,
  submissionDepartments,
  submissionGroups,
  submissions,
  topicDepartments,
} from '../../db/schema/index.ts';
import type { InsightClassification } from '@voyce/contracts/ai';
import { leaderVisible } from '../insights/leader-visible.sql.ts';
import { extendProfileShape } from '../../ai/provider.ts';
import type { PipelineTopic, ProfileRow } from './topic-shapes.repository.ts';

/** Data access of the processing pipeline (ARCHITECTURE §6). */

const PROFILE_MAX = 4000;
/**
 * How much of a profile a candidate carries: the matcher reads the stored shape, retitling reads
 * a young topic's profile (up to 1,500 characters) whole, and the remote prompt reads 240
 * characters. Decompressing 200 full profiles for their text or length took 10-20 ms an insight.
 */
const YOUNG_PROFILE = 1_500;
const PROFILE_OPENING = 240;
const CANDIDATE_TOPICS = 200;

/** Serialises topic assignment within one organisation, so two similar insights cannot both create a topic. */
export async function lockOrganization(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${organizationId}, 42))`);
}

export async function claimSubmission(tx: DbOrTx, organizationId: string, submissionId: string) {
  const rows = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, submissionId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** A profile's length, read from the text only for rows from before it was stored. */
const length = sql<number>`coalesce(${submissionGroups.profileLength}, length(${submissionGroups.profile}))`;

export async function candidateTopics(tx: DbOrTx, organizationId: string, reachoutId: string | null): Promise<ProfileRow[]> {
  return tx
    .select({
      id: submissionGroups.id,
      label: submissionGroups.topic,
      theme: submissionGroups.theme,
      profile: sql<string>`case when ${length} <= ${YOUNG_PROFILE} then ${submissionGroups.profile} else left(${submissionGroups.profile}, ${PROFILE_OPENING}) end`,
      profileLength: length.mapWith(Number),
    })
    .from(submissionGroups)
    .where(
      and(
        eq(submissionGroups.organizationId, organizationId),
        eq(submissionGroups.status, 'open'),
        reachoutId ? eq(submissionGroups.reachoutId, reachoutId) : isNull(submissionGroups.reachoutId),
      ),
    )
    .orderBy(desc(submissionGroups.lastSubmissionAt))
    .limit(CANDIDATE_TOPICS);
}

/** The question an answer replies to (the classifier flags off-topic answers). */
export async function reachoutQuestion(tx: DbOrTx, organizationId: string, reachoutId: string | null): Promise<string | undefined> {
  if (!reachoutId) return undefined;
  const [row] = await tx
    .select({ title: reachouts.title, body: reachouts.body })
    .from(reachouts)
    .where(and(eq(reachouts.organizationId, organizationId), eq(reachouts.id, reachoutId)));
  return row ? `${row.title} ${row.body}`.trim() : undefined;
}

export async function recentBodies(tx: DbOrTx, organizationId: string, limit = 50): Promise<string[]> {
  const rows = await tx
    .select({ body: submissions.body })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), leaderVisible))
    .orderBy(desc(submissions.createdAt))
    .limit(limit);
  return rows.map((r) => r.body);
}

/**
 * Joins the insight to its topic (existing or new) and returns the topic id. The topic's stored
 * shape grows with the text its profile takes in, so it is always the shape of its profile.
 */
export async function fileIntoTopic(
  tx: DbOrTx,
  v: {
    organizationId: string;
    reachoutId: string | null;
    body: string;
    c: InsightClassification;
    candidates: PipelineTopic[];
    /** The organisation's department words, which shapes leave out (placeWords). */
    where: Set<string>;
    /** The insight's day: a topic's dates come from its insights, never from the moment of processing. */
    day: Date;
  },
): Promise<string> {
  const { c } = v;
  // A held reach-out answer is counted in its topic only when it is released: a count that
  // moved now would show a leader the moment one person answered.
  const counted = v.reachoutId === null;
  const joined = c.matchedTopicId ? v.candidates.find((t) => t.id === c.matchedTopicId) : undefined;
  if (joined) {
    // What `left(profile || ' ' || body, PROFILE_MAX)` takes in (PostgreSQL counts characters,
    // not UTF-16 units): nothing once the profile is full.
    const taken = Array.from(` ${v.body}`).slice(0, Math.max(0, PROFILE_MAX - joined.profileLength));
    const shape = taken.length ? extendProfileShape(joined.shape, taken.join(''), v.where) : null;
    await tx
      .update(submissionGroups)
      .set({
        ...(counted
          ? {
              submissionCount: sql`${submissionGroups.submissionCount} + 1`,
              severity: sql`greatest(${submissionGroups.severity}, ${c.severity})`,
              lastSubmissionAt: sql`greatest(${submissionGroups.lastSubmissionAt}, ${v.day})`,
            }
          : {}),
        ...(shape
          ? {
              profile: sql`left(${submissionGroups.profile} || ' ' || ${v.body}, ${PROFILE_MAX})`,
              profileLength: joined.profileLength + taken.length,
              profileMeaning: shape.vector,
              profileSentences: shape.sentences,
              profileWords: shape.words,
            }
          : {}),
        // A young topic's title follows what its insights share (the AI says when).
        ...(c.matchedTopicLabel ? { topic: c.matchedTopicLabel } : {}),
      })
      .where(and(eq(submissionGroups.organizationId, v.organizationId), eq(submissionGroups.id, joined.id)));
    return joined.id;
  }
  const profile = Array.from(`${c.topicLabel} ${v.body}`).slice(0, PROFILE_MAX);
  const shape = extendProfileShape(null, profile.join(''), v.where);
  const [topic] = await tx
    .insert(submissionGroups)
    .values({
      organizationId: v.organizationId,
      topic: c.topicLabel,
      theme: c.theme,
      severity: c.severity,
      profile: profile.join(''),
      profileLength: profile.length,
      profileMeaning: shape.vector,
      profileSentences: shape.sentences,
      profileWords: shape.words,
      submissionCount: counted ? 1 : 0,
      reachoutId: v.reachoutId,
      createdAt: v.day,
      lastSubmissionAt: v.day,
    })
    .returning({ id: submissionGroups.id });
  return topic!.id;
}

export async function markProcessed(
  tx: DbOrTx,
  organizationId: string,
  submissionId: string,
  topicId: string,
  c: InsightClassification,
  departmentIds: string[],
  reachoutAnswer: boolean,
) {
  await tx
    .update(submissions)
    .set({
      topicId,
      theme: c.theme,
      severity: c.severity,
      emergencyTypes: c.emergencyTypes,
      possibleEmergencyTypes: c.possibleEmergencyTypes,
      language: c.language,
      qualityWarnings: c.qualityWarnings,
      tone: c.tone,
      impactCategory: c.impactCategory,
      matchScore: c.matchScore,
      // A reach-out answer waits, held, until its reach-out has k answers (release-answers).
      stage: reachoutAnswer ? 'held' : 'processed',
      // Only the day, as for the insight itself: a processing time would give away the moment.
      processedAt: sql`${submissions.createdAt}`,
    })
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, submissionId)));
  if (departmentIds.length > 0) {
    const linked = await tx
      .insert(submissionDepartments)
      .values(departmentIds.map((departmentId) => ({ organizationId, submissionId, departmentId })))
      .onConflictDoNothing()
      .returning({ departmentId: submissionDepartments.departmentId });
    // Only links made now count, so a replayed job never counts an insight twice. A held
    // answer's departments are counted when it is released.
    if (linked.length > 0 && !reachoutAnswer) {
      await tx
        .insert(topicDepartments)
        .values(linked.map(({ departmentId }) => ({ organizationId, topicId, departmentId, submissionCount: 1 })))
        .onConflictDoUpdate({
          target: [topicDepartments.organizationId, topicDepartments.topicId, topicDepartments.departmentId],
          set: { submissionCount: sql`${topicDepartments.submissionCount} + 1` },
        });
    }
  }
}

export async function emergencyContacts(tx: DbOrTx, organizationId: string) {
  return tx.select().from(leadershipTeamMembers).where(eq(leadershipTeamMembers.organizationId, organizationId));
}

/**
 * Insights still waiting for the pipeline. Their time is only their day, so the sweeper tells a
 * lost job from a queued one by the job table, not by the insight's age.
 */
export async function waitingSubmitted(tx: DbOrTx, limit = 500) {
  return tx
    .select({ id: submissions.id, organizationId: submissions.organizationId })
    .from(submissions)
    .where(eq(submissions.stage, 'submitted'))
    .limit(limit);
}

/** The organisation's name, for the emergency e-mail. */
export async function organizationName(tx: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}
