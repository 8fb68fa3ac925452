import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { ShareService } from './share.service.ts';

export function shareRoutes(svc: ShareService): RouteDef[] {
  return [defineRoute(insightEndpoints.shareDetails, (b, ctx) => svc.shareDetails(ctx.auth, b))];
}
