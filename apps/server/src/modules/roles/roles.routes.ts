import { userEndpoints } from '@voyce/contracts/endpoints/users';
import { ROLES_MSG } from '@voyce/contracts/roles';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { RolesService } from './roles.service.ts';

/** Roles and permissions (/settings/roles-permissions). */
export function rolesRoutes(svc: RolesService): RouteDef[] {
  return [
    defineRoute(userEndpoints.findRoles, (_b, ctx) => svc.findRoles(ctx.auth)),
    defineRoute(userEndpoints.createRole, async (b, ctx) => new WithMessage(await svc.createRole(ctx.auth, b), ROLES_MSG.created)),
    defineRoute(userEndpoints.updateRole, async (b, ctx) => new WithMessage(await svc.updateRole(ctx.auth, b.id, b), ROLES_MSG.updated)),
    defineRoute(userEndpoints.deleteRole, async (b, ctx) => new WithMessage(await svc.deleteRole(ctx.auth, b.id), ROLES_MSG.deleted)),
    defineRoute(
      userEndpoints.assignRole,
      async (b, ctx) => new WithMessage(await svc.assignRole(ctx.auth, b.userId, b.roleId), ROLES_MSG.assigned),
    ),
    defineRoute(userEndpoints.changeUserRole, (b, ctx) => svc.changeMemberRoles(ctx.auth, b.userIds, b.roleId)),
  ];
}
