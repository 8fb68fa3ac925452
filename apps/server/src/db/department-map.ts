import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client.ts';
import type { ChangeSubscriber } from './change-listener.ts';
import { createListeningCache, type ListeningCache } from './listening-cache.ts';
import { shapeCache } from './query-shapes.ts';
import { departmentClassifications, departments } from './schema/index.ts';

/** The channel migration 0020's triggers notify, with the organisation's id, when its departments or classifications change. */
export const STRUCTURE_CHANNEL = 'voyce_structure';

/**
 * A department as lists show it beside an insight or a topic. `order` and `classificationOrder`
 * are its place in PostgreSQL's `order by name, id` of the organisation's departments and of
 * their classifications: lists sort by them, so the order is the database collation's, as it
 * was when the lists sorted in SQL.
 */
export type DepartmentInfo = {
  id: string;
  name: string;
  order: number;
  classification: { id: string; name: string; order: number } | null;
};
export type DepartmentMap = ReadonlyMap<string, DepartmentInfo>;

/**
 * Lists used to look each row's departments and classifications up in SQL: most of a topic
 * page's PostgreSQL time. They now read department ids per row, and this map —
 * a handful of rows per organisation, kept in memory while the change listener hears every
 * change to them — names them.
 */
const mapQuery = (db: DbOrTx) =>
  db
    .select({
      id: departments.id,
      name: departments.name,
      order: sql<number>`(row_number() over (order by ${departments.name}, ${departments.id}))::int`,
      classificationId: departmentClassifications.id,
      classificationName: departmentClassifications.name,
      classificationOrder: sql<number | null>`(case when ${departmentClassifications.id} is not null
        then dense_rank() over (order by ${departmentClassifications.name}, ${departmentClassifications.id}) end)::int`,
    })
    .from(departments)
    .leftJoin(
      departmentClassifications,
      sql`${departmentClassifications.id} = ${departments.departmentClassificationId} and ${departmentClassifications.organizationId} = ${departments.organizationId}`,
    )
    .where(eq(departments.organizationId, sql.placeholder('org')));
const mapQueries = shapeCache<Awaited<ReturnType<typeof mapQuery>>>();

async function readDepartmentMap(db: DbOrTx, organizationId: string): Promise<DepartmentMap> {
  const rows = await mapQueries(db, 'org', () => mapQuery(db)).execute({ org: organizationId });
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        order: r.order,
        classification:
          r.classificationId && r.classificationName !== null
            ? { id: r.classificationId, name: r.classificationName, order: r.classificationOrder ?? 0 }
            : null,
      },
    ]),
  );
}

const caches = new WeakMap<object, ListeningCache<DepartmentMap>>();

/** The department map cache of `db`, attached and told about changes: a subscriber for startChangeListener. */
export function departmentMapSubscriber(db: Db, options: { maxEntries?: number; maxAgeMs?: number } = {}): ChangeSubscriber {
  const cache = createListeningCache<DepartmentMap>({ maxEntries: options.maxEntries ?? 2000, maxAgeMs: options.maxAgeMs ?? 60_000 });
  caches.set(db, cache);
  return { channel: STRUCTURE_CHANNEL, hear: (org) => cache.forget((_map, key) => key === org), listening: cache.listening };
}

/**
 * The organisation's departments by id. From memory when a listener keeps this handle's cache
 * (never inside a transaction: it reads the transaction's own view), else one small query.
 */
export async function departmentMap(db: DbOrTx, organizationId: string): Promise<DepartmentMap> {
  const cache = caches.get(db);
  const kept = cache?.get(organizationId);
  if (kept) return kept;
  const startedAt = cache?.generation() ?? 0;
  const map = await readDepartmentMap(db, organizationId);
  cache?.set(organizationId, map, startedAt);
  return map;
}

/**
 * A row's department ids, sent by PostgreSQL as one comma-joined text (`string_agg(id::text,
 * ',')`; a uuid holds no comma): node-postgres's array parser, reading `array_agg`'s text
 * character by character, was 5-7 % of a list call's server CPU.
 */
export const splitIds = (joined: string): string[] => joined.split(',');

/** Departments by id, in the database's `order by name, id` (unknown ids — gone since — are left out). */
export function namedDepartments(ids: readonly string[] | null, map: DepartmentMap): DepartmentInfo[] {
  const found: DepartmentInfo[] = [];
  for (const id of ids ?? []) {
    const d = map.get(id);
    if (d) found.push(d);
  }
  return found.sort((a, b) => a.order - b.order);
}

/** The distinct classifications of departments, in the database's `order by name, id`. */
export function classificationsOf(ids: readonly string[] | null, map: DepartmentMap): { id: string; name: string }[] {
  const seen = new Map<string, { id: string; name: string; order: number }>();
  for (const id of ids ?? []) {
    const c = map.get(id)?.classification;
    if (c) seen.set(c.id, c);
  }
  return [...seen.values()].sort((a, b) => a.order - b.order).map(({ id, name }) => ({ id, name }));
}

type Classification = { id: string; name: string; order: number };
const classificationIndexes = new WeakMap<DepartmentMap, ReadonlyMap<string, Classification>>();

/** The classifications of a map's departments, by id (worked out once per map). */
function classificationIndex(map: DepartmentMap): ReadonlyMap<string, Classification> {
  let index = classificationIndexes.get(map);
  if (!index) {
    const byId = new Map<string, Classification>();
    for (const d of map.values()) if (d.classification) byId.set(d.classification.id, d.classification);
    classificationIndexes.set(map, (index = byId));
  }
  return index;
}

/**
 * Classifications by id, each once, in the database's `order by name, id`; ids of none of the
 * map's departments (gone since, or the Unassigned bar's nil uuid) are left out, as
 * classificationsOf leaves out what the map does not name.
 */
export function classificationsByIds(ids: readonly string[] | null, map: DepartmentMap): { id: string; name: string }[] {
  const index = classificationIndex(map);
  const seen = new Map<string, Classification>();
  for (const id of ids ?? []) {
    const c = index.get(id);
    if (c) seen.set(c.id, c);
  }
  return [...seen.values()].sort((a, b) => a.order - b.order).map(({ id, name }) => ({ id, name }));
}
