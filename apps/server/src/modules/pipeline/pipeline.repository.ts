import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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
import type { AlertPhraseMatch } from '@voyce/contracts/alert-phrases';
import { leaderVisible } from '../insights/leader-visible.sql.ts';
import { markProcessed } from '../insights/insight-writes.sql.ts';
import { mayReceiveAlerts } from '../emergency-contacts/may-receive-alerts.sql.ts';
import { extendProfileShape, type ProfileShape } from '../../ai/provider.ts';
import { carriedProfile, profileLength, type PipelineTopic, type ProfileRow } from './topic-shapes.repository.ts';

/** Data access of the processing pipeline (ARCHITECTURE §6). */

const PROFILE_MAX = 4000;
const CANDIDATE_TOPICS = 200;

/**
 * Serialises topic assignment within one organisation, so two similar insights cannot both
 * create a topic. In the same round trip, the transaction's commit stops waiting for the disk
 * (synchronous_commit off): the lock is held until the commit returns, and the flush was 3-5 ms
 * of every insight's turn. What that risks is losing the last fraction of a second of
 * processing if PostgreSQL itself crashes: the insight is then 'submitted' again, whole, and its
 * job is retried or swept, because the job's completion commits after it and flushes it too.
 * An insight that queued an e-mail commits waiting (commitWaitingForDisk): a mail sent from a
 * processing that was then lost would be sent again by the retry.
 */
export async function lockOrganization(tx: DbOrTx, organizationId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${organizationId}, 42)), set_config('synchronous_commit', 'off', true)`,
  );
}

/** Undoes lockOrganization's commit without waiting, for a transaction that queued e-mail. */
export async function commitWaitingForDisk(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('synchronous_commit', 'on', true)`);
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

/**
 * What an insight is matched against, read in one round trip under the organisation's lock (each
 * one there is one its other insights wait out): its open topics, most recently active first,
 * without their text (withShapes adds what each carries), and its latest insights' bodies, to
 * flag a duplicate.
 */
export async function matchingContext(
  tx: DbOrTx,
  organizationId: string,
  reachoutId: string | null,
  recent = 50,
): Promise<{ topics: ProfileRow[]; recentTexts: string[] }> {
  const topics = tx
    .select({
      id: submissionGroups.id,
      label: sql<string>`${submissionGroups.topic}`.as('label'),
      theme: submissionGroups.theme,
      profileLength: profileLength.as('profileLength'),
      profileVersion: sql<number>`${submissionGroups.profileVersion}`.as('profileVersion'),
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
    .limit(CANDIDATE_TOPICS)
    .as('t');
  const bodies = tx
    .select({ body: submissions.body })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), leaderVisible))
    .orderBy(desc(submissions.createdAt))
    .limit(recent)
    .as('r');
  const { rows } = await tx.execute<{ topics: ProfileRow[]; recent: string[] }>(
    sql`select (select coalesce(json_agg(t), '[]') from ${topics}) as topics, (select coalesce(array_agg(r.body), '{}') from ${bodies}) as recent`,
  );
  return { topics: rows[0]!.topics, recentTexts: rows[0]!.recent };
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

/** A topic's profile as this transaction wrote it, for withShapes' memory once it commits. */
export type WrittenProfile = { topicId: string; length: number; version: number; shape: ProfileShape; carried: string };

/**
 * Files the insight: joins it to its topic (existing or new) and marks it processed with its
 * classification and departments, in one statement (data-modifying CTEs), because each round
 * trip under the organisation's lock is one its other insights wait out. Returns the
 * topic id, with the profile it wrote if it wrote one. The topic's stored shape grows with the
 * text its profile takes in, so it is always the shape of its profile.
 */
export async function fileInsight(
  tx: DbOrTx,
  v: {
    organizationId: string;
    submissionId: string;
    reachoutId: string | null;
    body: string;
    c: InsightClassification;
    /** The organisation's alert phrases the text contains; none: left null. */
    alertPhraseMatches?: AlertPhraseMatch[];
    candidates: PipelineTopic[];
    /** The organisation's department words, which shapes leave out (placeWords). */
    where: Set<string>;
    /** The insight's day: a topic's dates come from its insights, never from the moment of processing. */
    day: Date;
    departmentIds: string[];
    /** The insight's sentence-encoder vector (null: the encoder is not running). */
    meaning?: Float32Array | null;
    /** A new topic's other titles, in order, should an open topic already have its own (distinctTitles). */
    otherTitles?: string[];
  },
): Promise<{ topicId: string; written: WrittenProfile | null }> {
  const topic = topicWrite(tx, v);
  // A joined topic's id is known: were the topic deleted meanwhile, the insight's foreign key
  // fails the job (and its retry files it anew) rather than leaving it without a topic.
  const topicId = topic.joinedId ? sql`${topic.joinedId}::uuid` : sql`(select id from into_topic)`;
  const reachoutAnswer = v.reachoutId !== null;
  const steps = [sql`into_topic as (${topic.statement}), insight as (${markProcessed(tx, v, topicId, reachoutAnswer)})`];
  if (v.departmentIds.length > 0) {
    // Only links made now count, so a replayed job never counts an insight twice. A held
    // answer's departments are counted when it is released.
    steps.push(
      sql`linked as (insert into ${submissionDepartments} (organization_id, submission_id, department_id)
        select ${v.organizationId}::uuid, ${v.submissionId}::uuid, unnest(${sql.param(v.departmentIds)}::uuid[])
        on conflict do nothing returning department_id)`,
    );
    if (!reachoutAnswer) {
      steps.push(
        sql`tallied as (insert into ${topicDepartments} (organization_id, topic_id, department_id, submission_count)
          select ${v.organizationId}::uuid, ${topicId}, department_id, 1 from linked
          on conflict (organization_id, topic_id, department_id)
          do update set submission_count = ${topicDepartments}.submission_count + 1)`,
      );
    }
  }
  const { rows } = await tx.execute<{ id: string }>(sql`with ${sql.join(steps, sql`, `)} select ${topicId} as id`);
  const id = rows[0]!.id;
  return { topicId: id, written: topic.written ? { ...topic.written, topicId: id } : null };
}

