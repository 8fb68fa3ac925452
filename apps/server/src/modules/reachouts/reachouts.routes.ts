import {
  REACHOUT_MSG,
  zFindMyReachoutsRequest,
  zFindReachoutRequest,
  zFindReachoutsRequest,
  zGenerateParticipationMessageRequest,
  zGenerateReachoutSummaryRequest,
  zRespondToReachoutRequest,
  zSendParticipationMessageRequest,
  zCountReachoutAudienceRequest,
  zUpdateReachoutRequest,
} from '@voyce/contracts/reachouts';
import { SUMMARY_STARTED_MESSAGE } from '@voyce/contracts/submissions';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { ReachoutsService } from './reachouts.service.ts';

/** Reach-outs: leaders send and read them; MyVoyce employees of the audience answer. */
export function reachoutsRoutes(svc: ReachoutsService): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/sendParticipationMessage',
      access: 'leader',
      input: zSendParticipationMessageRequest,
      summary: 'Create a reach-out and deliver it (MyVoyce and e-mail) to every active employee of the audience departments',
      handler: async (b, ctx) => new WithMessage(await svc.send(ctx.auth!, b), REACHOUT_MSG.sent),
    }),
    defineRoute({
      method: 'POST',
      url: '/countReachoutAudience',
      access: 'leader',
      input: zCountReachoutAudienceRequest,
      summary: "The wizard's live audience size (active employees of the departments, each once) and the organisation's minimum group size",
      handler: (b, ctx) => svc.countAudience(ctx.auth!, b.departmentIds),
    }),
    defineRoute({
      method: 'POST',
      url: '/findReachouts',
      access: 'leader',
      input: zFindReachoutsRequest,
      summary: 'Reach-outs with audience and figures, paginated (page size 10)',
      handler: (b, ctx) => svc.find(ctx.auth!, b.filter, b.page, b.pageSize),
    }),
    defineRoute({
      method: 'POST',
      url: '/findReachout',
      access: 'leader',
      input: zFindReachoutRequest,
      summary: 'One reach-out with audience, figures and AI summary',
      handler: (b, ctx) => svc.findOne(ctx.auth!, b.id),
    }),
    defineRoute({
      method: 'POST',
      url: '/updateReachout',
      access: 'leader',
      input: zUpdateReachoutRequest,
      summary: 'Close or reopen response intake',
      handler: async (b, ctx) =>
        new WithMessage(await svc.update(ctx.auth!, b.id, b.status), b.status === 'Closed' ? REACHOUT_MSG.closed : REACHOUT_MSG.reopened),
    }),
    defineRoute({
      method: 'POST',
      url: '/generateReachoutSummary',
      access: 'leader',
      input: zGenerateReachoutSummaryRequest,
      summary: "Start the AI summary of a reach-out's answers (a job; read it later in aiSummary)",
      handler: async (b, ctx) => new WithMessage(await svc.startSummary(ctx.auth!, b.reachoutId), SUMMARY_STARTED_MESSAGE),
    }),
    defineRoute({
      method: 'POST',
      url: '/generateParticipationMessage',
      access: 'leader',
      input: zGenerateParticipationMessageRequest,
      summary: 'AI Enhance: a title and a polished reach-out message from a draft and an objective',
      rateLimit: { max: 30, timeWindow: 60_000 },
      handler: (b, ctx) => svc.enhance(ctx.auth!, b.prompt, b.userObjective),
    }),
    defineRoute({
      method: 'POST',
      url: '/employee/findMyReachouts',
      access: 'employee',
      input: zFindMyReachoutsRequest.optional(),
      summary: 'The reach-outs delivered to me, and whether I answered',
      handler: (_b, ctx) => svc.findMine(ctx.auth!),
    }),
    defineRoute({
      method: 'POST',
      url: '/employee/respondToReachout',
      access: 'employee',
      input: zRespondToReachoutRequest,
      summary: 'Answer a reach-out anonymously (one answer each, while intake is open)',
      handler: async (b, ctx) => new WithMessage(await svc.respond(ctx.auth!, b.reachoutId, b.body), REACHOUT_MSG.answered),
    }),
  ];
}
