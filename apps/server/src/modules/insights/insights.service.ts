import { ANONYMITY_MSG } from '@voyce/contracts/anonymity';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { WORKSPACE_MSG, type ActivityRecipient } from '@voyce/contracts/workspace';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { recordAudit, recordMemberAudit } from '../audit/audit.service.ts';
import * as repo from './insight-state.repository.ts';

/**
 * The insight's state changes (spec 1 §4): close, reopen, mark as win, rate, reply, and a
 * reveal asked by a leader and answered by the author. Each change writes its activity row in
 * the same transaction (insight-state.repository.ts); insights already in the asked state are
 * left alone. Ids of another organisation are simply not there: when none of the ids is, 404.
 */
export function createInsightsService(deps: { db: Db }) {
  const { db } = deps;

  async function act<T>(auth: AuthContext, ids: string[], change: (tx: DbOrTx, ids: string[]) => Promise<T>) {
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const found = await repo.existingIds(tx, auth.organizationId, unique);
      if (found.length === 0) throw notFound(WORKSPACE_MSG.insightNotFound);
      return change(tx, found);
    });
  }

  return {
    /** For a module whose change to an insight belongs in its own transaction (a delegation and its e-mails). */
    markDelegated: (tx: DbOrTx, organizationId: string, ids: string[], userId: string, at: Date, recipients: ActivityRecipient[]) =>
      repo.markDelegated(tx, organizationId, ids, userId, at, recipients),

    /** The author's reply (the caller has checked the insight is theirs and open). */
    addAuthorMessage: (organizationId: string, submissionId: string, body: string) =>
      db.transaction((tx) => repo.addAuthorMessage(tx, organizationId, submissionId, body)),

    async markAsWin(auth: AuthContext, ids: string[]) {
      const at = new Date();
      const marked = await act(auth, ids, (tx, found) => repo.markAsWin(tx, auth.organizationId, found, auth.userId, at));
      if (marked.length === 0) throw conflict(WORKSPACE_MSG.alreadyWin);
      return { ids: marked, markedAsWinAt: at.toISOString() };
    },

    async close(auth: AuthContext, ids: string[]) {
      const at = new Date();
      const closed = await act(auth, ids, (tx, found) => repo.close(tx, auth.organizationId, found, auth.userId, at));
      return { ids: closed, closedAt: at.toISOString() };
    },

    async reopen(auth: AuthContext, ids: string[]) {
      const reopened = await act(auth, ids, (tx, found) => repo.reopen(tx, auth.organizationId, found, auth.userId));
      return { ids: reopened };
    },

    async rate(auth: AuthContext, submissionId: string, rating: 'thumbsUp' | 'thumbsDown') {
      const outcome = await db.transaction((tx) => repo.rate(tx, auth.organizationId, submissionId, rating, auth.userId));
      if (!outcome) throw notFound(WORKSPACE_MSG.insightNotFound);
      return { submissionId, rating };
    },

    /**
     * Replies to one or many insights. Nothing is sent to the authors now: an e-mail queued by
     * the reply carries its time, and the outbox or the mail server's log would name the author.
     * They see it in MyVoyce when they come; the weekly reminder (jobs/myvoyce-reminder.ts)
     * goes to every employee alike, news or none.
     */
    async reply(auth: AuthContext, ids: string[], response: string) {
      const repliedIds = await repo.addLeaderReplies(db, auth.organizationId, [...new Set(ids)], auth.userId, response);
      if (repliedIds.length === 0) throw notFound('Insight not found');
      return { ids: repliedIds, sentCount: repliedIds.length };
    },

    async requestReveal(auth: AuthContext, submissionId: string) {
      const outcome = await db.transaction(async (tx) => {
        const result = await repo.requestReveal(tx, auth.organizationId, submissionId, auth.userId);
        if (result === 'requested') {
          await recordMemberAudit(tx, auth, { action: 'reveal.requested', target: { type: 'insight', id: submissionId } });
        }
        return result;
      });
      if (outcome === 'not_found') throw notFound('Insight not found');
      // One request per insight, ever: asking again after a decline would wear the author down.
      if (outcome === 'not_allowed') throw new AppError(ERROR_CODES.revealAlreadyRequested, 409, ANONYMITY_MSG.revealAlreadyRequested);
      return { requestedUnmaskAt: new Date().toISOString() };
    },

    /**
     * The author's answer to a reveal request (the caller has checked the insight is theirs).
     * The audit row names no one (ARCHITECTURE §5). 409 when no request is pending.
     */
    async answerReveal(organizationId: string, submissionId: string, accept: boolean) {
      const answered = await db.transaction(async (tx) => {
        const done = await repo.answerReveal(tx, organizationId, submissionId, accept);
        if (done) {
          await recordAudit(tx, {
            organizationId,
            actor: 'anonymous-employee',
            action: 'reveal.answered',
            target: { type: 'insight', id: submissionId },
            detail: { accepted: accept },
          });
        }
        return done;
      });
      if (!answered)
        throw new AppError(ERROR_CODES.noPendingRequest, 409, 'There is no pending request to reveal your identity for this insight.');
      return { unmaskState: accept ? ('accepted' as const) : ('declined' as const) };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
