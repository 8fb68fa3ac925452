import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments, memberDepartments, memberships, users } from '../../db/schema/index.ts';
import { insertEmployee, type NewEmployee } from './identity.repository.ts';

/** What SCIM reads and writes: an organisation's members (Users) and departments (Groups). */

export type ScimMemberRow = Awaited<ReturnType<typeof selectMembers>>[number];
export type MemberFilter = { userName?: string; externalId?: string; id?: string };

const memberColumns = {
  userId: memberships.userId,
  email: users.businessEmail,
  firstName: sql<string | null>`coalesce(${memberships.firstName}, ${users.firstName})`,
  lastName: sql<string | null>`coalesce(${memberships.lastName}, ${users.lastName})`,
  role: memberships.role,
  disabled: memberships.disabled,
  employeeId: memberships.employeeId,
  externalId: memberships.scimExternalId,
  managerId: memberships.managerId,
  createdAt: memberships.createdAt,
  updatedAt: memberships.updatedAt,
};

function memberWhere(organizationId: string, f: MemberFilter): SQL {
  return and(
    eq(memberships.organizationId, organizationId),
    f.userName !== undefined ? eq(users.businessEmail, f.userName.toLowerCase()) : undefined,
    f.externalId !== undefined ? eq(memberships.scimExternalId, f.externalId) : undefined,
    f.id !== undefined ? eq(memberships.userId, f.id) : undefined,
  )!;
}

function selectMembers(db: DbOrTx, organizationId: string, f: MemberFilter, offset: number, limit: number) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(memberWhere(organizationId, f))
    .orderBy(asc(memberships.createdAt), asc(memberships.userId))
    .offset(offset)
    .limit(limit);
}

