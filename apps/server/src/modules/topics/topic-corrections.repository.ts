import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ProfileShape } from '../../ai/provider.ts';
import type { DbOrTx } from '../../db/client.ts';
import { submissionDepartments, submissionGroups, submissions, topicDepartments } from '../../db/schema/index.ts';
import { leaderVisible } from '../insights/leader-visible.sql.ts';
import { moveAllInsights, moveInsight } from '../insights/insight-writes.sql.ts';

/** Data access of leaders' topic corrections: rename, merge, move, look-alikes. */

export { moveAllInsights, moveInsight };

/** As long as the pipeline lets a profile grow (pipeline.repository PROFILE_MAX). */
export const PROFILE_MAX = 4000;
/** Insights read to rebuild a profile: more than 4,000 characters' worth never counts. */
const PROFILE_INSIGHTS = 200;
/** How many open topics look-alikes are searched among: the most recently active. */
export const SIMILAR_CANDIDATES = 500;

/**
 * The pipeline's per-organisation lock (pipeline.repository lockOrganization, same key): an
 * insight being filed and a correction never interleave, so no insight joins a topic a merge
 * is removing and every profile version the pipeline reads is whole.
 */
export async function lockOrganization(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${organizationId}, 42))`);
}

const topicFields = {
  id: submissionGroups.id,
  topic: submissionGroups.topic,
  theme: submissionGroups.theme,
  reachoutId: submissionGroups.reachoutId,
  profile: submissionGroups.profile,
  profileVersion: submissionGroups.profileVersion,
  vector: submissionGroups.profileMeaning,
  sentences: submissionGroups.profileSentences,
  words: submissionGroups.profileWords,
};
export type CorrectedTopic = Awaited<ReturnType<typeof lockTopic>>;

/** A topic leaders can see (it counts an insight), locked for the correction; null when there is none. */
export async function lockTopic(tx: DbOrTx, organizationId: string, topicId: string) {
  const [row] = await tx
    .select(topicFields)
    .from(submissionGroups)
    .where(
      and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId), gt(submissionGroups.submissionCount, 0)),
    )
    .for('update');
  return row ?? null;
}

export async function rename(tx: DbOrTx, organizationId: string, topicId: string, title: string) {
  const rows = await tx
    .update(submissionGroups)
    .set({ topic: title, titledByLeader: true })
    .where(
      and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId), gt(submissionGroups.submissionCount, 0)),
    )
    .returning({ id: submissionGroups.id });
  return rows.length > 0;
}

/** An insight leaders can see, locked, with what a move needs. */
export async function lockInsight(tx: DbOrTx, organizationId: string, submissionId: string) {
  const [row] = await tx
    .select({
      id: submissions.id,
      topicId: submissions.topicId,
      reachoutId: submissions.reachoutId,
      body: submissions.body,
      theme: submissions.theme,
      severity: submissions.severity,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, submissionId), leaderVisible))
    .for('update');
  return row ?? null;
}

/** The insight's text, unlocked (read before a correction's transaction). */
export async function insightBody(db: DbOrTx, organizationId: string, submissionId: string) {
  const [row] = await db
    .select({ body: submissions.body })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, submissionId), leaderVisible));
  return row ?? null;
}

export async function markTitledByLeader(tx: DbOrTx, organizationId: string, topicId: string): Promise<void> {
  await tx
    .update(submissionGroups)
    .set({ titledByLeader: true })
    .where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId)));
}

/**
 * A new topic for a moved insight, dated by the insight's day like every topic (its first
 * insight's), with the insight's theme and priority; recountTopic fills the rest.
 */
export async function insertTopic(
  tx: DbOrTx,
  v: { organizationId: string; title: string; theme: string; severity: number; reachoutId: string | null; day: Date },
) {
  const [row] = await tx
    .insert(submissionGroups)
    .values({
      organizationId: v.organizationId,
      topic: v.title,
      theme: v.theme,
      severity: v.severity,
      reachoutId: v.reachoutId,
      submissionCount: 0,
      createdAt: v.day,
      lastSubmissionAt: v.day,
    })
    .returning({ id: submissionGroups.id, topic: submissionGroups.topic, profileVersion: submissionGroups.profileVersion });
  return row!;
}

/**
 * Sets what a topic row says of its insights from the insights themselves: how many leaders see,
 * the highest priority, first and last day, open while one is open; and its departments
 * (topic_departments) from theirs. Whatever moved in or out, the lists, the explorer chart
 * (topic_chart_tally, kept by these rows' triggers) and the filters then agree with the rows.
 * Returns how many insights the topic holds in all (held reach-out answers too).
 */
export async function recountTopic(tx: DbOrTx, organizationId: string, topicId: string): Promise<{ visible: number; all: number }> {
  const { rows } = await tx.execute<{ visible: number; all: number }>(sql`
    with s as (
      select ${submissions.severity} as severity, ${submissions.createdAt} as created_at, ${submissions.closedAt} as closed_at,
        ${submissions.stage} as stage, ${leaderVisible} as visible
      from ${submissions}
      where ${submissions.organizationId} = ${organizationId} and ${submissions.topicId} = ${topicId}
    ), agg as (
      select count(*) filter (where visible)::int as visible, count(*)::int as "all",
        coalesce(max(severity) filter (where visible), 1) as severity,
        min(created_at) filter (where visible) as first, max(created_at) filter (where visible) as last,
        bool_or(visible and closed_at is null and stage <> 'closed') as open
      from s
    )
    update ${submissionGroups} g set
      submission_count = agg.visible,
      severity = greatest(1, least(4, agg.severity)),
      created_at = coalesce(agg.first, g.created_at),
      last_submission_at = coalesce(agg.last, g.last_submission_at),
      status = case when agg.visible = 0 then g.status when agg.open then 'open' else 'closed' end
    from agg
    where g.organization_id = ${organizationId} and g.id = ${topicId}
    returning agg.visible, agg."all"`);
  await tx.execute(sql`
    with counts as (
      select sd.department_id, count(*)::int as n
      from ${submissionDepartments} sd
      join ${submissions} on ${submissions.id} = sd.submission_id and ${submissions.organizationId} = sd.organization_id
      where sd.organization_id = ${organizationId} and ${submissions.topicId} = ${topicId} and ${leaderVisible}
      group by sd.department_id
    ), gone as (
      delete from ${topicDepartments} td
      where td.organization_id = ${organizationId} and td.topic_id = ${topicId}
        and td.department_id not in (select department_id from counts)
    )
    insert into ${topicDepartments} (organization_id, topic_id, department_id, submission_count)
    select ${organizationId}::uuid, ${topicId}::uuid, department_id, n from counts
    on conflict (organization_id, topic_id, department_id) do update set submission_count = excluded.submission_count
    where ${topicDepartments}.submission_count is distinct from excluded.submission_count`);
  return rows[0] ?? { visible: 0, all: 0 };
}

/** The opening of a topic's insights' text, oldest first, as a profile is built (title, then bodies). */
export async function profileBodies(tx: DbOrTx, organizationId: string, topicId: string): Promise<string[]> {
  const rows = await tx
    .select({ body: submissions.body })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.topicId, topicId)))
    .orderBy(asc(submissions.createdAt), asc(submissions.id))
    .limit(PROFILE_INSIGHTS);
  return rows.map((r) => r.body);
}

/** Stores a rewritten profile and its shape, moving its version (see migration 0025). */
export async function storeProfile(
  tx: DbOrTx,
  organizationId: string,
  topicId: string,
  profile: string,
  shape: ProfileShape,
): Promise<void> {
  await tx
    .update(submissionGroups)
    .set({
      profile,
      profileLength: Array.from(profile).length,
      profileVersion: sql`${submissionGroups.profileVersion} + 1`,
      profileMeaning: shape.vector,
      profileSentences: shape.sentences,
      profileWords: shape.words,
    })
    .where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId)));
}

/** A merge keeps the pinned state of either topic (the earlier pin). */
export async function keepPin(tx: DbOrTx, organizationId: string, targetId: string, sourcePinnedAt: Date | null): Promise<void> {
  if (!sourcePinnedAt) return;
  await tx
    .update(submissionGroups)
    .set({ topicPinnedAt: sql`least(coalesce(${submissionGroups.topicPinnedAt}, ${sourcePinnedAt}), ${sourcePinnedAt})` })
    .where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, targetId)));
}

export async function pinnedAt(tx: DbOrTx, organizationId: string, topicId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: submissionGroups.topicPinnedAt })
    .from(submissionGroups)
    .where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId)));
  return row?.at ?? null;
}

export async function deleteTopic(tx: DbOrTx, organizationId: string, topicId: string): Promise<void> {
  // Its departments and summaries go with it (foreign keys, on delete cascade).
  await tx.delete(submissionGroups).where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId)));
}

// ---- Look-alikes --------------------------------------------------------------------------

const similarFields = {
  id: submissionGroups.id,
  topic: submissionGroups.topic,
  count: submissionGroups.submissionCount,
  severity: submissionGroups.severity,
  reachoutId: submissionGroups.reachoutId,
  vector: submissionGroups.profileMeaning,
};
export type SimilarRow = Awaited<ReturnType<typeof similarCandidates>>[number];

/** One topic leaders can see, with its meaning. */
export async function similarTopic(db: DbOrTx, organizationId: string, topicId: string) {
  const [row] = await db
    .select(similarFields)
    .from(submissionGroups)
    .where(
      and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId), gt(submissionGroups.submissionCount, 0)),
    );
  return row ?? null;
}

/**
 * The organisation's open topics with a meaning, the SIMILAR_CANDIDATES most recently active,
 * among those answering the same reach-out (null: ordinary topics): a merge never crosses that.
 */
export async function similarCandidates(db: DbOrTx, organizationId: string, reachoutId: string | null) {
  return db
    .select(similarFields)
    .from(submissionGroups)
    .where(
      and(
        eq(submissionGroups.organizationId, organizationId),
        eq(submissionGroups.status, 'open'),
        gt(submissionGroups.submissionCount, 0),
        reachoutId ? eq(submissionGroups.reachoutId, reachoutId) : isNull(submissionGroups.reachoutId),
        sql`${submissionGroups.profileMeaning} is not null`,
      ),
    )
    .orderBy(desc(submissionGroups.lastSubmissionAt), desc(submissionGroups.id))
    .limit(SIMILAR_CANDIDATES);
}