/** The topic's insert or update, returning its id, and the profile it writes. */
function topicWrite(
  tx: DbOrTx,
  v: Parameters<typeof fileInsight>[1],
): { statement: SQL; joinedId: string | null; written: Omit<WrittenProfile, 'topicId'> | null } {
  const { c } = v;
  // A held reach-out answer is counted in its topic only when it is released: a count that
  // moved now would show a leader the moment one person answered.
  const counted = v.reachoutId === null;
  const joined = c.matchedTopicId ? v.candidates.find((t) => t.id === c.matchedTopicId) : undefined;
  if (joined) {
    // What `left(profile || ' ' || body, PROFILE_MAX)` takes in (PostgreSQL counts characters,
    // not UTF-16 units): nothing once the profile is full.
    const taken = Array.from(` ${v.body}`).slice(0, Math.max(0, PROFILE_MAX - joined.profileLength));
    const shape = taken.length ? extendProfileShape(joined.shape, taken.join(''), v.where, v.meaning) : null;
    const length = joined.profileLength + taken.length;
    const statement = tx
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
              profileLength: length,
              profileMeaning: shape.vector,
              profileSentences: shape.sentences,
              profileWords: shape.words,
            }
          : {}),
        // A young topic's title follows what its insights share (the AI says when). Never over a
        // title a leader gave it, nor onto another open topic's title: two open topics never
        // share one.
        ...(c.matchedTopicLabel
          ? {
              topic: sql`case when ${submissionGroups.titledByLeader} or exists (select 1 from ${submissionGroups} other where other.organization_id = ${v.organizationId}
                and other.status = 'open' and other.id <> ${joined.id} and lower(other.topic) = lower(${c.matchedTopicLabel}))
                then ${submissionGroups.topic} else ${c.matchedTopicLabel} end`,
            }
          : {}),
      })
      .where(and(eq(submissionGroups.organizationId, v.organizationId), eq(submissionGroups.id, joined.id)))
      .returning({ id: submissionGroups.id })
      .getSQL();
    // The candidate carried the whole profile if young, else its opening: either way its start.
    const written = shape
      ? { length, version: joined.profileVersion, shape, carried: carriedProfile(joined.profile + taken.join(''), length) }
      : null;
    return { statement, joinedId: joined.id, written };
  }
  const profile = Array.from(`${c.topicLabel} ${v.body}`).slice(0, PROFILE_MAX);
  const shape = extendProfileShape(null, profile.join(''), v.where, v.meaning);
  const statement = tx
    .insert(submissionGroups)
    .values({
      organizationId: v.organizationId,
      topic: freeTitle(v.organizationId, [c.topicLabel, ...(v.otherTitles ?? [])]),
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
    .returning({ id: submissionGroups.id })
    .getSQL();
  return {
    statement,
    joinedId: null,
    written: { length: profile.length, version: 0, shape, carried: carriedProfile(profile.join(''), profile.length) },
  };
}

/**
 * The first of `titles` that no open topic of the organisation has (case aside), else the first:
 * chosen in the insert itself, under the organisation's lock, so no round trip is added.
 */
function freeTitle(organizationId: string, titles: string[]): SQL<string> {
  return sql<string>`coalesce((select c.title from unnest(${sql.param(titles)}::text[]) with ordinality as c(title, n)
    where not exists (select 1 from ${submissionGroups} g where g.organization_id = ${organizationId}
      and g.status = 'open' and lower(g.topic) = lower(c.title))
    order by c.n limit 1), ${titles[0]!})`;
}

/** The organisation's emergency contacts, each with whether it may receive an alert now. */
export async function emergencyContacts(tx: DbOrTx, organizationId: string) {
  return tx
    .select({
      id: leadershipTeamMembers.id,
      name: leadershipTeamMembers.name,
      email: leadershipTeamMembers.email,
      violence: leadershipTeamMembers.violence,
      crime: leadershipTeamMembers.crime,
      threat: leadershipTeamMembers.threat,
      selfHarm: leadershipTeamMembers.selfHarm,
      harassment: leadershipTeamMembers.harassment,
      alertable: sql<boolean>`${mayReceiveAlerts(organizationId, sql`${leadershipTeamMembers.email}`)}`,
    })
    .from(leadershipTeamMembers)
    .where(eq(leadershipTeamMembers.organizationId, organizationId));
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

/** The texts of a job batch's insights still waiting, so that their meanings are encoded in one pass. */
export async function waitingBodies(tx: DbOrTx, submissionIds: string[]): Promise<string[]> {
  if (!submissionIds.length) return [];
  const rows = await tx
    .select({ body: submissions.body })
    .from(submissions)
    .where(and(inArray(submissions.id, submissionIds), eq(submissions.stage, 'submitted')));
  return rows.map((r) => r.body);
}

/** The organisation's name, for the emergency e-mail. */
export async function organizationName(tx: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}
