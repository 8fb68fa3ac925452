import { zTimespan, timespanRange } from '@voyce/contracts/timespan';
import { isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { zFindSubmissionsFilter } from '@voyce/contracts/insights';
import { submissionDepartments, submissionGroups, submissions } from '../../db/schema/index.ts';
import { Where } from '../../db/query-shapes.ts';
import { topicMatch } from '../topics/topic-match.sql.ts';
import { leaderVisible, stageIn } from './leader-visible.sql.ts';

type Filter = z.infer<typeof zFindSubmissionsFilter>;

/**
 * The where-clause of /findSubmissions. Leaders only ever see processed or closed insights
 * (ARCHITECTURE §6), whatever stage is asked for. With `placeholders`, values are left as
 * placeholders for a statement built once per shape (db/query-shapes.ts).
 */
export function submissionWhere(f: Filter, now = new Date(), placeholders = false): Where {
  const w = new Where(placeholders);
  const asked = f.stage === undefined ? ['processed', 'closed'] : Array.isArray(f.stage) ? f.stage : [f.stage];
  const stages = asked.filter((s) => s === 'processed' || s === 'closed');
  w.add('org', sql`${submissions.organizationId} = ${w.v('org', f.organizationId)}`);
  w.add(`stages:${stages.join(',')}`, stages.length ? stageIn(stages) : leaderVisible);
  if (f.id) w.add('id', sql`${submissions.id} = ${w.v('id', f.id)}`);
  if (f.ids) {
    if (f.ids.length) w.add('ids', sql`${submissions.id} = any(${w.v('ids', f.ids)}::uuid[])`);
    else w.add('no-ids', sql`false`);
  }
  if (f.topicId) w.add('topicId', sql`${submissions.topicId} = ${w.v('topicId', f.topicId)}`);
  if (f.reachoutId) w.add('reachoutId', sql`${submissions.reachoutId} = ${w.v('reachoutId', f.reachoutId)}`);
  if (f.noReachout) w.add('noReachout', isNull(submissions.reachoutId));
  if (f.status === 'open') w.add('open', isNull(submissions.closedAt));
  if (f.status === 'closed') w.add('closed', isNotNull(submissions.closedAt));
  if (f.isWin !== undefined) w.add(`win:${f.isWin}`, f.isWin ? isNotNull(submissions.markedAsWinAt) : isNull(submissions.markedAsWinAt));
  if (f.unmaskRequested !== undefined)
    w.add(
      `unmaskRequested:${f.unmaskRequested}`,
      f.unmaskRequested ? isNotNull(submissions.requestedUnmaskAt) : isNull(submissions.requestedUnmaskAt),
    );
  if (f.unmasked !== undefined)
    w.add(`unmasked:${f.unmasked}`, f.unmasked ? isNotNull(submissions.unmaskedAt) : isNull(submissions.unmaskedAt));
  if (f.severity?.length) w.add('severity', sql`${submissions.severity} = any(${w.v('severity', f.severity)}::smallint[])`);
  const topic = f.topic?.trim();
  if (topic) {
    const match = topicMatch(topic, w.v);
    w.add(
      `topic:${match.tag}`,
      sql`${submissions.topicId} in (select ${submissionGroups.id} from ${submissionGroups}
      where ${submissionGroups.organizationId} = ${w.v('org', f.organizationId)} and ${match.sql})`,
    );
  }
  if (f.departmentIds?.length) {
    w.add(
      'departmentIds',
      sql`exists (select 1 from ${submissionDepartments} sd
      where sd.organization_id = ${w.v('org', f.organizationId)} and sd.submission_id = "submissions"."id"
        and sd.department_id = any(${w.v('departmentIds', f.departmentIds)}::uuid[]))`,
    );
  }
  if (f.themes?.length) {
    // The heatmap's theme (dashboard.repository departmentThemeCounts): the topic's, else the insight's, else 'Other'.
    w.add(
      'themes',
      sql`coalesce((select g.theme from ${submissionGroups} g
        where g.organization_id = ${w.v('org', f.organizationId)} and g.id = "submissions"."topic_id"),
        ${submissions.theme}, 'Other') = any(${w.v('themes', f.themes)}::text[])`,
    );
  }
  const span = zTimespan.safeParse(f.timespan);
  if (span.success) {
    const { from, to } = timespanRange(span.data, now, f.startDate, f.endDate);
    if (from) w.add('from', sql`${submissions.createdAt} >= ${w.v('from', from.toISOString())}`);
    if (to) w.add('to', sql`${submissions.createdAt} < ${w.v('to', to.toISOString())}`);
  }
  return w;
}
