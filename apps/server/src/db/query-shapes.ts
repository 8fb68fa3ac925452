import { and, Column, count, fillPlaceholders, getTableColumns, is, SQL, sql, Subquery, Table } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
/** A drizzle select: its text and parameters, its fields (which name and decode the columns) and its rows' type. */
type Buildable<R> = { toSQL: () => { sql: string; params: unknown[] }; _: { selectedFields: unknown; result: R } };

/**
 * Prepared queries by database handle and shape, each named after its text (so PostgreSQL
 * parses it once per connection too). Bounded: the shapes are finite, but a cap keeps a bug
 * from growing it. They run through leanQuery.
 */
export function shapeCache<R>(limit = 500) {
  const cached = cacheByDbAndShape<Prepared<R>>(limit);
  return (db: DbOrTx, shape: string, build: () => Buildable<R>): Prepared<R> => cached(db, shape, () => leanQuery<R>(db, build()));
}

/** Like shapeCache, for statements written with `sql` rather than as a drizzle select: run through rowsQuery. */
export function sqlShapeCache(limit = 500) {
  const cached = cacheByDbAndShape<Prepared<unknown[][]>>(limit);
  return (db: DbOrTx, shape: string, build: () => SQL): Prepared<unknown[][]> => cached(db, shape, () => rowsQuery(db, build()));
}

function cacheByDbAndShape<P>(limit: number) {
  const byDb = new WeakMap<object, Map<string, P>>();
  return (db: DbOrTx, shape: string, make: () => P): P => {
    let cache = byDb.get(db);
    if (!cache) byDb.set(db, (cache = new Map()));
    let prepared = cache.get(shape);
    if (!prepared) {
      prepared = make();
      if (cache.size >= limit) cache.clear();
      cache.set(shape, prepared);
    }
    return prepared;
  };
}

/** What drizzle's node-postgres driver asks of pg: timestamps and dates as PostgreSQL's text, which the columns' decoders read. */
const AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const driverTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(oid) ? (v: string) => v : (pg.types.getTypeParser as (o: number, f?: string) => (v: string) => unknown)(oid, format),
};

type Decode = ((raw: unknown) => unknown) | null;
type LeanField = { path: string[]; decode: Decode };

/** drizzle's order of a select's fields (its orderSelectedFields): the order of the statement's columns. */
function orderedFields(fields: Record<string, unknown>, prefix: string[] = []): { path: string[]; field: unknown }[] {
  const out: { path: string[]; field: unknown }[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const path = [...prefix, name];
    if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased) || is(field, Subquery)) out.push({ path, field });
    else if (is(field, Table)) out.push(...orderedFields(getTableColumns(field), path));
    else out.push(...orderedFields(field as Record<string, unknown>, path));
  }
  return out;
}

type Decoder = { mapFromDriverValue: (raw: unknown) => unknown };
/** An SQL chunk's decoder: its mapWith, else one that returns its input (drizzle keeps it internal). */
const sqlDecoder = (chunk: SQL) => (chunk as unknown as { decoder: Decoder }).decoder;
const identityColumn = Column.prototype.mapFromDriverValue;
const identitySql = sqlDecoder(sql``).mapFromDriverValue;

/** A field's decoder as drizzle's mapResultRow picks it, or null where it returns its input. */
function decoderOf(field: unknown): Decode {
  const decoder: Decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? sqlDecoder(field)
      : is(field, Subquery)
        ? sqlDecoder(field._.sql as SQL)
        : sqlDecoder((field as SQL.Aliased).sql);
  const map = decoder.mapFromDriverValue;
  if (map === identityColumn || map === identitySql) return null;
  return (raw) => map.call(decoder, raw);
}

/** The pg client and query logger of a handle or transaction (drizzle's node-postgres session holds them). */
type Session = { client: pg.Pool | pg.PoolClient; logger: { logQuery: (query: string, params: unknown[]) => void } };
const sessionOf = (db: DbOrTx) => (db as unknown as { session: Session }).session;

/**
 * A select run as drizzle's prepared query would run it, with the same rows, but without its
 * per-row and per-call work: decoders are found once (mapResultRow tests every field's kind
 * on every row) and there are no tracing spans or result-cache wrappers. On a 20-topic page
 * that was 200 µs of a list call's 600 µs of server CPU. Nested objects are one level deep
 * (a table's columns); a select whose nested table could be null (a left join) is refused.
 */
export function leanQuery<R>(db: DbOrTx, query: Buildable<R>): Prepared<R> {
  const { sql: text, params } = query.toSQL();
  const fields: LeanField[] = orderedFields(query._.selectedFields as Record<string, unknown>).map(({ path, field }) => ({
    path,
    decode: decoderOf(field),
  }));
  const joins = (query as unknown as { config?: { joins?: unknown[] } }).config?.joins ?? [];
  if (fields.some((f) => f.path.length > 2 || (f.path.length === 2 && joins.length > 0)))
    throw new Error('leanQuery: nested objects are not supported but for one table without joins');
  const name = statementName(text);
  const { client, logger } = sessionOf(db);
  const mapRow = (row: unknown[]) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const { path, decode } = fields[i]!;
      const raw = row[i];
      const value = raw === null || decode === null ? raw : decode(raw);
      if (path.length === 1) out[path[0]!] = value;
      else ((out[path[0]!] ??= {}) as Record<string, unknown>)[path[1]!] = value;
    }
    return out;
  };
  return {
    execute: async (values) => {
      const filled = fillPlaceholders(params, values);
      logger.logQuery(text, filled);
      const result = await client.query<unknown[]>({
        name,
        text,
        values: filled,
        rowMode: 'array',
        types: driverTypes,
      } as pg.QueryConfig & { rowMode: 'array' });
      return result.rows.map(mapRow) as R;
    },
  };
}

const dialect = new PgDialect();

/**
 * A statement written with `sql` (placeholders filled at execution), named after its text and
 * run as leanQuery runs its selects, its rows left as arrays of PostgreSQL's values (json
 * parsed; timestamps as PostgreSQL's text). For statements whose few columns the caller reads
 * by position: a page that PostgreSQL writes as one JSON value.
 */
export function rowsQuery(db: DbOrTx, query: SQL): Prepared<unknown[][]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = statementName(text);
  const { client, logger } = sessionOf(db);
  return {
    execute: async (values) => {
      const filled = fillPlaceholders(params, values);
      logger.logQuery(text, filled);
      const config = { name, text, values: filled, rowMode: 'array', types: driverTypes } as pg.QueryConfig & { rowMode: 'array' };
      return (await client.query<unknown[]>(config)).rows;
    },
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
 * The total of a page whose statement carries it in every row (an uncorrelated count
 * sub-select, run once; exact, or cappedCount's) but came back empty: none on the first page;
 * past the end, every row `w` matches, counted apart (fewer than the page's offset, so a cap
 * would never cut it).
 */
export async function countApart(db: DbOrTx, table: PgTable, w: Where, page: number): Promise<number> {
  if (page === 1) return 0;
  const [counted] = await db.select({ n: count() }).from(table).where(w.sql).execute(w.values);
  return counted?.n ?? 0;
}
