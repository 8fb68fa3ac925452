import { zFindSubmissionsRequest, zReplySubmissionRequest, zUnmaskSubmissionRequest } from '@voyce/contracts/submissions';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { SubmissionsService } from './submissions.service.ts';

export function submissionsRoutes(svc: SubmissionsService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/findSubmissions',
      access: 'leader',
      input: zFindSubmissionsRequest,
      summary: 'Insights (processed and closed) with filters and pagination',
      handler: (b, ctx) => svc.findSubmissions(ctx.auth!, b),
    }),
    defineRoute({
      method: 'POST',
      url: '/replySubmission',
      access: 'leader',
      input: zReplySubmissionRequest,
      summary: 'Reply to one or many insights (the authors read it in MyVoyce)',
      handler: async (b, ctx) => new WithMessage(await svc.replySubmissions(ctx.auth!, b.filter.ids, b.response), 'Reply Sent'),
    }),
    defineRoute({
      method: 'POST',
      url: '/unmaskSubmissionRequest',
      access: 'leader',
      input: zUnmaskSubmissionRequest,
      summary: "Ask an insight's author to reveal their identity (they decide)",
      handler: async (b, ctx) => new WithMessage(await svc.requestUnmask(ctx.auth!, b.submissionId), 'Reveal requested'),
    }),
  ];
}
