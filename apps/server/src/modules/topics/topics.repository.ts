import type { TopicSummary } from '@voyce/contracts/ai';
import type { zFindSubmissionGroupsFilter } from '@voyce/contracts/insights';
import { UNASSIGNED_CLASSIFICATION_ID } from '@voyce/contracts/workspace';
import { periodRange } from '@voyce/contracts/timespan';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { countApart, sqlShapeCache, Where } from '../../db/query-shapes.ts';
import { isoTime } from '../../db/iso-time.sql.ts';
import { topicMatch } from './topic-match.sql.ts';
import { classificationsByIds, departmentMap, splitIds, type DepartmentMap } from '../../db/department-map.ts';
import { leaderVisible } from '../insights/leader-visible.sql.ts';
import { departments, submissionGroups, submissions, topicDepartments, topicSummaries } from '../../db/schema/index.ts';
import { submissionWhere } from '../insights/insight-filters.sql.ts';

export type TopicFilter = z.infer<typeof zFindSubmissionGroupsFilter>;
export type TopicOrder = 'hot' | 'latest' | 'earliest';

/** The period of a topic filter: its timespan, a period named by mostRecent, or bare dates. */
export function topicPeriod(f: Pick<TopicFilter, 'timespan' | 'mostRecent' | 'startDate' | 'endDate'>, now: Date) {
  return (
    periodRange(f.timespan, now, f.startDate, f.endDate) ??
    periodRange(f.mostRecent, now, f.startDate, f.endDate) ??
    (f.startDate || f.endDate ? periodRange('custom_range', now, f.startDate, f.endDate) : null)
  );
}

/** 'latest'/'earliest' order by creation; a period label in mostRecent keeps the default (latest); none: hottest first. */
export function topicOrder(f: TopicFilter): TopicOrder {
  if (f.mostRecent === 'earliest') return 'earliest';
  return f.mostRecent === undefined ? 'hot' : 'latest';
}

/**
 * Topics of an organisation (spec 1 §7); status defaults to open. A topic is in a period when
 * it was active in it: created before its end, last insight after its start. With
 * `placeholders`, values are left as placeholders for a statement built once per shape.
 */
export function topicWhere(f: TopicFilter, now = new Date(), placeholders = false): Where {
  const w = new Where(placeholders);
  const org = () => w.v('org', f.organizationId);
  w.add('org', sql`${submissionGroups.organizationId} = ${org()}`);
  // A topic of held reach-out answers only (none released yet) does not exist for leaders.
  w.add('counted', sql`${submissionGroups.submissionCount} > 0`);
  const status = f.status ?? 'open';
  if (status !== 'all') w.add('status', sql`${submissionGroups.status} = ${w.v('status', status)}`);
  if (f.topicId) w.add('topicId', sql`${submissionGroups.id} = ${w.v('topicId', f.topicId)}`);
  if (f.noReachout) w.add('noReachout', isNull(submissionGroups.reachoutId));
  if (f.pinned !== undefined)
    w.add(`pinned:${f.pinned}`, f.pinned ? isNotNull(submissionGroups.topicPinnedAt) : isNull(submissionGroups.topicPinnedAt));
  if (f.severity !== undefined) {
    // One number is a floor (hot topics: severity 2 or above); a list is exact.
    if (Array.isArray(f.severity))
      w.add('severity:list', sql`${submissionGroups.severity} = any(${w.v('severity', f.severity)}::smallint[])`);
    else w.add('severity:floor', sql`${submissionGroups.severity} >= ${w.v('severity', f.severity)}`);
  }
  // A classification id, or a department id (the explorer's bar click): uuids never collide.
  // Unassigned's bar: the topics filed under no department of a classification.
  if (f.departmentClassificationId === UNASSIGNED_CLASSIFICATION_ID) {
    w.add(
      'unassigned',
      sql`not exists (select 1 from ${topicDepartments} td
      join ${departments} d on d.id = td.department_id
      where td.organization_id = ${org()} and td.topic_id = ${submissionGroups.id}
        and d.organization_id = ${org()} and d.department_classification_id is not null)`,
    );
  }
  for (const [name, id] of [
    ['classificationId', f.departmentClassificationId === UNASSIGNED_CLASSIFICATION_ID ? undefined : f.departmentClassificationId],
    ['departmentId', f.departmentId],
  ] as const) {
    if (!id) continue;
    w.add(
      name,
      sql`exists (select 1 from ${topicDepartments} td
      join ${departments} d on d.id = td.department_id
      where td.organization_id = ${org()} and td.topic_id = ${submissionGroups.id}
        and (d.id = ${w.v(name, id)} or d.department_classification_id = ${w.v(name, id)}))`,
    );
  }
  const topic = f.topic?.trim();
  if (topic) {
    const match = topicMatch(topic, w.v);
    w.add(`topic:${match.tag}`, match.sql);
  }
  if (f.departmentIds?.length) {
    w.add(
      'departmentIds',
      sql`exists (select 1 from ${topicDepartments} td
      where td.organization_id = ${org()} and td.topic_id = ${submissionGroups.id}
        and td.department_id = any(${w.v('departmentIds', f.departmentIds)}::uuid[]))`,
    );
  }
  const period = topicPeriod(f, now);
  if (period?.from) w.add('from', sql`${submissionGroups.lastSubmissionAt} >= ${w.v('from', period.from.toISOString())}`);
  if (period?.to) w.add('to', sql`${submissionGroups.createdAt} < ${w.v('to', period.to.toISOString())}`);
  return w;
}

