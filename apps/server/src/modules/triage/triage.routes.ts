import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { WORKSPACE_MSG } from '@voyce/contracts/workspace';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { TriageService } from './triage.service.ts';

export function triageRoutes(svc: TriageService): RouteDef[] {
  return [
    defineRoute(
      insightEndpoints.markAsWin,
      async (b, ctx) => new WithMessage(await svc.markAsWin(ctx.auth, b.filter.ids), WORKSPACE_MSG.markedAsWin),
    ),
    defineRoute(
      insightEndpoints.closeSubmissions,
      async (b, ctx) => new WithMessage(await svc.close(ctx.auth, b.filter.ids), WORKSPACE_MSG.closed),
    ),
    defineRoute(
      insightEndpoints.reopenSubmissions,
      async (b, ctx) => new WithMessage(await svc.reopen(ctx.auth, b.filter.ids), WORKSPACE_MSG.reopened),
    ),
    defineRoute(
      insightEndpoints.rateSubmission,
      async (b, ctx) => new WithMessage(await svc.rate(ctx.auth, b.submissionId, b.rating), WORKSPACE_MSG.rated),
    ),
  ];
}
