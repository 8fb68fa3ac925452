import { sql, type SQL } from 'drizzle-orm';

/**
 * A list as one bound array parameter of `type`, however long (drizzle would spread an array
 * into `($1, $2, ...)`, at most 65,535 a statement): for `= any(...)` and `unnest(...)`.
 */
export const arrayOf = (values: readonly (string | boolean | null)[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
export const anyOf = (values: readonly string[], type: 'text' | 'uuid' = 'text') => sql`any(${arrayOf(values, type)})`;
/** Rows from parallel arrays: `unnest(a, b, ...)`. */
export const unnest = (...columns: SQL[]) => sql`unnest(${sql.join(columns, sql`, `)})`;
