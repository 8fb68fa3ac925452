import { zFindSubmissionGroupsRequest } from '@voyce/contracts/submissions';
import { WORKSPACE_MSG, zFetchChartDataRequest, zPinTopicRequest } from '@voyce/contracts/workspace';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { TopicsService } from './topics.service.ts';

export function topicsRoutes(svc: TopicsService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/findSubmissionGroups',
      access: 'leader',
      input: zFindSubmissionGroupsRequest,
      summary: "Topics (submission groups) with filters and pagination; format 'csv' answers a signed download URL",
      handler: (b, ctx) => svc.findSubmissionGroups(ctx.auth!, b),
    }),
    defineRoute({
      method: 'POST',
      url: '/pinTopic',
      access: 'leader',
      input: zPinTopicRequest,
      summary: 'Pin or unpin a topic; answers the pinned time (null when unpinned)',
      handler: async (b, ctx) =>
        new WithMessage(await svc.pinTopic(ctx.auth!, b.topicId, b.pinned), b.pinned ? WORKSPACE_MSG.pinned : WORKSPACE_MSG.unpinned),
    }),
    defineRoute({
      method: 'POST',
      url: '/fetchSubmissionsChartData',
      access: 'leader',
      input: zFetchChartDataRequest,
      summary: 'Explorer chart: topics per department by priority (Low, Medium, High, Critical)',
      handler: (b, ctx) => svc.chartData(ctx.auth!, b.filter),
    }),
  ];
}
