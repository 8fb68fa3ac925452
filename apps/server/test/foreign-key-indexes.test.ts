import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './faults/server-process.ts';

/**
 * ARCHITECTURE §8: every foreign key is served by an index. Deleting a row makes PostgreSQL look
 * up (or delete, or null) the rows that refer to it by the foreign key's columns alone; without an
 * index that leads with them each deleted row reads the whole referring table, every other
 * tenant's rows included (an organisation of 1,000 insights took 81 s to remove from a
 * 1,000,000-insight database). An index serves the key when its leading columns are the key's
 * columns in any order; a partial index only when its predicate is "<key column> IS NOT NULL",
 * which every looked-up row meets.
 */
const UNSERVED_FOREIGN_KEYS = `
  select c.conrelid::regclass::text as "table",
    (select string_agg(a.attname, ', ' order by k.n) from unnest(c.conkey) with ordinality k(attnum, n)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns,
    c.confrelid::regclass::text as "references"
  from pg_constraint c
  where c.contype = 'f' and c.connamespace = 'public'::regnamespace
    and not exists (
      select 1 from pg_index i
      where i.indrelid = c.conrelid and i.indisvalid
        and (select array_agg(x order by x) from unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) x)
          = (select array_agg(x order by x) from unnest(c.conkey) x)
        and (i.indpred is null or exists (
          select 1 from unnest(c.conkey) k(attnum) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
          where pg_get_expr(i.indpred, i.indrelid) = '(' || quote_ident(a.attname) || ' IS NOT NULL)')))
  order by 1, 2`;

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => (database = await freshDatabase()));
afterAll(() => database.drop());

describe('foreign keys', () => {
  it('are each served by an index that leads with their columns', async () => {
    const all = await database.pool.query<{ n: number }>(
      `select count(*)::int n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    // A query that matched no foreign key at all would pass whatever the indexes are.
    expect(all.rows[0]!.n).toBeGreaterThan(40);
    const unserved = await database.pool.query<{ table: string; columns: string; references: string }>(UNSERVED_FOREIGN_KEYS);
    expect(unserved.rows.map((r) => `${r.table} (${r.columns}) -> ${r.references}`)).toEqual([]);
  });
});
