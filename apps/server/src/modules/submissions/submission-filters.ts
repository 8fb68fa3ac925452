import { zTimespan, timespanRange } from '@voyce/contracts/timespan';
import { and, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { zFindSubmissionsFilter } from '@voyce/contracts/submissions';
import { submissionDepartments, submissionGroups, submissions } from '../../db/schema/index.ts';
import { topicMatch } from '../topics/topic-match.ts';
import { leaderVisible, stageIn } from './leader-visible.ts';

type Filter = z.infer<typeof zFindSubmissionsFilter>;

/**
 * The where-clause of /findSubmissions. Leaders only ever see processed or closed insights
 * (ARCHITECTURE §6), whatever stage is asked for.
 */
export function submissionWhere(f: Filter, now = new Date()): SQL {
  const asked = f.stage === undefined ? ['processed', 'closed'] : Array.isArray(f.stage) ? f.stage : [f.stage];
  const stages = asked.filter((s) => s === 'processed' || s === 'closed');
  const parts: (SQL | undefined)[] = [eq(submissions.organizationId, f.organizationId), stages.length ? stageIn(stages) : leaderVisible];
  if (f.id) parts.push(eq(submissions.id, f.id));
  if (f.ids) parts.push(f.ids.length ? inArray(submissions.id, f.ids) : sql`false`);
  if (f.topicId) parts.push(eq(submissions.topicId, f.topicId));
  if (f.reachoutId) parts.push(eq(submissions.reachoutId, f.reachoutId));
  if (f.noReachout) parts.push(isNull(submissions.reachoutId));
  if (f.status === 'open') parts.push(isNull(submissions.closedAt));
  if (f.status === 'closed') parts.push(isNotNull(submissions.closedAt));
  if (f.isWin !== undefined) parts.push(f.isWin ? isNotNull(submissions.markedAsWinAt) : isNull(submissions.markedAsWinAt));
  if (f.unmaskRequested !== undefined)
    parts.push(f.unmaskRequested ? isNotNull(submissions.requestedUnmaskAt) : isNull(submissions.requestedUnmaskAt));
  if (f.unmasked !== undefined) parts.push(f.unmasked ? isNotNull(submissions.unmaskedAt) : isNull(submissions.unmaskedAt));
  if (f.severity?.length) parts.push(inArray(submissions.severity, f.severity));
  if (f.topic?.trim()) {
    parts.push(sql`${submissions.topicId} in (select ${submissionGroups.id} from ${submissionGroups}
      where ${submissionGroups.organizationId} = ${f.organizationId} and ${topicMatch(f.topic.trim())})`);
  }
  if (f.departmentIds?.length) {
    parts.push(sql`exists (select 1 from ${submissionDepartments} sd
      where sd.organization_id = ${f.organizationId} and sd.submission_id = "submissions"."id"
        and sd.department_id in (${sql.join(
          f.departmentIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`);
  }
  const span = zTimespan.safeParse(f.timespan);
  if (span.success) {
    const { from, to } = timespanRange(span.data, now, f.startDate, f.endDate);
    if (from) parts.push(gte(submissions.createdAt, from));
    if (to) parts.push(lt(submissions.createdAt, to));
  }
  return and(...parts)!;
}
