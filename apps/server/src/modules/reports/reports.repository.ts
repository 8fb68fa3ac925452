import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageAt, pastKey, type PageKey } from '../../db/page-key.ts';
import {
  departments,
  submissionDepartments,
  submissionGroups,
  submissionMessages,
  submissions,
  topicSummaries,
} from '../../db/schema/index.ts';
import { leaderVisible, leaderVisibleOf } from '../insights/leader-visible.sql.ts';
import { during } from '../../db/time-window.ts';
import { submissionWhere } from '../insights/insight-filters.sql.ts';

/** Leaders only ever see processed or closed insights (ARCHITECTURE §6). */
export type Range = { from: Date; to: Date };
export type Cursor = PageKey;
/** A /findSubmissions filter; `now` anchors its timespan, the same for every page of one file. */
export type SubmissionsFilter = Parameters<typeof submissionWhere>[0];

// Per-row look-ups, which PostgreSQL runs for the page's rows only. Outer columns are written
// qualified: drizzle leaves them bare in a one-table select.
const departmentList = sql<string>`(select coalesce(string_agg(d.name, '; ' order by d.name), '')
  from ${submissionDepartments} sd join ${departments} d on d.id = sd.department_id
  where sd.organization_id = "submissions"."organization_id" and sd.submission_id = "submissions"."id")`;
const replyCount = sql<number>`(select count(*) from ${submissionMessages} m
  where m.organization_id = "submissions"."organization_id" and m.submission_id = "submissions"."id" and m.created_by = 'leader')`.mapWith(
  Number,
);
const topicTitle = sql<string | null>`(select g.topic from ${submissionGroups} g where g.id = "submissions"."topic_id")`;

/**
 * Insights marked as win in the range, in the order they were marked (keyset pages, each row
 * with its page key): one range of submissions_org_win_idx (migration 0040).
 */
export async function winsPage(db: DbOrTx, organizationId: string, range: Range, after: Cursor | null, limit: number) {
  return db
    .select({
      id: submissions.id,
      body: submissions.body,
      createdAt: submissions.createdAt,
      markedAsWinAt: sql<Date>`${submissions.markedAsWinAt}`.mapWith(submissions.markedAsWinAt),
      pageAt: pageAt(submissions.markedAsWinAt),
      topic: topicTitle,
      replies: replyCount,
      departments: departmentList,
    })
    .from(submissions)
    .where(
      and(
        leaderVisibleOf(organizationId),
        during(submissions.markedAsWinAt, range),
        after ? pastKey(submissions.markedAsWinAt, submissions.id, after, 'asc') : undefined,
      ),
    )
    .orderBy(asc(submissions.markedAsWinAt), asc(submissions.id))
    .limit(limit);
}

export type TopicCursor = { severity: number; at: string; id: string };

/**
 * Topics with insights created in the range, most severe first, with counts of those
 * insights and the key takeaway of the topic's latest ready AI summary (keyset pages).
 *
 * Walked topic by topic in the report's order, each topic's insights in the range counted on
 * its own (a lateral look-up, skipped when there are none), so a page reads its own topics and
 * their insights. Joining and grouping first counted every topic of the range for every page,
 * and sorted them all. The order (severity descending, then created_at and id ascending) is
 * one ascending row (-severity, created_at, id): submission_groups_org_report_order_idx
 * (migration 0040) is on exactly that.
 */
export async function topicSummaryPage(db: DbOrTx, organizationId: string, range: Range, after: TopicCursor | null, limit: number) {
  const g = submissionGroups;
  const inRange = db
    .select({
      insights: sql<number>`count(*)`.mapWith(Number).as('insights'),
      open: sql<number>`count(*) filter (where ${submissions.closedAt} is null)`.mapWith(Number).as('open'),
      closed: sql<number>`count(*) filter (where ${submissions.closedAt} is not null)`.mapWith(Number).as('closed'),
      lastInsightAt: sql<Date>`max(${submissions.createdAt})`.mapWith(submissions.createdAt).as('last_insight_at'),
    })
    .from(submissions)
    .where(
      and(
        sql`${submissions.organizationId} = "submission_groups"."organization_id"`,
        sql`${submissions.topicId} = "submission_groups"."id"`,
        leaderVisible,
        during(submissions.createdAt, range),
      ),
    )
    .having(sql`count(*) > 0`)
    .as('in_range');
  const order = sql`-${g.severity}`;
  return db
    .select({
      id: g.id,
      topic: g.topic,
      theme: g.theme,
      severity: g.severity,
      createdAt: g.createdAt,
      pageAt: pageAt(g.createdAt),
      insights: inRange.insights,
      open: inRange.open,
      closed: inRange.closed,
      lastInsightAt: inRange.lastInsightAt,
      keyTakeaway: sql<string | null>`(select ts.summary -> 'executiveSummary' ->> 'keyTakeaway' from ${topicSummaries} ts
        where ts.organization_id = ${g.organizationId} and ts.topic_id = ${g.id} and ts.status = 'ready'
        order by ts.created_at desc limit 1)`,
    })
    .from(g)
    .crossJoinLateral(inRange)
    .where(
      and(
        eq(g.organizationId, organizationId),
        after ? sql`(${order}, ${g.createdAt}, ${g.id}) > (${-after.severity}, ${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(order, asc(g.createdAt), asc(g.id))
    .limit(limit);
}

/** The `limit` most answered topics of each reach-out (by its processed answers), most first. */
export async function reachoutTopTopics(db: DbOrTx, organizationId: string, reachoutIds: string[], limit: number) {
  if (reachoutIds.length === 0) return [];
  const ranked = db
    .select({
      reachoutId: sql<string>`${submissions.reachoutId}`.as('reachout_id'),
      topic: sql<string>`${submissionGroups.topic}`.as('topic'),
      n: sql<number>`row_number() over (partition by ${submissions.reachoutId} order by count(*) desc, ${submissionGroups.topic})`.as('n'),
    })
    .from(submissions)
    .innerJoin(submissionGroups, eq(submissionGroups.id, submissions.topicId))
    .where(and(leaderVisibleOf(organizationId), inArray(submissions.reachoutId, reachoutIds)))
    .groupBy(submissions.reachoutId, submissionGroups.id, submissionGroups.topic)
    .as('ranked');
  return db
    .select({ reachoutId: ranked.reachoutId, topic: ranked.topic })
    .from(ranked)
    .where(lte(ranked.n, limit))
    .orderBy(ranked.reachoutId, ranked.n);
}

/**
 * One page of the insights matching the /findSubmissions filter, newest first, each with its
 * page key: a range of an index ending in (created_at, id) (the leaders' visible, open, topic
 * and reach-out indexes, migration 0040), the filter's other conditions checked on its rows.
 */
export async function submissionsPage(db: DbOrTx, filter: SubmissionsFilter, now: Date, after: Cursor | null, limit: number) {
  const where = submissionWhere(filter, now).sql;
  return db
    .select({ s: submissions, departments: departmentList, pageAt: pageAt(submissions.createdAt) })
    .from(submissions)
    .where(and(where, after ? pastKey(submissions.createdAt, submissions.id, after, 'desc') : undefined))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
}

/** Whether an insight matching the filter was revealed (the file then has identity columns). */
export async function anyRevealed(db: DbOrTx, filter: SubmissionsFilter, now: Date): Promise<boolean> {
  const where = submissionWhere(filter, now).sql;
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(where, isNotNull(submissions.unmaskedAt)))
    .limit(1);
  return rows.length === 1;
}
