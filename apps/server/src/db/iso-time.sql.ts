import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as the text `Date.prototype.toISOString` gives for it, written by PostgreSQL:
 * UTC, milliseconds, `Z`. Both truncate the microseconds (`new Date()` of PostgreSQL's text
 * drops them too), so the text is the one a Date read from the column would give, for years
 * 0 to 9999 (iso-time.test.ts). Null stays null. Lists that PostgreSQL writes as JSON use it, so
 * the server neither parses a date nor formats one per row.
 */
export const isoTime = (column: AnyColumn | SQL): SQL<string | null> =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
