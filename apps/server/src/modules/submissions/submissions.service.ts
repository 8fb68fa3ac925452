import type { zFindSubmissionsRequest } from '@voyce/contracts/submissions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { IdentityVault } from '../../lib/identity-vault.ts';
import { paginationMeta } from '../../lib/pagination.ts';
import { ANONYMITY_MSG } from '@voyce/contracts/anonymity';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { submissionWhere } from './submission-filters.ts';
import * as repo from './submissions.repository.ts';
import { serializeSubmissions } from './submissions.serializer.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';

export type SubmissionsDeps = { db: Db; vault: IdentityVault };
const DEFAULT_PAGE_SIZE = 10;

export function createSubmissionsService(deps: SubmissionsDeps) {
  const { db, vault } = deps;
  return {
    async findSubmissions(auth: AuthContext, req: z.infer<typeof zFindSubmissionsRequest>) {
      const page = req.page ?? 1;
      const pageSize = req.pageSize ?? (req.filter.ids ? Math.max(req.filter.ids.length, 1) : DEFAULT_PAGE_SIZE);
      const where = submissionWhere({ ...req.filter, organizationId: auth.organizationId }, new Date(), true);
      const { rows, total } = await repo.findPage(db, where, page, pageSize);
      const entities = await serializeSubmissions(db, vault, auth.organizationId, rows);
      return { entities, count: total, meta: { pagination: paginationMeta(total, page, pageSize) } };
    },

    /**
     * Replies to one or many insights. Nothing is sent to the authors now: an e-mail queued by
     * the reply carries its time, and the outbox or the mail server's log would name the author.
     * They hear of it in the author digest, at a fixed hour (jobs/author-digest.ts).
     */
    async replySubmissions(auth: AuthContext, ids: string[], response: string) {
      const repliedIds = await db.transaction((tx) =>
        repo.addLeaderReplies(tx, auth.organizationId, [...new Set(ids)], auth.userId, response),
      );
      if (repliedIds.length === 0) throw notFound('Insight not found');
      return { ids: repliedIds, sentCount: repliedIds.length };
    },

    /**
     * Names and e-mails of the authors of the given insights who accepted a reveal, and of
     * nobody else (the query checks unmaskedAt itself). Exports read identities only here.
     */
    async revealedIdentities(organizationId: string, submissionIds: string[]) {
      const sealed = await repo.revealedAuthors(db, organizationId, submissionIds);
      const authorBySubmission = new Map(sealed.map((a) => [a.submissionId, vault.open(organizationId, a.authorRef)]));
      const people = new Map((await repo.usersByIds(db, [...new Set(authorBySubmission.values())])).map((u) => [u.id, u]));
      const identities = new Map<string, { firstName: string | null; lastName: string | null; email: string }>();
      for (const [submissionId, userId] of authorBySubmission) {
        const p = people.get(userId);
        if (p) identities.set(submissionId, { firstName: p.firstName, lastName: p.lastName, email: p.email });
      }
      return identities;
    },

    async requestUnmask(auth: AuthContext, submissionId: string) {
      const outcome = await db.transaction(async (tx) => {
        const result = await repo.requestUnmask(tx, auth.organizationId, submissionId, auth.userId);
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
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