const ORDER = {
  hot: [
    desc(submissionGroups.severity),
    desc(submissionGroups.submissionCount),
    desc(submissionGroups.lastSubmissionAt),
    desc(submissionGroups.id),
  ],
  latest: [desc(submissionGroups.createdAt), desc(submissionGroups.id)],
  earliest: [asc(submissionGroups.createdAt), asc(submissionGroups.id)],
};

/**
 * What lists and exports show of a topic (not its matching profile, which can be long). Its
 * classifications (ids, named by the organisation's department map: withClassifications) and
 * latest ready summary are per-row look-ups that PostgreSQL runs for the page's rows, so a page
 * costs one round trip. The classification ids are topic_chart_topics' (migration 0021): the
 * distinct classifications of the topic's departments, kept by triggers in the writing
 * transaction for every topic that counts (submission_count > 0, as every list asks), one
 * index row where aggregating the topic's department links was a third of a page's PostgreSQL
 * time. The summary and when it was made come in one look-up. (Outer columns are written
 * qualified: drizzle leaves them bare in a one-table select, where they would bind inside.)
 */
const topicColumns = {
  id: submissionGroups.id,
  organizationId: submissionGroups.organizationId,
  topic: submissionGroups.topic,
  theme: submissionGroups.theme,
  severity: submissionGroups.severity,
  status: submissionGroups.status,
  topicPinnedAt: isoTime(submissionGroups.topicPinnedAt),
  submissionCount: submissionGroups.submissionCount,
  createdAt: isoTime(submissionGroups.createdAt) as SQL<string>,
  classificationIds: sql<string[] | null>`(select array_to_string(c.classification_ids, ',') from topic_chart_topics c
    where c.organization_id = "submission_groups"."organization_id" and c.topic_id = "submission_groups"."id")`.mapWith(splitIds),
  // The summary, when it was made and from how many insights ("Out of date — N new insights").
  summaryFacts: sql<SummaryFacts | null>`(select json_build_object('summary', ts.summary, 'at', ${isoTime(sql`ts.updated_at`)}, 'count', ts.insight_count)
    from ${topicSummaries} ts
    where ts.organization_id = "submission_groups"."organization_id" and ts.topic_id = "submission_groups"."id" and ts.status = 'ready'
    order by ts.created_at desc limit 1)`,
};
type SummaryFacts = { summary: TopicSummary | null; at: string; count: number | null };

