import { isUtcMidnight } from '@voyce/contracts/timespan';
import { sql, type SQL } from 'drizzle-orm';
import type { Where } from '../../db/query-shapes.ts';

/**
 * Counting an insight list from insight_day_tally (migration 0023) instead of its rows: for a
 * filter of the organisation, the leaders' stages, open or closed, and a period of whole UTC days
 * (the dashboard's and the explorer's defaults), the count sums at most one row per day, so it
 * costs the same in an organisation of 1,000 insights as in one of 20,000. Any other
 * filter (a topic, departments, a search, a flag) is counted from the rows.
 */
const TALLY_TAGS = new Set(['org', 'stages:processed,closed', 'stages:', 'open', 'closed', 'from', 'to']);

/** Whether the tally counts exactly what `w` matches. */
export function tallyCounts(w: Where): boolean {
  const tags = w.shape.split('|');
  if (!tags.every((tag) => TALLY_TAGS.has(tag))) return false;
  return (['from', 'to'] as const).every((k) => !tags.includes(k) || isUtcMidnight(new Date(w.values[k] as string)));
}

/** What cappedCount counts, up to `limit`, summed from the tally (only where tallyCounts). */
export function tallyCount(w: Where, limit: number): SQL<number> {
  const tags = new Set(w.shape.split('|'));
  const day = (name: string) => sql`(${sql.placeholder(name)}::timestamptz at time zone 'UTC')::date`;
  return sql<number>`(select least(coalesce(sum(t.insights), 0), ${sql.raw(String(limit))})::int from insight_day_tally t
    where t.organization_id = ${sql.placeholder('org')}${tags.has('open') ? sql` and t.open` : sql``}${tags.has('closed') ? sql` and not t.open` : sql``}${
      tags.has('from') ? sql` and t.created_day >= ${day('from')}` : sql``
    }${tags.has('to') ? sql` and t.created_day < ${day('to')}` : sql``})`;
}
