import { reportEndpoints } from '@voyce/contracts/endpoints/reports';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { ReportsService } from './reports.service.ts';

export function reportsRoutes(svc: ReportsService): RouteDef[] {
  return [
    defineRoute(reportEndpoints.generateReport, (b, ctx) => svc.generateReport(ctx.auth, b)),
    defineRoute(reportEndpoints.previewReport, (b, ctx) => svc.previewReport(ctx.auth, b)),
    defineRoute(reportEndpoints.findRecentReports, (_b, ctx) => svc.findRecentReports(ctx.auth)),
  ];
}
