import {
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLES,
  EMPLOYEE_ROLE_ID,
  FULL_ACCESS_ROLE_ID,
  LEAST_ROLE_CHOICE,
  LEAST_ROLE_NAME,
  LEAST_ROLE_PERMISSIONS,
  ROLES_MSG,
  type Permissions,
  type RoleChoice,
  type RoleEntity,
} from '@voyce/contracts/roles';
import type { BulkFailure } from '@voyce/contracts/user-bulk';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { IdentityStore } from '../../lib/identity-store.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { hasFullAccess } from '../../http/permissions.ts';
import { leastRoleId, memberRoleRefusal, type RoleTarget } from './grants.ts';
import * as repo from './roles.repository.ts';
import { changeDetail } from '../audit/audit-changes.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';

const BUILT_IN_NAMES = { owner: 'Owner', admin: 'Admin', employee: 'Employee' } as const;

/** The organisation's custom roles' permissions by id: what the grant checks (grants.ts) compare. */
export const loadRolePermissions = (db: DbOrTx, organizationId: string) => repo.rolePermissions(db, organizationId);
/** The least role's id, the role made the first time a leader needs it (user management's adds). */
export const leastRoleFor = (tx: DbOrTx, organizationId: string) => repo.ensureLeastRole(tx, organizationId);

/**
 * Roles and permissions. Changing roles is for owners and admins with full access only: an
 * admin whose custom role allows users:edit must not be able to widen their own role.
 */
