import { LEAST_ROLE_NAME, LEAST_ROLE_PERMISSIONS, type Permissions } from '@voyce/contracts/roles';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invites, leadershipTeamMembers, memberships, roles, users } from '../../db/schema/index.ts';
import type { IdentityStore } from '../../lib/identity-store.ts';
import { leastRoleId } from './grants.ts';

/** Custom roles and who holds them: the only code of this module that touches Drizzle. */

export async function listRoles(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(roles)
    .where(eq(roles.organizationId, organizationId))
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
}

export async function findRole(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)));
  return row ?? null;
}

export async function nameTaken(db: DbOrTx, organizationId: string, name: string, exceptId?: string) {
  const where: (SQL | undefined)[] = [eq(roles.organizationId, organizationId), sql`lower(${roles.name}) = lower(${name})`];
  if (exceptId) where.push(ne(roles.id, exceptId));
  return (
    (
      await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(...where))
        .limit(1)
    ).length > 0
  );
}

/** Members per built-in role (those without a custom role) and per custom role. */
export async function countHolders(db: DbOrTx, organizationId: string) {
  return db
    .select({ role: memberships.role, roleId: memberships.roleId, n: count() })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId))
    .groupBy(memberships.role, memberships.roleId);
}

export async function insertRole(db: DbOrTx, organizationId: string, v: { name: string; permissions: Permissions }) {
  const [row] = await db
    .insert(roles)
    .values({ organizationId, ...v })
    .returning();
  return row!;
}

export async function updateRole(db: DbOrTx, organizationId: string, id: string, v: { name: string; permissions: Permissions }) {
  const [row] = await db
    .update(roles)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)))
    .returning();
  return row ?? null;
}

/** Holders go back to their built-in role (the foreign key sets role_id null). */
/**
 * Deletes a custom role. Its holders move to `fallbackRoleId` first: left to the foreign key they
 * would hold no custom role, which means full access (a silent grant).
 */
export async function deleteRole(db: DbOrTx, organizationId: string, id: string, fallbackRoleId: string) {
  await db
    .update(memberships)
    .set({ roleId: fallbackRoleId })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.roleId, id)));
  const rows = await db
    .delete(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)))
    .returning({ id: roles.id });
  return rows[0]?.id ?? null;
}

export async function findMembership(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: memberships.id, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row ?? null;
}

export async function setMembershipRole(db: DbOrTx, membershipId: string, roleId: string | null) {
  await db.update(memberships).set({ roleId, updatedAt: new Date() }).where(eq(memberships.id, membershipId));
}

/** Custom roles' permissions by id (the grant checks' input). */
export async function rolePermissions(db: DbOrTx, organizationId: string): Promise<Map<string, Permissions>> {
  const rows = await db
    .select({ id: roles.id, permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.organizationId, organizationId));
  return new Map(rows.map((r) => [r.id, r.permissions]));
}

/** The organisation's least role, made the first time a leader needs it; answers its id. */
export async function ensureLeastRole(db: DbOrTx, organizationId: string): Promise<string> {
  const id = leastRoleId(organizationId);
  await db
    .insert(roles)
    .values({ id, organizationId, name: LEAST_ROLE_NAME, permissions: LEAST_ROLE_PERMISSIONS })
    .onConflictDoNothing({ target: roles.id });
  return id;
}

/** The members a role change names (of this organisation only), with what a grant compares. */
export async function findMembersForRoleChange(db: DbOrTx, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: memberships.id,
      userId: memberships.userId,
      email: users.businessEmail,
      role: memberships.role,
      roleId: memberships.roleId,
      leadershipTeamMemberId: memberships.leadershipTeamMemberId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, userIds)));
}
export type RoleChangeMember = Awaited<ReturnType<typeof findMembersForRoleChange>>[number];

/**
 * Gives a member a built-in role and custom role. Moving between employee and leader also moves
 * a pending invite (its registration says the same), ends the member's sessions in this
 * organisation (they sign in again to the site their role opens) and, for a leader made
 * employee, ends their being an emergency contact (an employee is never e-mailed insights).
 */
export async function changeMemberRole(
  db: DbOrTx,
  identity: IdentityStore,
  organizationId: string,
  member: RoleChangeMember,
  to: { role: 'admin' | 'employee'; roleId: string | null },
) {
  const kindChanged = (member.role === 'employee') !== (to.role === 'employee');
  await db
    .update(memberships)
    .set({
      role: to.role,
      roleId: to.roleId,
      ...(to.role === 'employee' ? { leadershipTeamMemberId: null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.id, member.id)));
  if (!kindChanged) return;
  await db
    .update(invites)
    .set({ role: to.role })
    .where(and(eq(invites.organizationId, organizationId), eq(invites.userId, member.userId), eq(invites.status, 'pending')));
  await identity.endUserSessions(member.userId, { organizationId });
  if (to.role === 'employee' && member.leadershipTeamMemberId) {
    await db
      .delete(leadershipTeamMembers)
      .where(and(eq(leadershipTeamMembers.organizationId, organizationId), eq(leadershipTeamMembers.id, member.leadershipTeamMemberId)));
  }
}
