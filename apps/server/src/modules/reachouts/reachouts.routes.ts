import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import { REACHOUT_MSG } from '@voyce/contracts/reachouts';
import { SUMMARY_STARTED_MESSAGE } from '@voyce/contracts/insights';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { ReachoutsService } from './reachouts.service.ts';

/** Reach-outs: leaders send and read them; MyVoyce employees of the audience answer. */
export function reachoutsRoutes(svc: ReachoutsService): RouteDef[] {
  return [
    defineRoute(
      reachoutEndpoints.sendParticipationMessage,
      async (b, ctx) => new WithMessage(await svc.send(ctx.auth, b), REACHOUT_MSG.sent),
    ),
    defineRoute(reachoutEndpoints.countReachoutAudience, (b, ctx) => svc.countAudience(ctx.auth, b.departmentIds)),
    defineRoute(reachoutEndpoints.findReachouts, (b, ctx) => svc.find(ctx.auth, b.filter, b.page, b.pageSize)),
    defineRoute(reachoutEndpoints.findReachout, (b, ctx) => svc.findOne(ctx.auth, b.id)),
    defineRoute(
      reachoutEndpoints.updateReachout,
      async (b, ctx) =>
        new WithMessage(
          await svc.update(ctx.auth, b.id, b),
          b.status === undefined ? REACHOUT_MSG.translationsSaved : b.status === 'Closed' ? REACHOUT_MSG.closed : REACHOUT_MSG.reopened,
        ),
    ),
    defineRoute(
      reachoutEndpoints.generateReachoutSummary,
      async (b, ctx) => new WithMessage(await svc.startSummary(ctx.auth, b.reachoutId), SUMMARY_STARTED_MESSAGE),
    ),
    defineRoute(
      reachoutEndpoints.generateParticipationMessage,
      async (b, ctx) => {
        const draft = await svc.enhance(ctx.auth, b.prompt, b.userObjective);
        return { ...draft, response: { title: draft.title, message: draft.message } };
      },
      {
        rateLimit: { max: 30, timeWindow: 60_000 },
      },
    ),
    defineRoute(reachoutEndpoints.findMyReachouts, (_b, ctx) => svc.findMine(ctx.auth)),
    defineRoute(
      reachoutEndpoints.respondToReachout,
      async (b, ctx) => new WithMessage(await svc.respond(ctx.auth, b.reachoutId, b.body), REACHOUT_MSG.answered),
    ),
  ];
}
