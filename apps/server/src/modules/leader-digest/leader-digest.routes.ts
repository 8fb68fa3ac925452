import { leaderDigestEndpoints } from '@voyce/contracts/endpoints/leader-digest';
import { LEADER_DIGEST_MSG as M } from '@voyce/contracts/leader-digest';
import { defineRoute, RawReply, type RouteDef } from '../../http/routes.ts';
import { esc, messagePage } from '../downloads/downloads.routes.ts';
import type { LeaderDigestService, UnsubscribeOutcome } from './leader-digest.service.ts';

const HTML = 'text/html; charset=utf-8';
const NO_STORE = { 'cache-control': 'no-store' };

/** The confirmation page: one button, a plain link with confirm=yes (no script, no form body). */
function confirmPage(confirmHref: string): string {
  return messagePage(M.confirmTitle, M.confirmText).replace(
    '</p></main>',
    `</p><p style="margin-top:20px"><a href="${esc(confirmHref)}" style="display:inline-block;background:#4F46E5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${esc(M.confirmButton)}</a></p></main>`,
  );
}

function toReply(outcome: UnsubscribeOutcome, confirmHref: string): RawReply {
  if (outcome === 'invalid') return new RawReply(messagePage(M.invalidTitle, M.invalidText), HTML, NO_STORE, 400);
  if (outcome === 'confirm') return new RawReply(confirmPage(confirmHref), HTML, NO_STORE);
  return new RawReply(messagePage(M.doneTitle, M.doneText), HTML, NO_STORE);
}

export function leaderDigestRoutes(svc: LeaderDigestService): RouteDef[] {
  return [
    defineRoute(leaderDigestEndpoints.findMyLeaderDigest, (_b, ctx) => svc.findMine(ctx.auth)),
    defineRoute(leaderDigestEndpoints.setMyLeaderDigest, (b, ctx) => svc.setMine(ctx.auth, b.on)),
    defineRoute(leaderDigestEndpoints.unsubscribe, async (q, ctx) => {
      const token = (ctx.request.params as { token: string }).token;
      const outcome = await svc.unsubscribe(token, q.confirm === 'yes');
      return toReply(outcome, `${encodeURIComponent(token)}?confirm=yes`);
    }),
  ];
}
