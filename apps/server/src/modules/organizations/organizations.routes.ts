import { zFindLeadershipTeamMembersRequest, zFindOrganizationMembersRequest, zFindOrganizationsRequest } from '@voyce/contracts/workspace';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { OrganizationsService } from './organizations.service.ts';

export function organizationsRoutes(svc: OrganizationsService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/findLeadershipTeamMembers',
      access: 'leader',
      input: zFindLeadershipTeamMembersRequest,
      summary: 'Leadership team members (emergency contacts and delegation recipients), by name',
      handler: (_b, ctx) => svc.findLeadershipTeamMembers(ctx.auth!),
    }),
    defineRoute({
      method: 'POST',
      url: '/findOrganizationMembers',
      access: 'leader',
      input: zFindOrganizationMembersRequest,
      summary: 'Active members of the organisation (id, name, email, role), by name',
      handler: (b, ctx) => svc.findMembers(ctx.auth!, b.filter.search, b.page, b.pageSize),
    }),
    defineRoute({
      method: 'POST',
      url: '/findOrganizations',
      access: 'leader',
      input: zFindOrganizationsRequest,
      summary: "The caller's organisation (entities[0]: id, name)",
      handler: (_b, ctx) => svc.findOrganizations(ctx.auth!),
    }),
  ];
}
