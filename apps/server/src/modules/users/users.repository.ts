import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { anyOf } from '../../db/bound-arrays.ts';
import {
  businessUnits,
  departments,
  designations,
  divisions,
  invites,
  leadershipTeamMembers,
  locations,
  memberDepartments,
  memberships,
  organizations,
  roles,
  users,
} from '../../db/schema/index.ts';
import { memberFirstName, memberLastName, memberPersonalEmail, memberUsername } from '../../db/member-names.ts';

/**
 * Members, their tags and invites as user management reads them. Its writes are in
 * member-writes.repository.ts (existing members) and member-invites.repository.ts (new members
 * and their invites).
 */

export type MemberRole = 'owner' | 'admin' | 'employee';
/** A tab of the list: 'admin' is the Blyndspot tab, 'employee' the MyVoyce tab. */
export type ListRole = 'admin' | 'employee';
/** The tab's roles: the Blyndspot tab lists owners and admins. */
export const rolesOfTab = (role: ListRole): MemberRole[] => (role === 'admin' ? ['owner', 'admin'] : ['employee']);

const memberColumns = {
  id: memberships.id,
  userId: users.id,
  firstName: memberFirstName,
  lastName: memberLastName,
  username: memberUsername,
  businessEmail: users.businessEmail,
  personalEmail: memberPersonalEmail,
  employeeId: memberships.employeeId,
  role: memberships.role,
  roleId: memberships.roleId,
  divisionId: memberships.divisionId,
  designationId: memberships.designationId,
  businessUnitId: memberships.businessUnitId,
  locationId: memberships.locationId,
  disabled: memberships.disabled,
  inviteStatus: memberships.inviteStatus,
  createdAt: memberships.createdAt,
  leadershipTeamMemberId: memberships.leadershipTeamMemberId,
  crime: leadershipTeamMembers.crime,
  violence: leadershipTeamMembers.violence,
  threat: leadershipTeamMembers.threat,
  selfHarm: leadershipTeamMembers.selfHarm,
  harassment: leadershipTeamMembers.harassment,
};
export type MemberRecord = Awaited<ReturnType<typeof listMembers>>[number];

export async function listMembers(db: DbOrTx, organizationId: string, memberRoles: MemberRole[]) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      leadershipTeamMembers,
      and(eq(leadershipTeamMembers.id, memberships.leadershipTeamMemberId), eq(leadershipTeamMembers.organizationId, organizationId)),
    )
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.role, memberRoles)))
    .orderBy(asc(sql`lower(coalesce(${memberFirstName}, ''))`), asc(users.businessEmail));
}

/** Members with their emergency contact row, for a where-clause to narrow. */
const selectMembers = (db: DbOrTx) =>
  db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(leadershipTeamMembers, eq(leadershipTeamMembers.id, memberships.leadershipTeamMemberId));

export async function findMember(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await selectMembers(db).where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row ?? null;
}

export async function findMemberByEmail(db: DbOrTx, organizationId: string, email: string) {
  const [row] = await selectMembers(db).where(and(eq(memberships.organizationId, organizationId), eq(users.businessEmail, email)));
  return row ?? null;
}

/** Existing members of the tab by e-mail or employee id (bulk update). */
export async function membersByIdentifier(
  db: DbOrTx,
  organizationId: string,
  memberRoles: MemberRole[],
  identifier: 'email' | 'employeeId',
  values: string[],
) {
  if (!values.length) return [];
  const column = identifier === 'email' ? users.businessEmail : memberships.employeeId;
  return selectMembers(db).where(
    and(eq(memberships.organizationId, organizationId), inArray(memberships.role, memberRoles), sql`${column} = ${anyOf(values)}`),
  );
}

export async function countMembers(db: DbOrTx, organizationId: string, memberRoles: MemberRole[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.role, memberRoles)));
  return row?.n ?? 0;
}

/** Department ids per member of the organisation. */
export async function memberDepartmentIds(db: DbOrTx, organizationId: string, userIds?: string[]) {
  const rows = await db
    .select({ userId: memberDepartments.userId, departmentId: memberDepartments.departmentId })
    .from(memberDepartments)
    .where(
      and(
        eq(memberDepartments.organizationId, organizationId),
        userIds ? sql`${memberDepartments.userId} = ${anyOf(userIds, 'uuid')}` : undefined,
      ),
    );
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.departmentId]);
  return map;
}

/** When each member's newest invite was created. */
export async function inviteDates(db: DbOrTx, organizationId: string) {
  const rows = await db
    .selectDistinctOn([invites.userId], { userId: invites.userId, createdAt: invites.createdAt })
    .from(invites)
    .where(eq(invites.organizationId, organizationId))
    .orderBy(invites.userId, desc(invites.createdAt));
  return new Map(rows.map((r) => [r.userId, r.createdAt]));
}

/** isActive: business units only (an inactive one takes no new people). */
export type Tag = { id: string; name: string; isActive?: boolean };
export type TagSets = { departments: Tag[]; divisions: Tag[]; designations: Tag[]; businessUnits: Tag[]; locations: Tag[]; roles: Tag[] };

/** Every structure tag of the organisation (names map to these on import). */
export async function loadTags(db: DbOrTx, organizationId: string): Promise<TagSets> {
  const [d, dv, ds, bu, lo, ro] = await Promise.all([
    db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.organizationId, organizationId)),
    db.select({ id: divisions.id, name: divisions.name }).from(divisions).where(eq(divisions.organizationId, organizationId)),
    db.select({ id: designations.id, name: designations.name }).from(designations).where(eq(designations.organizationId, organizationId)),
    db
      .select({ id: businessUnits.id, name: businessUnits.name, isActive: businessUnits.isActive })
      .from(businessUnits)
      .where(eq(businessUnits.organizationId, organizationId)),
    db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.organizationId, organizationId)),
    db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.organizationId, organizationId)),
  ]);
  return { departments: d, divisions: dv, designations: ds, businessUnits: bu, locations: lo, roles: ro };
}

export async function findOrganizationName(db: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}

/** Members of the organisation among these e-mails. */
export async function membersByEmail(db: DbOrTx, organizationId: string, emails: string[]) {
  if (!emails.length) return new Set<string>();
  const rows = await db
    .select({ email: users.businessEmail })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), sql`${users.businessEmail} = ${anyOf(emails)}`));
  return new Set(rows.map((r) => r.email));
}

/** Who in the organisation (any role) holds each of these employee IDs: employee ID -> user ids. */
export async function employeeIdHolders(db: DbOrTx, organizationId: string, employeeIds: string[]) {
  const holders = new Map<string, string[]>();
  if (!employeeIds.length) return holders;
  const rows = await db
    .select({ employeeId: memberships.employeeId, userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), sql`${memberships.employeeId} = ${anyOf(employeeIds)}`));
  for (const r of rows) holders.set(r.employeeId!, [...(holders.get(r.employeeId!) ?? []), r.userId]);
  return holders;
}

export async function findPendingInvite(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: invites.id, createdAt: invites.createdAt })
    .from(invites)
    .where(and(eq(invites.organizationId, organizationId), eq(invites.userId, userId), eq(invites.status, 'pending')))
    .orderBy(desc(invites.createdAt))
    .limit(1);
  return row ?? null;
}
