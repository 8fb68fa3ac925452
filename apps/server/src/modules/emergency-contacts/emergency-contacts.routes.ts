import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import { LEADERSHIP_MSG } from '@voyce/contracts/emergency-contacts';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { EmergencyContactsService } from './emergency-contacts.service.ts';

/** Spec 2 §7: the emergency contacts (the spec's leadership team), read and written here. */
export function emergencyContactRoutes(svc: EmergencyContactsService): RouteDef[] {
  return [
    defineRoute(organizationEndpoints.findLeadershipTeamMembers, (_b, ctx) => svc.list(ctx.auth)),
    defineRoute(
      organizationEndpoints.createLeadershipTeamMember,
      async (b, ctx) => new WithMessage(await svc.create(ctx.auth, b.entity), LEADERSHIP_MSG.saved),
    ),
    defineRoute(
      organizationEndpoints.updateLeadershipTeamMember,
      async (b, ctx) => new WithMessage(await svc.update(ctx.auth, b.entity.id, b.entity), LEADERSHIP_MSG.saved),
    ),
    defineRoute(
      organizationEndpoints.deleteLeadershipTeamMember,
      async (b, ctx) => new WithMessage(await svc.remove(ctx.auth, b.filter.id), LEADERSHIP_MSG.deleted),
    ),
  ];
}
