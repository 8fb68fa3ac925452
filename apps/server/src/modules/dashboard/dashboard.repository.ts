import { periodRange } from '@voyce/contracts/timespan';
import type { zDashboardRequest } from '@voyce/contracts/workspace';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { topicMatch } from '../topics/topic-match.sql.ts';
import {
  departments,
  submissionActivity,
  submissionDepartments,
  submissionGroups,
  submissions,
  topicDepartments,
  users,
} from '../../db/schema/index.ts';
import { leaderVisible } from '../insights/leader-visible.sql.ts';

export type DashboardFilter = z.infer<typeof zDashboardRequest>['filter'];

const RANK = { Low: 1, Medium: 2, High: 3, Critical: 4 } as const;

/** Topics whose insights touch one of the departments. */
const inDepartments = (organizationId: string, ids: string[]) =>
  sql`exists (select 1 from ${topicDepartments} td
    where td.organization_id = ${organizationId} and td.topic_id = ${submissionGroups.id}
      and td.department_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}))`;

/** The dashboard's topic filters: severity, topic, status, departments, period (spec 1 §3). */
export function dashboardTopicWhere(f: DashboardFilter, now = new Date()): SQL {
  const parts: (SQL | undefined)[] = [eq(submissionGroups.organizationId, f.organizationId)];
  if (f.status !== 'all') parts.push(eq(submissionGroups.status, f.status));
  if (f.severityName) parts.push(eq(submissionGroups.severity, RANK[f.severityName]));
  if (f.topic?.trim()) parts.push(topicMatch(f.topic.trim()).sql);
  if (f.departments?.length) parts.push(inDepartments(f.organizationId, f.departments));
  const period = periodRange(f.timespan, now);
  if (period?.from) parts.push(gte(submissionGroups.lastSubmissionAt, period.from));
  if (period?.to) parts.push(lt(submissionGroups.createdAt, period.to));
  return and(...parts)!;
}

export async function priorityCounts(db: DbOrTx, where: SQL) {
  return db
    .select({ severity: submissionGroups.severity, n: sql<number>`count(*)::int` })
    .from(submissionGroups)
    .where(where)
    .groupBy(submissionGroups.severity);
}

export async function topicsByTheme(db: DbOrTx, where: SQL, limit: number) {
  return db
    .select({
      id: submissionGroups.id,
      topic: submissionGroups.topic,
      theme: submissionGroups.theme,
      count: submissionGroups.submissionCount,
      severity: submissionGroups.severity,
    })
    .from(submissionGroups)
    .where(where)
    .orderBy(desc(submissionGroups.submissionCount), asc(submissionGroups.topic))
    .limit(limit);
}

/** Per department, its topics with the number of their insights linked to it. */
export async function topicsByDepartment(db: DbOrTx, f: DashboardFilter, where: SQL, limit: number) {
  return db
    .select({
      departmentId: departments.id,
      department: departments.name,
      id: submissionGroups.id,
      topic: submissionGroups.topic,
      count: topicDepartments.submissionCount,
    })
    .from(submissionGroups)
    .innerJoin(
      topicDepartments,
      and(eq(topicDepartments.organizationId, submissionGroups.organizationId), eq(topicDepartments.topicId, submissionGroups.id)),
    )
    .innerJoin(departments, and(eq(departments.organizationId, f.organizationId), eq(departments.id, topicDepartments.departmentId)))
    .where(and(where, f.departments?.length ? inArray(departments.id, f.departments) : undefined))
    .orderBy(asc(departments.name), desc(topicDepartments.submissionCount), asc(submissionGroups.topic))
    .limit(limit);
}

/**
 * Insights received since `from`, and since `mid`, in one pass over the (organisation, stage,
 * created) index. Severity, topic and department filters narrow it; status and period do not
 * (the volume has its own window).
 */
export async function volumeCounts(db: DbOrTx, f: DashboardFilter, from: Date, mid: Date) {
  const parts: (SQL | undefined)[] = [eq(submissions.organizationId, f.organizationId), leaderVisible, gte(submissions.createdAt, from)];
  if (f.severityName) parts.push(eq(submissions.severity, RANK[f.severityName]));
  if (f.topic?.trim()) {
    parts.push(
      inArray(
        submissions.topicId,
        db
          .select({ id: submissionGroups.id })
          .from(submissionGroups)
          .where(and(eq(submissionGroups.organizationId, f.organizationId), topicMatch(f.topic.trim()).sql)),
      ),
    );
  }
  if (f.departments?.length) {
    parts.push(
      sql`exists (select 1 from ${submissionDepartments} sd where sd.organization_id = ${submissions.organizationId}
        and sd.submission_id = ${submissions.id} and sd.department_id in (${sql.join(
          f.departments.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
    );
  }
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      recent: sql<number>`count(*) filter (where ${submissions.createdAt} >= ${mid})::int`,
    })
    .from(submissions)
    .where(and(...parts));
  return { all: row?.all ?? 0, recent: row?.recent ?? 0 };
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
