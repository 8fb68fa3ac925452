import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { OrganizationsService } from './organizations.service.ts';

export function organizationsRoutes(svc: OrganizationsService): RouteDef[] {
  return [
    defineRoute(organizationEndpoints.findOrganizationMembers, (b, ctx) => svc.findMembers(ctx.auth, b.filter.search, b.page, b.pageSize)),
    defineRoute(organizationEndpoints.findOrganizations, (_b, ctx) => svc.findOrganizations(ctx.auth)),
  ];
}
