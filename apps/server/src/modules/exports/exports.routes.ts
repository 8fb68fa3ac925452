import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { ExportsService } from './exports.service.ts';

export function exportsRoutes(svc: ExportsService): RouteDef[] {
  return [
    defineRoute(insightEndpoints.exportInsightsDetails, (b, ctx) => svc.exportTopicInsights(ctx.auth, b.filter.topicId)),
    defineRoute(reachoutEndpoints.exportReachouts, (b, ctx) => svc.exportReachouts(ctx.auth, b.filter)),
    defineRoute(reachoutEndpoints.exportReachoutDetails, (b, ctx) => svc.exportReachoutDetails(ctx.auth, b.filter.id)),
  ];
}
