import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { WORKSPACE_MSG } from '@voyce/contracts/workspace';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { TopicsService } from './topics.service.ts';

export function topicsRoutes(svc: TopicsService): RouteDef[] {
  return [
    defineRoute(insightEndpoints.findSubmissionGroups, (b, ctx) => svc.findSubmissionGroups(ctx.auth, b), {
      // An export writes a file and an audit entry: computed every time.
      cachedAnswer: (b) => (b as { format?: string }).format !== 'csv',
    }),
    defineRoute(
      insightEndpoints.pinTopic,
      async (b, ctx) =>
        new WithMessage(await svc.pinTopic(ctx.auth, b.topicId, b.pinned), b.pinned ? WORKSPACE_MSG.pinned : WORKSPACE_MSG.unpinned),
    ),
    // Read from topic_chart_tally, which submission_groups' own triggers keep in the same
    // transaction: a topic's change moves the organisation's list version (migration 0022).
    defineRoute(insightEndpoints.fetchSubmissionsChartData, (b, ctx) => svc.chartData(ctx.auth, b.filter), { cachedAnswer: () => true }),
  ];
}
