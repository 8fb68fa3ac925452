import { zExportReachoutDetailsRequest, zExportReachoutsRequest } from '@voyce/contracts/reachouts';
import { zExportInsightsDetailsRequest } from '@voyce/contracts/workspace';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { ExportsService } from './exports.service.ts';

export function exportsRoutes(svc: ExportsService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/exportInsightsDetails',
      access: 'leader',
      input: zExportInsightsDetailsRequest,
      summary: "A topic's insights as CSV; answers {data:{url, expiresAt}} (a short-lived signed download)",
      handler: (b, ctx) => svc.exportTopicInsights(ctx.auth!, b.filter.topicId),
    }),
    defineRoute({
      method: 'POST',
      url: '/exportReachouts',
      access: 'leader',
      input: zExportReachoutsRequest,
      summary: 'The reach-out history (filtered as /findReachouts) as CSV; answers {url, expiresAt}',
      handler: (b, ctx) => svc.exportReachouts(ctx.auth!, b.filter),
    }),
    defineRoute({
      method: 'POST',
      url: '/exportReachoutDetails',
      access: 'leader',
      input: zExportReachoutDetailsRequest,
      summary: "A reach-out's answers as CSV; answers {data:{url, expiresAt}}",
      handler: (b, ctx) => svc.exportReachoutDetails(ctx.auth!, b.filter.id),
    }),
  ];
}
