import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(svc: DashboardService): RouteDef[] {
  return [
    defineRoute(insightEndpoints.fetchDashboardSummary, (b, ctx) => svc.summary(ctx.auth, b.filter)),
    defineRoute(insightEndpoints.fetchDashboardTrends, (b, ctx) => svc.trends(ctx.auth, b.filter)),
    defineRoute(insightEndpoints.fetchTopicSparklines, (b, ctx) => svc.topicSparklines(ctx.auth, b.topicIds)),
  ];
}
