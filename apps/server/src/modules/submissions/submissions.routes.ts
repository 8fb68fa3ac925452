import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { SubmissionsService } from './submissions.service.ts';

export function submissionsRoutes(svc: SubmissionsService): RouteDef[] {
  return [defineRoute(insightEndpoints.findSubmissions, (b, ctx) => svc.findSubmissions(ctx.auth, b), { cachedAnswer: () => true })];
}
