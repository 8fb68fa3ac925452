import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { TOPIC_CORRECTION_MSG } from '@voyce/contracts/topic-corrections';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { TopicCorrectionsService } from './topic-corrections.service.ts';

export function topicCorrectionsRoutes(svc: TopicCorrectionsService): RouteDef[] {
  return [
    defineRoute(
      insightEndpoints.renameTopic,
      async (b, ctx) => new WithMessage(await svc.renameTopic(ctx.auth, b.topicId, b.title), TOPIC_CORRECTION_MSG.renamed),
    ),
    defineRoute(
      insightEndpoints.mergeTopics,
      async (b, ctx) => new WithMessage(await svc.mergeTopics(ctx.auth, b.targetTopicId, b.sourceTopicId), TOPIC_CORRECTION_MSG.merged),
    ),
    defineRoute(
      insightEndpoints.moveSubmission,
      async (b, ctx) => new WithMessage(await svc.moveSubmission(ctx.auth, b), TOPIC_CORRECTION_MSG.moved),
    ),
    // Read from submission_groups alone, whose every change moves the list version (migration 0022).
    defineRoute(insightEndpoints.findSimilarTopics, (b, ctx) => svc.findSimilarTopics(ctx.auth, b.topicId), { cachedAnswer: () => true }),
    defineRoute(insightEndpoints.findSimilarTopicPairs, (_b, ctx) => svc.findSimilarTopicPairs(ctx.auth), { cachedAnswer: () => true }),
  ];
}
