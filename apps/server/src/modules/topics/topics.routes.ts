import { zFindSubmissionGroupsRequest } from '@voyce/contracts/submissions';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { TopicsService } from './topics.service.ts';

export function topicsRoutes(svc: TopicsService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/findSubmissionGroups',
      access: 'leader',
      input: zFindSubmissionGroupsRequest,
      summary: 'Topics (submission groups) with filters and pagination',
      handler: (b, ctx) => svc.findSubmissionGroups(ctx.auth!, b),
    }),
  ];
}