/** One page of members and how many match in all. */
export async function listMembers(db: DbOrTx, organizationId: string, f: MemberFilter, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    limit > 0 ? selectMembers(db, organizationId, f, offset, limit) : Promise.resolve([]),
    db.select({ n: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(memberWhere(organizationId, f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMember(db: DbOrTx, organizationId: string, userId: string): Promise<ScimMemberRow | null> {
  return (await selectMembers(db, organizationId, { id: userId }, 0, 1))[0] ?? null;
}

/** Departments of these members, by member. */
export async function departmentsOf(db: DbOrTx, organizationId: string, userIds: string[]) {
  const out = new Map<string, { id: string; name: string }[]>();
  if (!userIds.length) return out;
  const rows = await db
    .select({ userId: memberDepartments.userId, id: departments.id, name: departments.name })
    .from(memberDepartments)
    .innerJoin(departments, eq(departments.id, memberDepartments.departmentId))
    .where(and(eq(memberDepartments.organizationId, organizationId), inArray(memberDepartments.userId, userIds)))
    .orderBy(asc(departments.name));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/** Display names of people (managers), by id. */
export async function namesOf(db: DbOrTx, userIds: string[]) {
  if (!userIds.length) return new Map<string, string>();
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.businessEmail})`,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The person (made when new) and their new membership; null when they are already a member. */
export async function insertMember(db: DbOrTx, organizationId: string, v: Required<NewEmployee>): Promise<string | null> {
  const { userId, added } = await insertEmployee(db, organizationId, v);
  return added ? userId : null;
}

export type MemberChange = Partial<{
  firstName: string | null;
  lastName: string | null;
  disabled: boolean;
  employeeId: string | null;
  scimExternalId: string | null;
  managerId: string | null;
}>;

export async function updateMember(db: DbOrTx, organizationId: string, userId: string, v: MemberChange): Promise<void> {
  await db
    .update(memberships)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

/** Another member holding this employee number, if any. */
export async function employeeNumberHolder(db: DbOrTx, organizationId: string, employeeId: string, except: string | null) {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.employeeId, employeeId),
        except ? sql`${memberships.userId} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Of these ids, the organisation's members. */
export async function membersAmong(db: DbOrTx, organizationId: string, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, userIds)));
  return rows.map((r) => r.userId);
}

// ---- departments (Groups) ------------------------------------------------------------------

export async function listDepartments(
  db: DbOrTx,
  organizationId: string,
  f: { displayName?: string; id?: string },
  offset: number,
  limit: number,
) {
  const where = and(
    eq(departments.organizationId, organizationId),
    f.displayName !== undefined ? sql`lower(${departments.name}) = lower(${f.displayName})` : undefined,
    f.id !== undefined ? eq(departments.id, f.id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    limit > 0
      ? db
          .select({ id: departments.id, name: departments.name, createdAt: departments.createdAt })
          .from(departments)
          .where(where)
          .orderBy(asc(departments.name), asc(departments.id))
          .offset(offset)
          .limit(limit)
      : Promise.resolve([]),
    db.select({ n: count() }).from(departments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Members of these departments, by department. */
export async function membersOf(db: DbOrTx, organizationId: string, departmentIds: string[]) {
  const out = new Map<string, { userId: string; email: string }[]>();
  if (!departmentIds.length) return out;
  const rows = await db
    .select({ departmentId: memberDepartments.departmentId, userId: memberDepartments.userId, email: users.businessEmail })
    .from(memberDepartments)
    .innerJoin(users, eq(users.id, memberDepartments.userId))
    .where(and(eq(memberDepartments.organizationId, organizationId), inArray(memberDepartments.departmentId, departmentIds)))
    .orderBy(asc(users.businessEmail));
  for (const r of rows) out.set(r.departmentId, [...(out.get(r.departmentId) ?? []), { userId: r.userId, email: r.email }]);
  return out;
}

export async function departmentByName(db: DbOrTx, organizationId: string, name: string) {
  const [row] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), sql`lower(${departments.name}) = lower(${name})`))
    .orderBy(asc(departments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function insertDepartment(db: DbOrTx, organizationId: string, name: string) {
  const [row] = await db.insert(departments).values({ organizationId, name }).returning({ id: departments.id, name: departments.name });
  return row!;
}

export async function renameDepartment(db: DbOrTx, organizationId: string, id: string, name: string) {
  await db
    .update(departments)
    .set({ name })
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, id)));
}

/** Puts members in a department (placed now: they count towards k only after 14 days). */
export async function addToDepartment(db: DbOrTx, organizationId: string, departmentId: string, userIds: string[]) {
  if (!userIds.length) return;
  await db
    .insert(memberDepartments)
    .values(userIds.map((userId) => ({ organizationId, userId, departmentId })))
    .onConflictDoNothing();
}

/** Takes members out of a department (every member when `userIds` is null), answering who left. */
export async function removeFromDepartment(db: DbOrTx, organizationId: string, departmentId: string, userIds: string[] | null) {
  const rows = await db
    .delete(memberDepartments)
    .where(
      and(
        eq(memberDepartments.organizationId, organizationId),
        eq(memberDepartments.departmentId, departmentId),
        userIds ? inArray(memberDepartments.userId, userIds.length ? userIds : ['00000000-0000-0000-0000-000000000000']) : undefined,
      ),
    )
    .returning({ userId: memberDepartments.userId });
  return rows.map((r) => r.userId);
}

/** A member's departments become exactly these (others left, new ones placed now). */
export async function setDepartments(db: DbOrTx, organizationId: string, userId: string, departmentIds: string[]) {
  await db
    .delete(memberDepartments)
    .where(
      and(
        eq(memberDepartments.organizationId, organizationId),
        eq(memberDepartments.userId, userId),
        departmentIds.length ? notInArray(memberDepartments.departmentId, departmentIds) : undefined,
      ),
    );
  if (departmentIds.length) {
    await db
      .insert(memberDepartments)
      .values(departmentIds.map((departmentId) => ({ organizationId, userId, departmentId })))
      .onConflictDoNothing();
  }
}
