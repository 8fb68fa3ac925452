import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { businessUnits, departmentClassifications, departments, designations, divisions, locations, users } from '../../db/schema/index.ts';

/**
 * Structure tags: with member-search.repository.ts (the pickers' people), the only code of this
 * module that touches Drizzle.
 */

/** The simple tags share their columns (business units add is_active). */
export type TagKind = 'division' | 'designation' | 'businessUnit';
// Business units have the same columns as divisions plus is_active; the shared queries below
// only name the shared ones.
const TAG_TABLES = { division: divisions, designation: designations, businessUnit: businessUnits as unknown as typeof divisions };

const byName = (column: { name: string } | unknown) => asc(sql`lower(${column})`);

/** True when another row of the organisation already has this name, ignoring case. */
async function nameTaken(
  db: DbOrTx,
  table: typeof divisions | typeof departments | typeof locations,
  organizationId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const where: (SQL | undefined)[] = [eq(table.organizationId, organizationId), sql`lower(${table.name}) = lower(${name})`];
  if (exceptId) where.push(ne(table.id, exceptId));
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(...where))
    .limit(1);
  return rows.length > 0;
}

export const tagNameTaken = (db: DbOrTx, kind: TagKind, organizationId: string, name: string, exceptId?: string) =>
  nameTaken(db, TAG_TABLES[kind], organizationId, name, exceptId);
export const departmentNameTaken = (db: DbOrTx, organizationId: string, name: string, exceptId?: string) =>
  nameTaken(db, departments, organizationId, name, exceptId);
export const locationNameTaken = (db: DbOrTx, organizationId: string, name: string, exceptId?: string) =>
  nameTaken(db, locations, organizationId, name, exceptId);

// ---- simple tags -----------------------------------------------------------------------

export async function listBusinessUnits(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(businessUnits)
    .where(eq(businessUnits.organizationId, organizationId))
    .orderBy(byName(businessUnits.name), asc(businessUnits.id));
}

export async function listTags(db: DbOrTx, kind: Exclude<TagKind, 'businessUnit'>, organizationId: string) {
  const table = TAG_TABLES[kind];
  return db.select().from(table).where(eq(table.organizationId, organizationId)).orderBy(byName(table.name), asc(table.id));
}

export async function findBusinessUnit(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(businessUnits)
    .where(and(eq(businessUnits.organizationId, organizationId), eq(businessUnits.id, id)));
  return row ?? null;
}

export async function insertTag(db: DbOrTx, kind: TagKind, v: { organizationId: string; name: string; description: string }) {
  const [row] = await db.insert(TAG_TABLES[kind]).values(v).returning({ id: TAG_TABLES[kind].id });
  return row!.id;
}

/** Null when no such row in the organisation. */
export async function updateTag(db: DbOrTx, kind: TagKind, organizationId: string, id: string, v: { name: string; description: string }) {
  const table = TAG_TABLES[kind];
  const rows = await db
    .update(table)
    .set(v)
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows[0]?.id ?? null;
}

export async function findTag(db: DbOrTx, kind: Exclude<TagKind, 'businessUnit'>, organizationId: string, id: string) {
  const table = TAG_TABLES[kind];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
  return row ?? null;
}

export async function setBusinessUnitActive(db: DbOrTx, organizationId: string, id: string, isActive: boolean) {
  const rows = await db
    .update(businessUnits)
    .set({ isActive })
    .where(and(eq(businessUnits.organizationId, organizationId), eq(businessUnits.id, id)))
    .returning({ id: businessUnits.id });
  return rows[0]?.id ?? null;
}

// ---- departments -------------------------------------------------------------------------

const heads = alias(users, 'department_head');
const managers = alias(users, 'department_manager');
/** Full name, else e-mail; null when nobody is set. */
const displayName = (u: typeof heads | typeof managers) =>
  sql<
    string | null
  >`case when ${u.id} is null then null else coalesce(nullif(trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')), ''), ${u.businessEmail}) end`;

export async function listDepartments(db: DbOrTx, organizationId: string, id?: string) {
  return db
    .select({
      id: departments.id,
      organizationId: departments.organizationId,
      name: departments.name,
      description: departments.description,
      departmentClassificationId: departments.departmentClassificationId,
      departmentClassificationName: departmentClassifications.name,
      departmentHeadId: departments.departmentHeadId,
      departmentManagerId: departments.departmentManagerId,
      departmentHeadName: displayName(heads),
      departmentManagerName: displayName(managers),
      createdAt: departments.createdAt,
    })
    .from(departments)
    .leftJoin(
      departmentClassifications,
      and(
        eq(departmentClassifications.id, departments.departmentClassificationId),
        eq(departmentClassifications.organizationId, departments.organizationId),
      ),
    )
    .leftJoin(heads, eq(heads.id, departments.departmentHeadId))
    .leftJoin(managers, eq(managers.id, departments.departmentManagerId))
    .where(and(eq(departments.organizationId, organizationId), id ? eq(departments.id, id) : undefined))
    .orderBy(byName(departments.name), asc(departments.id));
}

type DepartmentValues = {
  name: string;
  description: string;
  departmentClassificationId: string;
  departmentHeadId: string | null;
  departmentManagerId: string | null;
};

export async function insertDepartment(db: DbOrTx, organizationId: string, v: DepartmentValues) {
  const [row] = await db
    .insert(departments)
    .values({ organizationId, ...v })
    .returning({ id: departments.id });
  return row!.id;
}

export async function updateDepartment(db: DbOrTx, organizationId: string, id: string, v: DepartmentValues) {
  const rows = await db
    .update(departments)
    .set(v)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)))
    .returning({ id: departments.id });
  return rows[0]?.id ?? null;
}

export async function listClassifications(db: DbOrTx, organizationId: string) {
  return db
    .select({
      id: departmentClassifications.id,
      name: departmentClassifications.name,
      organizationId: departmentClassifications.organizationId,
    })
    .from(departmentClassifications)
    .where(eq(departmentClassifications.organizationId, organizationId))
    .orderBy(byName(departmentClassifications.name), asc(departmentClassifications.id));
}

export async function insertClassifications(db: DbOrTx, organizationId: string, names: readonly string[]) {
  await db.insert(departmentClassifications).values(names.map((name) => ({ organizationId, name })));
}

export async function classificationExists(db: DbOrTx, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: departmentClassifications.id })
    .from(departmentClassifications)
    .where(and(eq(departmentClassifications.organizationId, organizationId), eq(departmentClassifications.id, id)))
    .limit(1);
  return rows.length > 0;
}

// ---- locations ---------------------------------------------------------------------------

export async function listLocations(db: DbOrTx, organizationId: string, id?: string) {
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), id ? eq(locations.id, id) : undefined))
    .orderBy(byName(locations.name), asc(locations.id));
}

type LocationValues = { name: string; country: string; state: string | null; timezone: string };

export async function insertLocation(db: DbOrTx, organizationId: string, v: LocationValues) {
  const [row] = await db
    .insert(locations)
    .values({ organizationId, ...v })
    .returning({ id: locations.id });
  return row!.id;
}

export async function updateLocation(db: DbOrTx, organizationId: string, id: string, v: LocationValues) {
  const rows = await db
    .update(locations)
    .set(v)
    .where(and(eq(locations.organizationId, organizationId), eq(locations.id, id)))
    .returning({ id: locations.id });
  return rows[0]?.id ?? null;
}
