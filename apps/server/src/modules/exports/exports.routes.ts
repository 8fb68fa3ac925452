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
  ];
}