/** A topic as lists and exports read it: times as the answer writes them (db/iso-time.sql.ts), its classifications named. */
export type ListedTopic = {
  id: string;
  organizationId: string;
  topic: string;
  theme: string;
  severity: number;
  status: (typeof submissionGroups.$inferSelect)['status'];
  topicPinnedAt: string | null;
  submissionCount: number;
  createdAt: string;
  classifications: { id: string; name: string }[];
  summary: TopicSummary | null;
  summaryMade: { at: string; count: number | null } | null;
};

/** Rows with their classifications named (withClassifications) and their summary's facts apart. */
type TopicRowFields = { classificationIds: string[] | null; summaryFacts: SummaryFacts | null };

/**
 * Rows with their classifications (distinct, by name) in place of the ids, and the summary and
 * when it was made. Naming them per row in SQL was most of a topic page's PostgreSQL time: 1.3
 * ms of a 20-topic page against 0.5 ms then.
 */
function withClassifications<R extends TopicRowFields>(rows: R[], map: DepartmentMap) {
  return rows.map(({ classificationIds, summaryFacts, ...row }) => ({
    ...row,
    classifications: classificationsByIds(classificationIds, map),
    summary: summaryFacts?.summary ?? null,
    summaryMade: summaryFacts ? { at: summaryFacts.at, count: summaryFacts.count } : null,
  }));
}

/**
 * A row of the topic page statement (topicColumns in their order, then the total) as the topic
 * it lists, read by position into one object shape: mapping each column by name, then copying
 * the row to name its classifications, was a page's largest piece of server work after the
 * answer's writing.
 */
const listedTopic = (r: unknown[], map: DepartmentMap): ListedTopic => {
  const facts = r[10] as SummaryFacts | null;
  return {
    id: r[0] as string,
    organizationId: r[1] as string,
    topic: r[2] as string,
    theme: r[3] as string,
    severity: r[4] as number,
    status: r[5] as ListedTopic['status'],
    topicPinnedAt: r[6] as string | null,
    submissionCount: r[7] as number,
    createdAt: r[8] as string,
    classifications: classificationsByIds(r[9] === null ? null : splitIds(r[9] as string), map),
    summary: facts?.summary ?? null,
    summaryMade: facts ? { at: facts.at, count: facts.count } : null,
  };
};

/** Topics of `organizationId` that `where` selects (it must hold the organisation too), one slice in `order`: exports. */
export async function findTopicRows(db: DbOrTx, organizationId: string, where: SQL, order: TopicOrder, limit: number, offset: number) {
  const [map, rows] = await Promise.all([
    departmentMap(db, organizationId),
    db
      .select(topicColumns)
      .from(submissionGroups)
      .where(where)
      .orderBy(...ORDER[order])
      .limit(limit)
      .offset(offset),
  ]);
  return withClassifications(rows, map);
}

/**
 * One page of topics and how many match in all, in one round trip: the total is an
 * uncorrelated sub-select PostgreSQL runs once. A page past the end has no row to carry it
 * and is counted apart. Built once per filter shape and order (db/query-shapes.ts).
 */
export async function findTopicPage(db: DbOrTx, w: Where, order: TopicOrder, page: number, pageSize: number) {
  const prepared = topicPageQueries(db, `${order}|${w.shape}`, () => buildTopicPage(db, w.sql, order).getSQL());
  const [map, found] = await Promise.all([
    departmentMap(db, w.values.org as string),
    prepared.execute({ ...w.values, limit: pageSize, offset: (page - 1) * pageSize }),
  ]);
  const total = found.length ? (found[0]![TOPIC_PAGE_TOTAL] as number) : await countApart(db, submissionGroups, w, page);
  return { rows: found.map((row) => listedTopic(row, map)), total };
}

