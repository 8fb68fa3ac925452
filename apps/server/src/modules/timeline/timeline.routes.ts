import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { TimelineService } from './timeline.service.ts';

export function timelineRoutes(svc: TimelineService): RouteDef[] {
  return [
    defineRoute(insightEndpoints.findSubmissionMessages, (b, ctx) => svc.findMessages(ctx.auth, b.filter.submissionId)),
    defineRoute(insightEndpoints.findSubmissionActivity, (b, ctx) => svc.findActivity(ctx.auth, b.filter.submissionId)),
  ];
}
