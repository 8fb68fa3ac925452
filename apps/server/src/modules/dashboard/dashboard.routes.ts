import { zDashboardRequest } from '@voyce/contracts/workspace';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(svc: DashboardService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/fetchDashboardSummary',
      access: 'leader',
      input: zDashboardRequest,
      summary: 'My Dashboard: priority counts, volume, recent activity, theme and department views',
      handler: (b, ctx) => svc.summary(ctx.auth!, b.filter),
    }),
  ];
}
