import {
  WORKSPACE_MSG,
  zCloseSubmissionsRequest,
  zMarkAsWinRequest,
  zRateSubmissionRequest,
  zReopenSubmissionsRequest,
} from '@voyce/contracts/workspace';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { TriageService } from './triage.service.ts';

export function triageRoutes(svc: TriageService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/markAsWin',
      access: 'leader',
      input: zMarkAsWinRequest,
      summary: 'Mark insights as a win (only those not yet marked; no undo)',
      handler: async (b, ctx) => new WithMessage(await svc.markAsWin(ctx.auth!, b.filter.ids), WORKSPACE_MSG.markedAsWin),
    }),
    defineRoute({
      method: 'POST',
      url: '/closeSubmissions',
      access: 'leader',
      input: zCloseSubmissionsRequest,
      summary: 'Close insights; a topic whose insights are all closed closes too',
      handler: async (b, ctx) => new WithMessage(await svc.close(ctx.auth!, b.filter.ids), WORKSPACE_MSG.closed),
    }),
    defineRoute({
      method: 'POST',
      url: '/reopenSubmissions',
      access: 'leader',
      input: zReopenSubmissionsRequest,
      summary: 'Reopen closed insights and their topics',
      handler: async (b, ctx) => new WithMessage(await svc.reopen(ctx.auth!, b.filter.ids), WORKSPACE_MSG.reopened),
    }),
    defineRoute({
      method: 'POST',
      url: '/rateSubmission',
      access: 'leader',
      input: zRateSubmissionRequest,
      summary: 'Rate an insight thumbs up or down',
      handler: async (b, ctx) => new WithMessage(await svc.rate(ctx.auth!, b.submissionId, b.rating), WORKSPACE_MSG.rated),
    }),
  ];
}
