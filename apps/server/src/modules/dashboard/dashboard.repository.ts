import type { DayRange, TrendUnit } from '@voyce/contracts/dashboard-figures';
import { dashboardInsightFilter } from '@voyce/contracts/dashboard-figures';
import type { zFindSubmissionsFilter } from '@voyce/contracts/insights';
import type { zDashboardRequest } from '@voyce/contracts/workspace';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { departments, submissionActivity, submissionDepartments, submissionGroups, submissions, users } from '../../db/schema/index.ts';
import { leaderVisibleOf } from '../insights/leader-visible.sql.ts';
import { submissionWhere } from '../insights/insight-filters.sql.ts';

export type DashboardFilter = z.infer<typeof zDashboardRequest>['filter'];

/**
 * The insights the dashboard's filters select: the All Insights tab's rows, built by the same
 * where-clause as /findSubmissions (contracts/dashboard-figures.ts). `period` replaces the
 * filter's timespan (the period before, for comparisons).
 */
export function dashboardInsights(f: DashboardFilter, now: Date, period?: DayRange): SQL {
  const asked = dashboardInsightFilter(f);
  const filter = period ? { ...asked, timespan: 'custom_range', ...period } : asked;
  return submissionWhere(filter as z.infer<typeof zFindSubmissionsFilter>, now).sql;
}

/** The selected insights by priority and tone: the tiles, the volume and the trend's totals. */
export async function priorityAndTone(db: DbOrTx, where: SQL) {
  return db
    .select({ severity: submissions.severity, tone: submissions.tone, n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(where)
    .groupBy(submissions.severity, submissions.tone);
}

/** The selected insights per topic, with the topic's theme and priority: the theme view. */
export async function topicsByTheme(db: DbOrTx, where: SQL, limit: number) {
  const n = sql<number>`count(*)::int`;
  return db
    .select({
      id: submissionGroups.id,
      topic: submissionGroups.topic,
      theme: submissionGroups.theme,
      severity: submissionGroups.severity,
      count: n,
    })
    .from(submissions)
    .innerJoin(submissionGroups, eq(submissionGroups.id, submissions.topicId))
    .where(where)
    .groupBy(submissionGroups.id)
    .orderBy(desc(n), asc(submissionGroups.topic))
    .limit(limit);
}

/** The departments the selected insights are filed under (only the filter's, when it names some). */
function departmentLinks(f: DashboardFilter) {
  return and(
    eq(submissionDepartments.organizationId, submissions.organizationId),
    eq(submissionDepartments.submissionId, submissions.id),
    f.departments?.length ? inArray(submissionDepartments.departmentId, f.departments) : undefined,
  );
}

/** Per department, its topics with the number of selected insights filed under both: the department view. */
export async function topicsByDepartment(db: DbOrTx, f: DashboardFilter, where: SQL, limit: number) {
  const n = sql<number>`count(*)::int`;
  return db
    .select({
      departmentId: departments.id,
      department: departments.name,
      id: submissionGroups.id,
      topic: submissionGroups.topic,
      count: n,
    })
    .from(submissions)
    .innerJoin(submissionDepartments, departmentLinks(f))
    .innerJoin(departments, and(eq(departments.organizationId, f.organizationId), eq(departments.id, submissionDepartments.departmentId)))
    .innerJoin(submissionGroups, eq(submissionGroups.id, submissions.topicId))
    .where(where)
    .groupBy(departments.id, departments.name, submissionGroups.id, submissionGroups.topic)
    .orderBy(asc(departments.name), desc(n), asc(submissionGroups.topic))
    .limit(limit);
}

const theme = sql<string>`coalesce(${submissionGroups.theme}, ${submissions.theme}, 'Other')`;

/** The selected insights per department and theme: the heatmap. */
export async function departmentThemeCounts(db: DbOrTx, f: DashboardFilter, where: SQL) {
  return db
    .select({ departmentId: departments.id, department: departments.name, theme, n: sql<number>`count(*)::int` })
    .from(submissions)
    .innerJoin(submissionDepartments, departmentLinks(f))
    .innerJoin(departments, and(eq(departments.organizationId, f.organizationId), eq(departments.id, submissionDepartments.departmentId)))
    .leftJoin(submissionGroups, eq(submissionGroups.id, submissions.topicId))
    .where(where)
    .groupBy(departments.id, departments.name, theme);
}

/** The selected insights per theme, each once whatever its departments: the heatmap's organisation. */
export async function themeCounts(db: DbOrTx, where: SQL) {
  return db
    .select({ theme, n: sql<number>`count(*)::int` })
    .from(submissions)
    .leftJoin(submissionGroups, eq(submissionGroups.id, submissions.topicId))
    .where(where)
    .groupBy(theme);
}

/** The selected insights per day, week or month (UTC), by priority and tone: the trend. */
export async function trendBuckets(db: DbOrTx, where: SQL, unit: TrendUnit) {
  const start = sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${submissions.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ start, severity: submissions.severity, tone: submissions.tone, n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(where)
    .groupBy(start, submissions.severity, submissions.tone);
}

/** The day of the oldest selected insight: where an all-time trend starts. */
export async function firstInsightDay(db: DbOrTx, where: SQL): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`to_char(min(${submissions.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(submissions)
    .where(where);
  return row?.day ?? null;
}

/** Each topic's visible insights per week (UTC, Monday first) since `from`. */
export async function weeklyTopicCounts(db: DbOrTx, organizationId: string, topicIds: string[], from: Date) {
  const week = sql<string>`to_char(date_trunc('week', ${submissions.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({ topicId: sql<string>`${submissions.topicId}`, week, n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(and(leaderVisibleOf(organizationId), inArray(submissions.topicId, topicIds), gte(submissions.createdAt, from)))
    .groupBy(submissions.topicId, week);
}

/** The organisation's latest activity with its insight's opening words and the leader's name. */
export async function recentActivity(db: DbOrTx, organizationId: string, limit: number) {
  return db
    .select({
      id: submissionActivity.id,
      actionType: submissionActivity.actionType,
      submissionId: submissionActivity.submissionId,
      createdAt: submissionActivity.createdAt,
      createdBy: submissionActivity.createdBy,
      firstName: users.firstName,
      lastName: users.lastName,
      excerpt: sql<string>`left(${submissions.body}, 200)`,
    })
    .from(submissionActivity)
    .innerJoin(
      submissions,
      and(eq(submissions.organizationId, submissionActivity.organizationId), eq(submissions.id, submissionActivity.submissionId)),
    )
    .leftJoin(users, and(eq(users.id, submissionActivity.userId), eq(submissionActivity.createdBy, 'leader')))
    .where(eq(submissionActivity.organizationId, organizationId))
    .orderBy(desc(submissionActivity.createdAt), desc(submissionActivity.id))
    .limit(limit);
}
