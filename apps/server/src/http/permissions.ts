import type { Role } from '@voyce/contracts/common';
import type { Endpoint } from '@voyce/contracts/endpoint';
import { BUILT_IN_PERMISSIONS, ROLES_MSG, allows, type Permissions } from '@voyce/contracts/roles';
import { forbidden } from './app-error.ts';

/** A member's permissions: a custom role's for an admin carrying one, else the built-in role's. */
export function effectivePermissions(role: Role, custom: Permissions | null): Permissions {
  if (role === 'admin' && custom) return custom;
  return BUILT_IN_PERMISSIONS[role];
}

/**
 * What a membership may do, from its row: the custom role counts only for an admin whose role
 * still exists (a dangling id is a built-in admin). Sessions and the profile both read it here.
 */
export function membershipAccess(m: { role: Role; roleId: string | null; custom: Permissions | null }) {
  const roleId = m.role === 'admin' && m.custom ? m.roleId : null;
  return { roleId, permissions: effectivePermissions(m.role, roleId ? m.custom : null) };
}

/** True for owners and admins without a custom role: they may do everything. */
export const hasFullAccess = (role: Role, roleId: string | null): boolean => role === 'owner' || (role === 'admin' && !roleId);

/** The leader guard's check: what the endpoint needs of the member's role (packages/contracts endpoints). */
export function checkEndpointPermission(endpoint: Endpoint, auth: { permissions: Permissions }): void {
  const needed = endpoint.permission;
  // Every leader endpoint declares one (its type requires it); none means full access only.
  if (needed === 'any') return;
  if (!needed) throw forbidden();
  if (!allows(auth.permissions[needed.area], needed.level)) throw forbidden(ROLES_MSG.denied(needed.area, needed.level));
}
