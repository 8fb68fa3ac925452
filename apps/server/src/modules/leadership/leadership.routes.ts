import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import { LEADERSHIP_MSG } from '@voyce/contracts/leadership';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { LeadershipService } from './leadership.service.ts';

/** Spec 2 §7 (the find call is /findLeadershipTeamMembers, in organizations). */
export function leadershipRoutes(svc: LeadershipService): RouteDef[] {
  return [
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
