import type { zFindSubmissionsRequest } from '@voyce/contracts/submissions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { IdentityVault } from '../../lib/identity-vault.ts';
import { paginationMeta } from '../../lib/pagination.ts';
import { submissionWhere } from './submission-filters.ts';
import * as repo from './submissions.repository.ts';
import { serializeSubmissions } from './submissions.serializer.ts';

export type SubmissionsDeps = { db: Db; vault: IdentityVault };
const DEFAULT_PAGE_SIZE = 10;

export function createSubmissionsService(deps: SubmissionsDeps) {
  const { db, vault } = deps;
  return {
    async findSubmissions(auth: AuthContext, req: z.infer<typeof zFindSubmissionsRequest>) {
      const page = req.page ?? 1;
      const pageSize = req.pageSize ?? (req.filter.ids ? Math.max(req.filter.ids.length, 1) : DEFAULT_PAGE_SIZE);
      const where = submissionWhere({ ...req.filter, organizationId: auth.organizationId });
      const { rows, total } = await repo.findPage(db, where, page, pageSize);
      const entities = await serializeSubmissions(db, vault, auth.organizationId, rows);
      return { entities, count: total, meta: { pagination: paginationMeta(total, page, pageSize) } };
    },

    async requestUnmask(auth: AuthContext, submissionId: string) {
      const outcome = await db.transaction((tx) => repo.requestUnmask(tx, auth.organizationId, submissionId, auth.userId));
      if (outcome === 'not_found') throw notFound('Insight not found');
      if (outcome === 'not_allowed') {
        throw new AppError('UNMASK_NOT_ALLOWED', 409, 'A reveal was already requested for this insight.');
      }
      return { requestedUnmaskAt: new Date().toISOString() };
    },
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
