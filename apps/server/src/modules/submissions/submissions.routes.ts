import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { SubmissionsService } from './submissions.service.ts';

export function submissionsRoutes(svc: SubmissionsService): RouteDef[] {
  return [
    defineRoute(insightEndpoints.findSubmissions, (b, ctx) => svc.findSubmissions(ctx.auth, b)),
    defineRoute(
      insightEndpoints.replySubmission,
      async (b, ctx) => new WithMessage(await svc.replySubmissions(ctx.auth, b.filter.ids, b.response), 'Reply Sent'),
    ),
    defineRoute(
      insightEndpoints.unmaskSubmissionRequest,
      async (b, ctx) => new WithMessage(await svc.requestUnmask(ctx.auth, b.submissionId), 'Reveal requested'),
    ),
  ];
}
