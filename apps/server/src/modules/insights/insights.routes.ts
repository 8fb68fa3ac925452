import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { WORKSPACE_MSG } from '@voyce/contracts/workspace';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { InsightsService } from './insights.service.ts';

export function insightsRoutes(svc: InsightsService): RouteDef[] {
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
    defineRoute(
      insightEndpoints.replySubmission,
      async (b, ctx) => new WithMessage(await svc.reply(ctx.auth, b.filter.ids, b.response), 'Reply Sent'),
    ),
    defineRoute(
      insightEndpoints.unmaskSubmissionRequest,
      async (b, ctx) => new WithMessage(await svc.requestReveal(ctx.auth, b.submissionId), 'Reveal requested'),
    ),
  ];
}