export function createRolesService(deps: { db: Db; identity: IdentityStore }) {
  const { db, identity } = deps;
  const mustManage = (auth: AuthContext) => {
    if (!hasFullAccess(auth.role, auth.roleId)) throw forbidden(ROLES_MSG.fullAccessOnly);
  };
  const toEntity = (r: Awaited<ReturnType<typeof repo.insertRole>>, memberCount: number): RoleEntity => ({
    id: r.id,
    organizationId: r.organizationId,
    name: r.name,
    builtIn: false,
    permissions: r.permissions,
    memberCount,
    createdAt: r.createdAt.toISOString(),
  });
  const checkName = async (auth: AuthContext, name: string, exceptId?: string) => {
    const builtIn = [...Object.values(BUILT_IN_NAMES), LEAST_ROLE_NAME].some((n) => n.toLowerCase() === name.toLowerCase());
    if (builtIn || (await repo.nameTaken(db, auth.organizationId, name, exceptId)))
      throw conflict(ROLES_MSG.nameTaken, { name: ROLES_MSG.nameTaken });
  };

  /** The least role is built in: nobody renames, widens or deletes it (it is what "no role" means). */
  const mustBeCustom = (auth: AuthContext, id: string) => {
    if (id === leastRoleId(auth.organizationId)) throw badRequest(ROLES_MSG.builtInReadOnly, { id: ROLES_MSG.builtInReadOnly });
  };

  return {
    async findRoles(auth: AuthContext): Promise<{ entities: RoleEntity[] }> {
      const [custom, holders] = await Promise.all([repo.listRoles(db, auth.organizationId), repo.countHolders(db, auth.organizationId)]);
      const held = (pred: (h: (typeof holders)[number]) => boolean) => holders.filter(pred).reduce((sum, h) => sum + h.n, 0);
      const builtIns: RoleEntity[] = BUILT_IN_ROLES.map((role) => ({
        id: role,
        organizationId: auth.organizationId,
        name: BUILT_IN_NAMES[role],
        builtIn: true,
        permissions: BUILT_IN_PERMISSIONS[role],
        memberCount: held((h) => h.role === role && !h.roleId),
        createdAt: null,
      }));
      // The least role is a row (members hold it by id) but lists with the built-in roles.
      const least = leastRoleId(auth.organizationId);
      const leastRow = custom.find((r) => r.id === least);
      const leastHolders = held((h) => h.roleId === least);
      if (leastRow) builtIns.push({ ...toEntity(leastRow, leastHolders), builtIn: true });
      return {
        entities: [
          ...builtIns,
          ...custom
            .filter((r) => r.id !== least)
            .map((r) =>
              toEntity(
                r,
                held((h) => h.roleId === r.id),
              ),
            ),
        ],
      };
    },
    async createRole(auth: AuthContext, v: { name: string; permissions: Permissions }) {
      mustManage(auth);
      await checkName(auth, v.name);
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertRole(tx, auth.organizationId, v);
        await recordMemberAudit(tx, auth, {
          action: 'role.created',
          target: { type: 'role', id: created.id },
          detail: { name: v.name, ...v.permissions },
        });
        return created;
      });
      return { entity: toEntity(row, 0) };
    },
    async updateRole(auth: AuthContext, id: string, v: { name: string; permissions: Permissions }) {
      mustManage(auth);
      mustBeCustom(auth, id);
      const before = await repo.findRole(db, auth.organizationId, id);
      if (!before) throw notFound(ROLES_MSG.roleNotFound);
      await checkName(auth, v.name, id);
      const row = await db.transaction(async (tx) => {
        const updated = (await repo.updateRole(tx, auth.organizationId, id, v))!;
        await recordMemberAudit(tx, auth, {
          action: 'role.updated',
          target: { type: 'role', id },
          // The role as it is now, and old → new for its name and each area that changed.
          detail: {
            name: v.name,
            ...v.permissions,
            ...changeDetail({ name: before.name, ...before.permissions }, { name: v.name, ...v.permissions }),
          },
        });
        return updated;
      });
      const holders = await repo.countHolders(db, auth.organizationId);
      return {
        entity: toEntity(
          row,
          holders.filter((h) => h.roleId === id).reduce((s, h) => s + h.n, 0),
        ),
      };
    },
    async deleteRole(auth: AuthContext, id: string) {
      mustManage(auth);
      mustBeCustom(auth, id);
      const deleted = await db.transaction(async (tx) => {
        const role = await repo.findRole(tx, auth.organizationId, id);
        // Its holders keep nothing rather than everything: they move to the least role.
        if (!role || !(await repo.deleteRole(tx, auth.organizationId, id, await repo.ensureLeastRole(tx, auth.organizationId))))
          return false;
        await recordMemberAudit(tx, auth, { action: 'role.deleted', target: { type: 'role', id }, detail: { name: role.name } });
        return true;
      });
      if (!deleted) throw notFound(ROLES_MSG.roleNotFound);
      return { id };
    },
    async assignRole(auth: AuthContext, userId: string, roleId: string | null) {
      mustManage(auth);
      const membership = await repo.findMembership(db, auth.organizationId, userId);
      if (!membership) throw notFound(ROLES_MSG.userNotFound);
      if (roleId) {
        if (!(await repo.findRole(db, auth.organizationId, roleId))) throw notFound(ROLES_MSG.roleNotFound);
        if (membership.role !== 'admin') throw badRequest(ROLES_MSG.adminsOnly, { userId: ROLES_MSG.adminsOnly });
      }
      // Nobody changes their own role, not even to less: another full admin or the owner does.
      if (userId === auth.userId) throw forbidden(ROLES_MSG.ownRole);
      await db.transaction(async (tx) => {
        await repo.setMembershipRole(tx, membership.id, roleId);
        await recordMemberAudit(tx, auth, { action: 'role.assigned', target: { type: 'user', id: userId }, detail: { roleId } });
      });
      return { userId, roleId };
    },

    /**
     * /user-management/changeRole: each user gets `choice` if the caller may give it to them
     * (grants.ts); the others are failures. Users with leave to change move in one transaction.
     */
    async changeMemberRoles(auth: AuthContext, userIds: string[], choice: RoleChoice) {
      const perms = await repo.rolePermissions(db, auth.organizationId);
      const least = leastRoleId(auth.organizationId);
      let to: RoleTarget;
      if (choice === EMPLOYEE_ROLE_ID) to = { role: 'employee', roleId: null };
      else if (choice === FULL_ACCESS_ROLE_ID) to = { role: 'admin', roleId: null };
      else if (choice === LEAST_ROLE_CHOICE || choice === least) to = { role: 'admin', roleId: least };
      else if (perms.has(choice)) to = { role: 'admin', roleId: choice };
      else throw notFound(ROLES_MSG.roleNotFound);
      // The least role asked for before it has a row: grants compare it as holding nothing.
      if (to.roleId === least && !perms.has(least)) perms.set(least, LEAST_ROLE_PERMISSIONS);

      const found = new Map(
        (await repo.findMembersForRoleChange(db, auth.organizationId, [...new Set(userIds)])).map((m) => [m.userId, m]),
      );
      const success: { row: number; email: string; userId: string }[] = [];
      const failures: BulkFailure[] = [];
      const changes: repo.RoleChangeMember[] = [];
      const seen = new Set<string>();
      for (const [i, userId] of userIds.entries()) {
        const row = i + 1;
        const member = found.get(userId);
        const fail = (error: string, field: 'userId' | 'roleId') =>
          failures.push({ row, email: member?.email ?? '', error, details: { [field]: error } });
        if (!member) fail(USERS_MSG.userNotFound, 'userId');
        else if (seen.has(userId)) fail(USERS_MSG.duplicateInFile, 'userId');
        else {
          seen.add(userId);
          const refused = memberRoleRefusal(auth, member, to, perms);
          if (refused) fail(refused, 'roleId');
          else {
            success.push({ row, email: member.email, userId });
            if (member.role !== to.role || (member.roleId ?? null) !== to.roleId) changes.push(member);
          }
        }
      }
      if (changes.length) {
        await db.transaction(async (tx) => {
          if (to.roleId === least) await repo.ensureLeastRole(tx, auth.organizationId);
          for (const member of changes) {
            await repo.changeMemberRole(tx, identity, auth.organizationId, member, to);
            await recordMemberAudit(tx, auth, {
              action: 'role.assigned',
              target: { type: 'user', id: member.userId },
              detail: { email: member.email, from: member.role, role: to.role, roleId: to.roleId },
            });
          }
        });
      }
      return { entity: { success, failures } };
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
