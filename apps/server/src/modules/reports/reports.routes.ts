import { zGenerateReportRequest } from '@voyce/contracts/reports';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { ReportsService } from './reports.service.ts';

export function reportsRoutes(svc: ReportsService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/generateReport',
      access: 'leader',
      input: zGenerateReportRequest,
      summary: 'A report (wins, reachoutSummary, topicSummary for a date range, or submissions) as CSV; answers {signedUrl, expiresAt}',
      handler: (b, ctx) => svc.generateReport(ctx.auth!, b),
    }),
  ];
}
