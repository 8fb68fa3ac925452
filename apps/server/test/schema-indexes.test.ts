import { is, SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { freshDatabase } from './faults/server-process.ts';

/**
 * The schema files (what drizzle and readers of the code see) declare the indexes the migrations
 * made, and no other: each by name, table, key columns in order, uniqueness and whether it is
 * partial. Indexes that back a primary key or a unique constraint are the constraints' own and
 * left out; an expression key is compared as "(expression)".
 */
const MIGRATED_INDEXES = `
  select t.relname as "table", i.relname as name, x.indisunique as "unique", x.indpred is not null as partial,
    array(select case when x.indkey[k - 1] = 0 then '(expression)' else a.attname::text end
          from generate_series(1, x.indnkeyatts) k
          left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[k - 1]
          order by k)::text[] as columns
  from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
  where t.relnamespace = 'public'::regnamespace and t.relkind = 'r'
    and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.contype in ('p', 'u'))`;

type Index = { table: string; name: string; unique: boolean; partial: boolean; columns: string[] };
const describeIndex = (i: Index) =>
  `${i.table}: ${i.name} (${i.columns.join(', ')})${i.unique ? ' unique' : ''}${i.partial ? ' partial' : ''}`;

function declaredIndexes(): string[] {
  const out: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const index of config.indexes) {
      out.push(
        describeIndex({
          table: config.name,
          name: index.config.name!,
          unique: index.config.unique,
          partial: index.config.where !== undefined,
          columns: index.config.columns.map((c) => (is(c, IndexedColumn) ? c.name! : is(c, SQL) ? '(expression)' : '(unknown)')),
        }),
      );
    }
  }
  return out.sort();
}

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => (database = await freshDatabase()));
afterAll(() => database.drop());

describe('schema files and migrations', () => {
  it('declare the same indexes', async () => {
    const migrated = (await database.pool.query<Index>(MIGRATED_INDEXES)).rows.map(describeIndex).sort();
    expect(declaredIndexes()).toEqual(migrated);
  });
});
