import { z } from './zod.ts';
import { lessThanChars, minChars } from './messages.ts';
import { zBulkResult } from './user-bulk.ts';
import {
  allows,
  FULL_ACCESS_ONLY_MSG,
  FULL_PERMISSIONS,
  NO_PERMISSIONS,
  PERMISSION_AREAS,
  PERMISSION_LEVELS,
  type PermissionArea,
  type PermissionLevel,
  type Permissions,
} from './permissions.ts';

/**
 * Roles and permissions (the spec names the routes, not the content). Built-in roles
 * are a membership's role: owner, admin, employee. An admin membership may also carry a custom
 * role, which narrows what that admin may do per area; owner and a plain admin may do everything.
 */

export { allows, FULL_PERMISSIONS, NO_PERMISSIONS, PERMISSION_AREAS, PERMISSION_LEVELS } from './permissions.ts';
export type { PermissionArea, PermissionLevel, Permissions } from './permissions.ts';
export const zPermissionArea = z.enum(PERMISSION_AREAS);
export const zPermissionLevel = z.enum(PERMISSION_LEVELS);

export const zPermissions = z.strictObject({
  insights: zPermissionLevel,
  reachouts: zPermissionLevel,
  reports: zPermissionLevel,
  settings: zPermissionLevel,
  users: zPermissionLevel,
});

export const BUILT_IN_ROLES = ['owner', 'admin', 'employee'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];
/** What each built-in role may do. Employees use the MyVoyce portal, never the dashboard. */
export const BUILT_IN_PERMISSIONS: Record<BuiltInRole, Permissions> = {
  owner: FULL_PERMISSIONS,
  admin: FULL_PERMISSIONS,
  employee: NO_PERMISSIONS,
};

/**
 * The least role (role escalation). A leader added or invited without a role
 * (/user-management/addBlyndspotUsers, the CSV import, /invite with role ADMIN) holds it: a
 * dashboard account that may do nothing until someone allowed to grant more assigns a role.
 * Why no permissions at all rather than, say, insights:view: reading anonymous feedback is the
 * most sensitive thing the product does, an invitation says who someone is, not what they may
 * read, and a role with nothing in it is the only one every leader who may add users can give
 * without granting more than they hold. It is one role per organisation, listed with the
 * built-in roles (builtIn true, a uuid id); it cannot be renamed, changed or deleted.
 */
export const LEAST_ROLE_NAME = 'No access';
export const LEAST_ROLE_PERMISSIONS: Permissions = NO_PERMISSIONS;
/**
 * The roleId a bulk user row (add, bulk update) sends for the built-in admin role, full access
 * (findRoles lists it with this id). Only owners and admins with full access may give it.
 */
export const FULL_ACCESS_ROLE_ID = 'admin';
/**
 * The roleId /user-management/changeRole takes to make someone an employee: MyVoyce only, no
 * dashboard (they move to the MyVoyce tab). Any other choice makes them a leader.
 */
export const EMPLOYEE_ROLE_ID = 'employee';
/**
 * The roleId /user-management/changeRole takes for the least role ('No access') before the
 * organisation has its row (findRoles lists it once someone holds it); its id works as well.
 */
export const LEAST_ROLE_CHOICE = 'least';

/** True when `wanted` asks for nothing beyond `held`, area by area. */
export const within = (wanted: Permissions, held: Permissions): boolean =>
  PERMISSION_AREAS.every((area) => allows(held[area], wanted[area]));

export const ROLES_MSG = {
  nameRequired: 'Role name is required',
  nameMin: minChars(3),
  nameMax: lessThanChars(50),
  nameTaken: 'A role with this name already exists',
  roleNotFound: 'Role not found',
  userNotFound: 'User not found',
  builtInReadOnly: 'Built-in roles cannot be changed',
  adminsOnly: 'Custom roles can be given to admins only',
  fullAccessOnly: FULL_ACCESS_ONLY_MSG,
  // Grants: who may give which role.
  ownRole: 'You cannot change your own role',
  beyondOwn: 'You can only give permissions you have yourself',
  fullAccessGrant: 'Only an owner or an admin with full access can give full access',
  superior: 'You cannot change the access of someone who may do more than you',
  /** Names, departments, tags, a pending invite: any other write about such a person. */
  superiorDetails: 'You cannot change the details of someone who may do more than you',
  ownerRole: "The organization owner's role cannot be changed",
  roleRequired: 'Please select a role',
  usersRequired: 'Please select at least one user',
  /** The 403 of a call the caller's role does not allow; {area} and {level} filled in. */
  denied: (area: PermissionArea, level: PermissionLevel) =>
    `Your role does not allow you to ${level === 'edit' ? 'change' : 'view'} ${AREA_LABELS[area].toLowerCase()}.`,
  created: 'Role created',
  updated: 'Role updated',
  deleted: 'Role deleted',
  assigned: 'Role assigned',
} as const;

