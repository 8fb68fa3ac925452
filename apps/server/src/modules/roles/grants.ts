import { FULL_PERMISSIONS, NO_PERMISSIONS, ROLES_MSG, within, type Permissions } from '@voyce/contracts/roles';
import { createHash } from 'node:crypto';
import type { AuthContext } from '../../http/auth-context.ts';
import { hasFullAccess } from '../../http/permissions.ts';

/**
 * Who may give which role. Every call that writes a role, an admin's access or a
 * permission asks here: a caller gives only what they hold themselves, never changes their own
 * role, never changes the access of someone who may do more than they, and only owners and
 * admins with full access give full access (a custom role holding every area still cannot
 * manage roles, so it is less than full access). Pure: callers load the roles and report.
 */

/** A member as a grant sees them: their built-in role and custom role (null: the built-in one's). */
export type Grantee = { userId: string; role: 'owner' | 'admin' | 'employee'; roleId: string | null };
/** The organisation's custom roles' permissions by id. */
export type RolePermissions = Map<string, Permissions>;

/**
 * The least role's id in an organisation: derived from the organisation's id, so every replica
 * finds the same row without a look-up or a column to mark it (a version-8 uuid, RFC 9562).
 */
export function leastRoleId(organizationId: string): string {
  const h = createHash('sha256').update(`voyce:least-role:${organizationId}`).digest('hex').split('');
  h[12] = '8';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const x = h.join('');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/** True when the member may do everything (and so only a full-access caller may touch them). */
const isFull = (g: Pick<Grantee, 'role' | 'roleId'>, perms: RolePermissions) =>
  g.role === 'owner' || (g.role === 'admin' && (!g.roleId || !perms.has(g.roleId)));

/** What a member may do. A custom role that is gone leaves a plain (full) admin, as the session does. */
export function permissionsOf(g: Pick<Grantee, 'role' | 'roleId'>, perms: RolePermissions): Permissions {
  if (g.role === 'employee') return NO_PERMISSIONS;
  if (isFull(g, perms)) return FULL_PERMISSIONS;
  return perms.get(g.roleId!)!;
}

/** Null when the caller may change the access of this member (deactivate, re-activate, role); else why not. */
export function accessRefusal(auth: AuthContext, target: Grantee, perms: RolePermissions): string | null {
  if (target.userId === auth.userId) return ROLES_MSG.ownRole;
  if (hasFullAccess(auth.role, auth.roleId)) return null;
  if (isFull(target, perms) || !within(permissionsOf(target, perms), auth.permissions)) return ROLES_MSG.superior;
  return null;
}

/**
 * Null when the caller may write about this member at all (names, departments and other tags,
 * deleting their pending invite); else why not. The rule of accessRefusal: nobody below a member
 * changes their record, except each person their own.
 */
export function detailsRefusal(auth: AuthContext, target: Grantee, perms: RolePermissions): string | null {
  if (target.userId === auth.userId || hasFullAccess(auth.role, auth.roleId)) return null;
  if (isFull(target, perms) || !within(permissionsOf(target, perms), auth.permissions)) return ROLES_MSG.superiorDetails;
  return null;
}

/**
 * Null when the caller may give `roleId` (null: full access) to a new leader; else why not.
 * An unknown role id is the caller's to report (it is not a grant question).
 */
export function grantRefusal(auth: AuthContext, roleId: string | null, perms: RolePermissions): string | null {
  if (hasFullAccess(auth.role, auth.roleId)) return null;
  if (roleId === null) return ROLES_MSG.fullAccessGrant;
  const wanted = perms.get(roleId);
  return wanted && !within(wanted, auth.permissions) ? ROLES_MSG.beyondOwn : null;
}

/** Null when the caller may move this member from their role to `roleId`; no change is always fine. */
export function roleChangeRefusal(auth: AuthContext, target: Grantee, roleId: string | null, perms: RolePermissions): string | null {
  if (target.role === 'employee' || (target.roleId ?? null) === (roleId ?? null)) return null;
  if (target.role === 'owner') return target.userId === auth.userId ? ROLES_MSG.ownRole : ROLES_MSG.adminsOnly;
  return accessRefusal(auth, target, perms) ?? grantRefusal(auth, roleId, perms);
}

/** What a member becomes: an employee (no dashboard), or a leader with a role (null: full access). */
export type RoleTarget = { role: 'admin' | 'employee'; roleId: string | null };

/**
 * Null when the caller may give this member `to` (/user-management/changeRole); else why not.
 * No change is always fine. Nobody changes their own role or the owner's; promoting or demoting
 * takes away what the member may do now (the caller must hold at least that, accessRefusal) and
 * gives what they may do next (grantRefusal; an employee holds nothing, so a demotion gives nothing).
 */
export function memberRoleRefusal(auth: AuthContext, target: Grantee, to: RoleTarget, perms: RolePermissions): string | null {
  if (target.role === to.role && (target.roleId ?? null) === to.roleId) return null;
  if (target.userId === auth.userId) return ROLES_MSG.ownRole;
  if (target.role === 'owner') return ROLES_MSG.ownerRole;
  const taking = accessRefusal(auth, target, perms);
  if (taking) return taking;
  return to.role === 'employee' ? null : grantRefusal(auth, to.roleId, perms);
}
