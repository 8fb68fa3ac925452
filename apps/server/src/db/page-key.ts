import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Where the next page of a keyset-paged read starts: the last row's sort timestamp and id.
 * The timestamp is PostgreSQL's own text of it, to the microsecond: a JS Date keeps
 * milliseconds, and a cursor rounded down skips (newest first) or repeats (oldest first) the
 * rows of that millisecond, every one of them when a bulk insert gave thousands of rows one now().
 */
export type PageKey = { at: string; id: string };

/** A timestamp column as the exact text a PageKey holds (select it beside the row). */
export const pageAt = (column: AnyColumn): SQL<string> => sql<string>`${column}::text`;

/**
 * The rows after `key` in the order (at, id), ascending or descending. A row comparison, which
 * an index ending in (at, id) serves as one range that starts at the key; the spelled-out
 * `at < x or (at = x and id < y)` is no index range, so every page read (and often sorted)
 * every row before its own.
 */
export function pastKey(at: AnyColumn | SQL, id: AnyColumn, key: PageKey, direction: 'asc' | 'desc'): SQL {
  return direction === 'asc'
    ? sql`(${at}, ${id}) > (${key.at}::timestamptz, ${key.id}::uuid)`
    : sql`(${at}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;
}
