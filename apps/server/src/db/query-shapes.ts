import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { statementName } from './statement-cache.ts';

/**
 * A list call's statement text depends only on which filters are set (its shape), never on
 * their values. Building it with drizzle on every request was a third of the server's CPU per
 * list call, so the hot lists build each shape once, with placeholders, and reuse it.
 *
 * A Where collects the clause's parts and a tag per part; the tags are the shape, so each tag
 * must name everything about its part's text that can vary (the status asked, a list or a
 * floor...). Values go in through `v`: inline for one-off queries (exports, reports), as
 * placeholders filled at execution for shaped ones.
 */
export type Bind = (name: string, value: unknown) => unknown;
// One bound parameter even for a list: drizzle would spread an array into `($1, $2, ...)`.
export const inlineValue: Bind = (_name, value) => sql.param(value);

export class Where {
  readonly #parts: SQL[] = [];
  readonly #tags: string[] = [];
  readonly #placeholders: boolean;
  readonly values: Record<string, unknown> = {};

  constructor(placeholders: boolean) {
    this.#placeholders = placeholders;
  }

  /** A value in the clause: itself, or a placeholder `name` whose value is kept in `values`. */
  readonly v: Bind = (name, value) => {
    if (!this.#placeholders) return inlineValue(name, value);
    this.values[name] = value;
    return sql.placeholder(name);
  };

  add(tag: string, part: SQL): void {
    this.#tags.push(tag);
    this.#parts.push(part);
  }

  get sql(): SQL {
    return and(...this.#parts)!;
  }

  /** Only a clause built with placeholders has a shape: one with inline values must never be reused. */
  get shape(): string {
    if (!this.#placeholders) throw new Error('a where-clause with inline values has no reusable shape');
    return this.#tags.join('|');
  }
}

type Prepared<R> = { execute: (values: Record<string, unknown>) => Promise<R> };
type Buildable<R> = { toSQL: () => { sql: string }; prepare: (name: string) => Prepared<R> };

/**
 * Prepared queries by database handle and shape, each named after its text (so PostgreSQL
 * parses it once per connection too). Bounded: the shapes are finite, but a cap keeps a bug
 * from growing it.
 */
export function shapeCache<R>(limit = 500) {
  const byDb = new WeakMap<object, Map<string, Prepared<R>>>();
  return (db: object, shape: string, build: () => Buildable<R>): Prepared<R> => {
    let cache = byDb.get(db);
    if (!cache) byDb.set(db, (cache = new Map()));
    let prepared = cache.get(shape);
    if (!prepared) {
      const query = build();
      prepared = query.prepare(statementName(query.toSQL().sql));
      if (cache.size >= limit) cache.clear();
      cache.set(shape, prepared);
    }
    return prepared;
  };
}

/**
 * Where a list stops counting: past it the total says "at least". Counting every
 * matching row made a list call's cost grow with its organisation (x1.66 from 1k to 20k
 * insights); a count over at most this many rows past the page does not.
 */
export const COUNT_CAP = 1000;

/**
 * `(select count(*) ...)` over at most `limit` matching rows: an uncorrelated sub-select, run
 * once, that stops reading at the limit. The limit is written into the text, not bound: with a
 * bound LIMIT PostgreSQL prices the generic plan as if it read a tenth of the rows, finds it
 * dearer than a custom one, and then plans the statement again on every call (0.6 ms).
 */
export const cappedCount = (table: PgTable, where: SQL, limit: number) =>
  sql<number>`(select count(*)::int from (select 1 from ${table} where ${where} limit ${sql.raw(String(limit))}) counted)`;

/**
 * How far a page counts: COUNT_CAP rows, or past the end of the page asked if that is further
 * (doubling, so deep pages share a few statements), and one more, so a count that reaches the
 * limit says that rows go on past this page.
 */
export function countLimit(page: number, pageSize: number): number {
  let rows = COUNT_CAP;
  while (rows < page * pageSize) rows *= 2;
  return rows + 1;
}

/**
 * One page from a shaped statement whose rows carry the total of the matching rows (an
 * uncorrelated count sub-select, run once; exact, or cappedCount's). A page past the end has no row to carry the total: only then is `table`
 * counted apart (fewer rows than the page's offset, so a cap would never cut it).
 */
export async function pageWithTotal<R extends { total: number }>(
  db: DbOrTx,
  prepared: Prepared<R[]>,
  table: PgTable,
  w: Where,
  page: number,
  pageSize: number,
): Promise<{ rows: R[]; total: number }> {
  const rows = await prepared.execute({ ...w.values, limit: pageSize, offset: (page - 1) * pageSize });
  if (rows.length) return { rows, total: rows[0]!.total };
  if (page === 1) return { rows, total: 0 };
  const [counted] = await db.select({ n: count() }).from(table).where(w.sql).execute(w.values);
  return { rows, total: counted?.n ?? 0 };
}
