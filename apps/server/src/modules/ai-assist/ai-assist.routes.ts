import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { SUMMARY_STARTED_MESSAGE } from '@voyce/contracts/insights';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { AiAssistService } from './ai-assist.service.ts';

export function aiAssistRoutes(svc: AiAssistService): RouteDef[] {
  return [
    defineRoute(insightEndpoints.generateSubmissionResponse, (b, ctx) => svc.draftReply(ctx.auth, b.submissionIds, b.prompt)),
    defineRoute(insightEndpoints.generateDelegationMessage, (b, ctx) => svc.draftDelegation(ctx.auth, b.submissionId, b.prompt)),
    defineRoute(
      insightEndpoints.generateInsightsAISummary,
      async (b, ctx) => new WithMessage(await svc.startTopicSummary(ctx.auth, b.topicId), SUMMARY_STARTED_MESSAGE),
    ),
  ];
}
