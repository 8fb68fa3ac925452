import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { InsightListService } from './insight-lists.service.ts';

export function insightListRoutes(svc: InsightListService): RouteDef[] {
  return [defineRoute(insightEndpoints.findSubmissions, (b, ctx) => svc.findSubmissions(ctx.auth, b), { cachedAnswer: () => true })];
}
