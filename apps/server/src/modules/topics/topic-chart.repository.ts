import { isUtcMidnight } from '@voyce/contracts/timespan';
import { UNASSIGNED_CLASSIFICATION_ID, UNASSIGNED_NAME } from '@voyce/contracts/workspace';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departmentClassifications, departments, submissionGroups, topicDepartments } from '../../db/schema/index.ts';
import { topicPeriod, topicWhere, type TopicFilter } from './topics.repository.ts';

/** What the explorer chart filters by (zFetchChartDataRequest): the rest of a topic filter does not apply. */
export type ChartFilter = Pick<TopicFilter, 'organizationId' | 'noReachout' | 'timespan' | 'mostRecent' | 'startDate' | 'endDate'> & {
  status: 'open' | 'closed' | 'all';
};
export type ChartCount = { departmentId: string; department: string; severity: number; n: number };

/**
 * A period's bound as a date literal in the statement's text, not a bound value: with a bound
 * date PostgreSQL prices the generic plan as if a third of the tally matched, finds it dearer than
 * a custom one, and plans the statement again on every call (0.5 ms, twice the rest of the call).
 * The text then changes once a day per period (yyyy-MM-dd of a Date: nothing else can be in it).
 */
const day = (d: Date) => sql.raw(`'${d.toISOString().slice(0, 10)}'::date`);

/**
 * Explorer chart 'Topics by Department Classification' (spec 1 §2): distinct topics per
 * classification and severity. A topic counts once for a classification when one of its insights
 * is linked to one of its departments (the list's Department column, and the bar's filter, are
 * classifications too). A topic linked to none (no department, or only departments without a
 * classification) counts in the Unassigned bar, last: every topic is in a bar.
 *
 * Summed from topic_chart_tally, which the database keeps (migration 0021), so the cost does not
 * grow with the organisation's topics. A period whose tally sum would not be exact (an
 * end before its start, a bound that is not a UTC midnight) is counted from the topics instead.
 */
export async function topicsPerClassification(db: DbOrTx, f: ChartFilter, now = new Date()): Promise<ChartCount[]> {
  const period = topicPeriod(f, now);
  const from = period?.from ?? null;
  const to = period?.to ?? null;
  const exact = (!from || isUtcMidnight(from)) && (!to || isUtcMidnight(to)) && (!from || !to || from < to);
  if (!exact) return topicsPerClassificationByScan(db, f.organizationId, topicWhere(f, now).sql);

  const org = f.organizationId;
  const filters = sql.join(
    [
      sql`t.organization_id = ${org}`,
      ...(f.status === 'all' ? [] : [sql`t.status = ${f.status}`]),
      ...(f.noReachout ? [sql`t.reachout_free`] : []),
    ],
    sql` and `,
  );
  // Topics with last >= from and created < to: those active since `from`, less those created on or
  // after `to` (which, being created after `from`, were active since it), plus the topics whose
  // last day precedes their created day that both terms dropped (see the migration).
  const terms: [number, SQL][] = [];
  if (from) terms.push([1, sql`t.axis = 'last' and t.created_day = '-infinity' and t.last_day >= ${day(from)}`]);
  else terms.push([1, sql`t.axis = 'all' and t.created_day = '-infinity' and t.last_day = '-infinity'`]);
  if (to) terms.push([-1, sql`t.axis = 'created' and t.created_day >= ${day(to)} and t.last_day = '-infinity'`]);
  if (from && to) terms.push([1, sql`t.axis = 'inverted' and t.created_day >= ${day(to)} and t.last_day < ${day(from)}`]);
  const parts = terms.map(
    ([sign, axis]) => sql`select t.classification_id, t.severity, ${sql.raw(String(sign))} * t.topics as n
      from topic_chart_tally t where ${filters} and ${axis}`,
  );
  const result = await db.execute<ChartCount>(sql`
    select x.classification_id as "departmentId", coalesce(dc.name, ${UNASSIGNED_NAME}) as "department", x.severity, x.n
    from (select classification_id, severity, sum(n)::int as n from (${sql.join(parts, sql` union all `)}) u
      group by classification_id, severity having sum(n) > 0) x
    left join ${departmentClassifications} dc on dc.organization_id = ${org} and dc.id = x.classification_id
    where dc.id is not null or x.classification_id = ${UNASSIGNED_CLASSIFICATION_ID}
    order by dc.id is null, dc.name, x.classification_id, x.severity`);
  return result.rows;
}

/**
 * The same counts read from the topics that `topics` selects (it must hold the organisation): what
 * the tally answers, and the answer where it cannot. The organisation's matching topics and its
 * departments are read once and hash-joined with the topic departments, as the planner misjudges
 * the organisation's share otherwise.
 */
export async function topicsPerClassificationByScan(db: DbOrTx, organizationId: string, topics: SQL): Promise<ChartCount[]> {
  const result = await db.execute<ChartCount>(sql`
    with g as materialized (select ${submissionGroups.id} as id, ${submissionGroups.severity} as severity from ${submissionGroups} where ${topics}),
    c as materialized (select d.id as department_id, dc.id, dc.name from ${departments} d
      join ${departmentClassifications} dc on dc.organization_id = ${organizationId} and dc.id = d.department_classification_id
      where d.organization_id = ${organizationId})
    select * from (select c.id as "departmentId", c.name as "department", g.severity, count(distinct g.id)::int as n
    from g
    join ${topicDepartments} td on td.organization_id = ${organizationId} and td.topic_id = g.id
    join c on c.department_id = td.department_id
    group by c.id, c.name, g.severity
    union all
    select ${UNASSIGNED_CLASSIFICATION_ID}::uuid, ${UNASSIGNED_NAME}, g.severity, count(*)::int
    from g where not exists (select 1 from ${topicDepartments} td join c on c.department_id = td.department_id
      where td.organization_id = ${organizationId} and td.topic_id = g.id)
    group by g.severity) u
    order by u."departmentId" = ${UNASSIGNED_CLASSIFICATION_ID}::uuid, u."department", u."departmentId", u.severity`);
  return result.rows;
}
