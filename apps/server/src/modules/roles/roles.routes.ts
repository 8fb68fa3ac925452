import {
  ROLES_MSG,
  zAssignRoleRequest,
  zCreateRoleRequest,
  zDeleteRoleRequest,
  zFindRolesRequest,
  zUpdateRoleRequest,
} from '@voyce/contracts/roles';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { RolesService } from './roles.service.ts';

/** Roles and permissions (/settings/roles-permissions). */
export function rolesRoutes(svc: RolesService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/findRoles',
      access: 'leader',
      input: zFindRolesRequest,
      summary: 'Built-in roles (owner, admin, employee) then custom roles, with permissions and member counts',
      handler: (_b, ctx) => svc.findRoles(ctx.auth!),
    }),
    defineRoute({
      method: 'POST',
      url: '/createRole',
      access: 'leader',
      input: zCreateRoleRequest,
      summary: 'Create a custom admin role (a level per area)',
      handler: async (b, ctx) => new WithMessage(await svc.createRole(ctx.auth!, b), ROLES_MSG.created),
    }),
    defineRoute({
      method: 'PATCH',
      url: '/updateRole',
      access: 'leader',
      input: zUpdateRoleRequest,
      summary: 'Rename a custom role or change its permissions (built-in roles cannot be changed)',
      handler: async (b, ctx) => new WithMessage(await svc.updateRole(ctx.auth!, b.id, b), ROLES_MSG.updated),
    }),
    defineRoute({
      method: 'POST',
      url: '/deleteRole',
      access: 'leader',
      input: zDeleteRoleRequest,
      summary: 'Delete a custom role; its holders become plain admins',
      handler: async (b, ctx) => new WithMessage(await svc.deleteRole(ctx.auth!, b.id), ROLES_MSG.deleted),
    }),
    defineRoute({
      method: 'POST',
      url: '/assignRole',
      access: 'leader',
      input: zAssignRoleRequest,
      summary: 'Give an admin a custom role (roleId) or full access back (null)',
      handler: async (b, ctx) => new WithMessage(await svc.assignRole(ctx.auth!, b.userId, b.roleId), ROLES_MSG.assigned),
    }),
  ];
}
