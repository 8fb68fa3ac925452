import { sql } from 'drizzle-orm';

/**
 * The start of the current UTC day, computed by PostgreSQL: the only time anonymous content
 * keeps (ARCHITECTURE §5). One definition for every writer of such rows.
 */
export const DAY_START = sql`date_trunc('day', now(), 'UTC')`;