export const AREA_LABELS: Record<PermissionArea, string> = {
  insights: 'Insights',
  reachouts: 'Reach-outs',
  reports: 'Reports',
  settings: 'Settings',
  users: 'Users',
};

const zUuid = z.uuid({ error: 'Invalid id' });

export const zRoleName = z
  .string({ error: ROLES_MSG.nameRequired })
  .check(z.trim(), z.minLength(1, ROLES_MSG.nameRequired), z.minLength(3, ROLES_MSG.nameMin), z.maxLength(50, ROLES_MSG.nameMax));

/**
 * A role as the roles list shows it. Built-in roles have their name as id ('owner', 'admin',
 * 'employee') and builtIn true; custom roles a uuid. memberCount counts members holding it.
 */
export const zRoleEntity = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  permissions: zPermissions,
  memberCount: z.number().check(z.int()),
  createdAt: z.nullable(z.string()),
});
export type RoleEntity = z.infer<typeof zRoleEntity>;

/**
 * Calls: POST /findRoles {filter:{organizationId}}, POST /createRole, PATCH /updateRole,
 * POST /deleteRole {id, organizationId}, POST /assignRole {organizationId, userId, roleId}.
 */
export const zFindRolesRequest = z.strictObject({ filter: z.strictObject({ organizationId: zUuid }) });
/** Built-in roles first (owner, admin, employee), then custom roles by name. */
export const zFindRolesResponse = z.object({ entities: z.array(zRoleEntity) });

export const zCreateRoleRequest = z.strictObject({ organizationId: zUuid, name: zRoleName, permissions: zPermissions });
export const zUpdateRoleRequest = z.strictObject({ id: zUuid, organizationId: zUuid, name: zRoleName, permissions: zPermissions });
export const zRoleResponse = z.object({ entity: zRoleEntity });
/** Members holding a deleted role become plain admins again. */
export const zDeleteRoleRequest = z.strictObject({ id: zUuid, organizationId: zUuid });
export const zDeleteRoleResponse = z.object({ id: z.string() });

/** roleId null gives the admin back full access. Owners and full admins only, never for their own role (403). */
export const zAssignRoleRequest = z.strictObject({ organizationId: zUuid, userId: zUuid, roleId: z.nullable(zUuid) });
export const zAssignRoleResponse = z.object({ userId: z.string(), roleId: z.nullable(z.string()) });

/**
 * POST /user-management/changeRole: gives each user one role — EMPLOYEE_ROLE_ID (demotes a
 * leader to the MyVoyce tab), FULL_ACCESS_ROLE_ID, LEAST_ROLE_CHOICE or a role's id (promotes an
 * employee to the Blyndspot tab). The grant rules of /user-management/update apply per user; a
 * user refused or not found is a failure with details.roleId (or userId), never a half change.
 * Someone moving between employee and leader is signed out of this organisation, and a leader
 * made employee stops being an emergency contact.
 */
export const zRoleChoice = z.union(
  [
    z.enum([EMPLOYEE_ROLE_ID, FULL_ACCESS_ROLE_ID, LEAST_ROLE_CHOICE], { error: ROLES_MSG.roleRequired }),
    z.uuid({ error: ROLES_MSG.roleRequired }),
  ],
  { error: ROLES_MSG.roleRequired },
);
export type RoleChoice = z.infer<typeof zRoleChoice>;
export const zChangeUserRoleRequest = z.strictObject({
  organizationId: zUuid,
  userIds: z.array(zUuid).check(z.minLength(1, ROLES_MSG.usersRequired), z.maxLength(1000)),
  roleId: zRoleChoice,
});
/** Per user, in the order sent (row is 1-based): successes (including no change) and failures. */
export const zChangeUserRoleResponse = zBulkResult;

/** The role form of /settings/roles-permissions/new and /{id}/edit. */
export const zRoleForm = z.object({ name: zRoleName, permissions: zPermissions });
export type RoleForm = z.infer<typeof zRoleForm>;