function buildTopicPage(db: DbOrTx, where: SQL, order: TopicOrder) {
  return db
    .select({
      ...topicColumns,
      total: sql<number>`(select count(*)::int from ${submissionGroups} where ${where})`,
    })
    .from(submissionGroups)
    .where(where)
    .orderBy(...ORDER[order])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
/** Where the page statement's total is: after topicColumns. */
const TOPIC_PAGE_TOTAL = Object.keys(topicColumns).length;
const topicPageQueries = sqlShapeCache();

/**
 * Topics that `topics` selects holding insights that `insights` selects, each with how many it
 * holds in `submissionCount` (a dashboard card), one slice in `order` ('hot': by
 * priority, then by those insights). The insights are counted per topic first (the
 * organisation's created-at index, as the dashboard's other figures are), then joined to their
 * topics; the total is a window over the joined rows.
 */
export async function findTopicsWithin(
  db: DbOrTx,
  organizationId: string,
  topics: SQL,
  f: NonNullable<TopicFilter['insights']>,
  order: TopicOrder,
  limit: number,
  offset: number,
  now = new Date(),
) {
  const insights = submissionWhere({ ...f, organizationId }, now).sql;
  const counted = db.$with('counted').as(
    db
      .select({ topicId: sql<string>`${submissions.topicId}`.as('topic_id'), n: sql<number>`count(*)::int`.as('n') })
      .from(submissions)
      .where(insights)
      .groupBy(submissions.topicId),
  );
  const orderBy = {
    hot: [desc(submissionGroups.severity), desc(counted.n), desc(submissionGroups.lastSubmissionAt), desc(submissionGroups.id)],
    latest: ORDER.latest,
    earliest: ORDER.earliest,
  }[order];
  const [map, rows] = await Promise.all([
    departmentMap(db, organizationId),
    db
      .with(counted)
      .select({ ...topicColumns, submissionCount: counted.n, total: sql<number>`(count(*) over ())::int` })
      .from(submissionGroups)
      .innerJoin(counted, eq(counted.topicId, submissionGroups.id))
      .where(topics)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  ]);
  return { rows: withClassifications(rows, map), total: rows[0]?.total ?? null };
}

/** Pins (now) or unpins a topic; null when the organisation has no such topic. */
export async function setPinned(db: DbOrTx, organizationId: string, topicId: string, pinned: boolean) {
  const rows = await db
    .update(submissionGroups)
    .set({ topicPinnedAt: pinned ? new Date() : null })
    .where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId)))
    .returning({ pinnedAt: submissionGroups.topicPinnedAt });
  return rows[0] ?? null;
}

/** How many of the rows match: `count(*) filter (where …)` as an int. */
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * A topic's page figures: its insights leaders may read, counted by priority (the
 * insight's own severity, clamped to 1–4 as severityName reads it) and by tone, with the first
 * and last insight's time. One aggregate over the (organization_id, topic_id) index.
 */
export async function topicInsightFigures(db: DbOrTx, organizationId: string, topicId: string) {
  const severity = submissions.severity;
  const rows = await db
    .select({
      total: sql<number>`count(*)::int`,
      low: countWhere(sql`${severity} <= 1`),
      medium: countWhere(sql`${severity} = 2`),
      high: countWhere(sql`${severity} = 3`),
      critical: countWhere(sql`${severity} >= 4`),
      positive: countWhere(sql`${submissions.tone} = 'positive'`),
      neutral: countWhere(sql`${submissions.tone} = 'neutral'`),
      negative: countWhere(sql`${submissions.tone} = 'negative'`),
      first: sql<Date | null>`min(${submissions.createdAt})`.mapWith(submissions.createdAt),
      last: sql<Date | null>`max(${submissions.createdAt})`.mapWith(submissions.createdAt),
    })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.topicId, topicId), leaderVisible));
  return rows[0]!;
}
