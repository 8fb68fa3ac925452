import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { WORKSPACE_MSG } from '@voyce/contracts/workspace';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { DelegationService } from './delegation.service.ts';

export function delegationRoutes(svc: DelegationService): RouteDef[] {
  return [
    defineRoute(
      insightEndpoints.sendSubmissionToLeadershipTeamMember,
      async (b, ctx) => new WithMessage(await svc.send(ctx.auth, b), WORKSPACE_MSG.sent),
    ),
    defineRoute(insightEndpoints.findDelegateEmails, (b, ctx) => svc.findDelegateEmails(ctx.auth, b.filter.search)),
  ];
}
