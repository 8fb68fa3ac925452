import { timespanRange, zTimespan } from '@voyce/contracts/timespan';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { zFindSubmissionGroupsFilter } from '@voyce/contracts/submissions';
import type { DbOrTx } from '../../db/client.ts';
import {
  departmentClassifications,
  departments,
  submissionDepartments,
  submissionGroups,
  submissions,
  topicSummaries,
} from '../../db/schema/index.ts';

type Filter = z.infer<typeof zFindSubmissionGroupsFilter>;

/** Topics of an organisation; hot topics are open with severity >= 2 (spec 1 §7). */
export function topicWhere(f: Filter, now = new Date()): SQL {
  const parts: (SQL | undefined)[] = [eq(submissionGroups.organizationId, f.organizationId)];
  const status = f.status ?? 'open';
  if (status !== 'all') parts.push(eq(submissionGroups.status, status));
  if (f.topicId) parts.push(eq(submissionGroups.id, f.topicId));
  if (f.noReachout) parts.push(isNull(submissionGroups.reachoutId));
  if (f.pinned !== undefined) parts.push(f.pinned ? isNotNull(submissionGroups.topicPinnedAt) : isNull(submissionGroups.topicPinnedAt));
  if (f.severity !== undefined) {
    const list = Array.isArray(f.severity) ? f.severity : [f.severity];
    parts.push(Array.isArray(f.severity) ? inArray(submissionGroups.severity, list) : gte(submissionGroups.severity, f.severity));
  }
  if (f.departmentClassificationId) {
    parts.push(sql`exists (select 1 from ${submissions} s join ${submissionDepartments} sd on sd.submission_id = s.id
      join ${departments} d on d.id = sd.department_id
      where s.organization_id = ${f.organizationId} and s.topic_id = ${submissionGroups.id} and d.department_classification_id = ${f.departmentClassificationId})`);
  }
  const span = zTimespan.safeParse(f.timespan);
  if (span.success) {
    const { from, to } = timespanRange(span.data, now, f.startDate, f.endDate);
    if (from) parts.push(gte(submissionGroups.lastSubmissionAt, from));
    if (to) parts.push(lt(submissionGroups.createdAt, to));
  }
  return and(...parts)!;
}

export async function findTopicPage(db: DbOrTx, where: SQL, page: number, pageSize: number, mostRecentFirst: boolean) {
  const rows = await db
    .select()
    .from(submissionGroups)
    .where(where)
    .orderBy(
      ...(mostRecentFirst
        ? [desc(submissionGroups.lastSubmissionAt)]
        : [desc(submissionGroups.severity), desc(submissionGroups.submissionCount), desc(submissionGroups.lastSubmissionAt)]),
      desc(submissionGroups.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(submissionGroups).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function classificationsOfTopics(db: DbOrTx, organizationId: string, topicIds: string[]) {
  if (topicIds.length === 0) return [];
  return db
    .selectDistinct({ topicId: submissions.topicId, id: departmentClassifications.id, name: departmentClassifications.name })
    .from(submissions)
    .innerJoin(submissionDepartments, eq(submissionDepartments.submissionId, submissions.id))
    .innerJoin(departments, eq(departments.id, submissionDepartments.departmentId))
    .innerJoin(departmentClassifications, eq(departmentClassifications.id, departments.departmentClassificationId))
    .where(and(eq(submissions.organizationId, organizationId), inArray(submissions.topicId, topicIds)));
}

export async function latestSummaries(db: DbOrTx, organizationId: string, topicIds: string[]) {
  if (topicIds.length === 0) return [];
  return db
    .selectDistinctOn([topicSummaries.topicId], { topicId: topicSummaries.topicId, summary: topicSummaries.summary })
    .from(topicSummaries)
    .where(
      and(eq(topicSummaries.organizationId, organizationId), inArray(topicSummaries.topicId, topicIds), eq(topicSummaries.status, 'ready')),
    )
    .orderBy(topicSummaries.topicId, desc(topicSummaries.createdAt));
}
