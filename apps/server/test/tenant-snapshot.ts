import { createHash } from 'node:crypto';
import type { TestApp } from './test-app.ts';

/**
 * What one organisation holds: per table, its row count and a hash of its rows. Tables are
 * found by their organization_id column, so a new table is covered without a change here;
 * users (no organization_id) are taken through the memberships.
 */
export async function tenantSnapshot(t: TestApp, organizationId: string): Promise<Record<string, string>> {
  const tables = await t.pool.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'organization_id' order by table_name`,
  );
  const members = `(select user_id from organization_memberships where organization_id = $1)`;
  const queries: Record<string, string> = { organizations: `select x::text r from organizations x where id = $1` };
  for (const { table_name } of tables.rows) queries[table_name] = `select x::text r from "${table_name}" x where organization_id = $1`;
  queries.users = `select x::text r from users x where id in ${members}`;
  const out: Record<string, string> = {};
  for (const [name, q] of Object.entries(queries)) {
    const rows = (await t.pool.query<{ r: string }>(q, [organizationId])).rows.map((x) => x.r).sort();
    out[name] = `${rows.length} rows, ${createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return out;
}

/** Row counts of every table in the database (the bad-input test proves nothing was written). */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await t.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    out[table_name] = (await t.pool.query<{ n: number }>(`select count(*)::int n from "${table_name}"`)).rows[0]!.n;
  }
  return out;
}
