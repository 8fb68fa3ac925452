import type { zFindSubmissionsRequest } from '@voyce/contracts/insights';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { IdentityVault } from '../../lib/identity-vault.ts';
import { paginationMeta } from '../../lib/pagination.ts';
import { submissionWhere } from './insight-filters.sql.ts';
import * as repo from './insight-lists.repository.ts';
import { serializeSubmissions, type RevealedIdentity } from './insights.serializer.ts';

export type InsightListDeps = { db: Db; vault: IdentityVault };
const DEFAULT_PAGE_SIZE = 10;

export function createInsightListService(deps: InsightListDeps) {
  const { db, vault } = deps;

  /**
   * Names and e-mails of the authors of the given insights who accepted a reveal, and of
   * nobody else (the query checks unmaskedAt itself). Lists and exports read identities only
   * here; for an insight without an accepted reveal the vault is not even read.
   */
  async function revealedIdentities(organizationId: string, submissionIds: string[]): Promise<Map<string, RevealedIdentity>> {
    const sealed = await repo.revealedAuthors(db, organizationId, submissionIds);
    const authorBySubmission = new Map(sealed.map((a) => [a.submissionId, vault.open(organizationId, a.authorRef)]));
    const people = new Map((await repo.usersByIds(db, [...new Set(authorBySubmission.values())])).map((u) => [u.id, u]));
    const identities = new Map<string, RevealedIdentity>();
    for (const [submissionId, userId] of authorBySubmission) {
      const p = people.get(userId);
      if (p) identities.set(submissionId, { firstName: p.firstName, lastName: p.lastName, email: p.email });
    }
    return identities;
  }

  return {
    async findSubmissions(auth: AuthContext, req: z.infer<typeof zFindSubmissionsRequest>) {
      const page = req.page ?? req.filter.page ?? 1;
      const pageSize = req.pageSize ?? req.filter.pageSize ?? (req.filter.ids ? Math.max(req.filter.ids.length, 1) : DEFAULT_PAGE_SIZE);
      const where = submissionWhere({ ...req.filter, organizationId: auth.organizationId }, new Date(), true);
      const { rows, total, capped } = await repo.findPage(db, where, page, pageSize);
      const revealed = rows.filter((r) => r.insight.unmaskedAt).map((r) => r.insight.id);
      const entities = serializeSubmissions(auth.organizationId, rows, await revealedIdentities(auth.organizationId, revealed));
      const answer = { entities, count: total, meta: { pagination: paginationMeta(total, page, pageSize) } };
      // Said only when true: an exact count's answer is the spec's, field for field.
      return capped ? { ...answer, totalCapped: true } : answer;
    },

    revealedIdentities,
  };
}
export type InsightListService = ReturnType<typeof createInsightListService>;
