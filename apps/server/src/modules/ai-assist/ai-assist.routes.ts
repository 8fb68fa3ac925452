import {
  SUMMARY_STARTED_MESSAGE,
  zGenerateInsightsAISummaryRequest,
  zGenerateSubmissionResponseRequest,
} from '@voyce/contracts/submissions';
import { zGenerateDelegationMessageRequest } from '@voyce/contracts/workspace';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { AiAssistService } from './ai-assist.service.ts';

export function aiAssistRoutes(svc: AiAssistService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/generateSubmissionResponse',
      access: 'leader',
      input: zGenerateSubmissionResponseRequest,
      summary: 'AI draft of a reply to the selected insights',
      handler: (b, ctx) => svc.draftReply(ctx.auth!, b.submissionIds, b.prompt),
    }),
    defineRoute({
      method: 'POST',
      url: '/generateDelegationMessage',
      access: 'leader',
      input: zGenerateDelegationMessageRequest,
      summary: 'AI draft of the note that goes with a delegated insight',
      handler: (b, ctx) => svc.draftDelegation(ctx.auth!, b.submissionId, b.prompt),
    }),
    defineRoute({
      method: 'POST',
      url: '/generateInsightsAISummary',
      access: 'leader',
      input: zGenerateInsightsAISummaryRequest,
      summary: "Start the AI summary of a topic (a job; read it later in the topic's insightsSummary)",
      handler: async (b, ctx) => new WithMessage(await svc.startTopicSummary(ctx.auth!, b.topicId), SUMMARY_STARTED_MESSAGE),
    }),
  ];
}
