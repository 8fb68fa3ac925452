import { WORKSPACE_MSG } from '@voyce/contracts/workspace';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import * as repo from './triage.repository.ts';

/**
 * Close, reopen, mark as win, rate (spec 1 §4). Each change writes its activity row in the
 * same transaction; insights already in the asked state are left alone. Ids of another
 * organisation are simply not there: when none of the ids is, the answer is 404.
 */
export function createTriageService(deps: { db: Db }) {
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
  };
}
export type TriageService = ReturnType<typeof createTriageService>;
