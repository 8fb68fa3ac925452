import { zFindSubmissionActivityRequest, zFindSubmissionMessagesRequest } from '@voyce/contracts/workspace';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import type { TimelineService } from './timeline.service.ts';

export function timelineRoutes(svc: TimelineService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/findSubmissionMessages',
      access: 'leader',
      input: zFindSubmissionMessagesRequest,
      summary: 'The conversation on an insight, oldest first (the employee side is anonymous)',
      handler: (b, ctx) => svc.findMessages(ctx.auth!, b.filter.submissionId),
    }),
    defineRoute({
      method: 'POST',
      url: '/findSubmissionActivity',
      access: 'leader',
      input: zFindSubmissionActivityRequest,
      summary: 'What happened to an insight (close, reopen, win, reply, delegate, rating, reveal steps), oldest first',
      handler: (b, ctx) => svc.findActivity(ctx.auth!, b.filter.submissionId),
    }),
  ];
}
