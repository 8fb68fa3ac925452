import { MEMBER_SEARCH_PAGE_SIZE, STRUCTURE_MSG, type MemberSearchHit } from '@voyce/contracts/structure';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { paginationMeta } from '../../lib/pagination.ts';
import * as people from './member-search.repository.ts';

type SearchInput = {
  query?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  excludePending?: boolean | undefined;
  ids?: string[] | undefined;
};

/** Who may head or manage a department, and the pickers' search for them. */
export function createMemberSearchService(deps: { db: Db }) {
  const { db } = deps;

  async function chosen(organizationId: string, ids: string[]) {
    const rows = await people.membersByIds(db, organizationId, [...new Set(ids)]);
    return { rows, total: rows.length };
  }

  return {
    /** A page of people by query (every word in the name, e-mail or a department), or the chosen ones by id. */
    async searchMembers(auth: AuthContext, q: SearchInput) {
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? MEMBER_SEARCH_PAGE_SIZE;
      const found = q.ids
        ? await chosen(auth.organizationId, q.ids)
        : await people.searchMembers(db, auth.organizationId, {
            words: (q.query ?? '').split(/\s+/).filter(Boolean).slice(0, 5),
            excludePending: q.excludePending ?? false,
            limit: pageSize,
            offset: (page - 1) * pageSize,
          });
      const departments = await people.departmentNamesOf(
        db,
        auth.organizationId,
        found.rows.map((r) => r.id),
      );
      const entities: MemberSearchHit[] = found.rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        departments: departments.get(r.id) ?? [],
        status: r.status,
      }));
      // Chosen people by id come as one page holding them all.
      const meta = q.ids ? paginationMeta(found.total, 1, Math.max(found.total, 1)) : paginationMeta(found.total, page, pageSize);
      return { entities, meta: { pagination: meta } };
    },

    /**
     * A department's head or manager must be a member of the organisation (else 404, as
     * missing); a newly chosen one must also be active and not have declined their invite (the
     * pickers offer no one else): someone invited and not registered yet may lead.
     * One already in place (`current`) is kept as is.
     */
    async checkLeader(organizationId: string, field: string, userId: string | undefined, current: string | null | undefined) {
      if (!userId) return;
      const member = await people.memberState(db, organizationId, userId);
      if (!member) throw notFound(STRUCTURE_MSG.unknownUser);
      if (userId !== current && (member.disabled || member.inviteStatus === 'rejected')) {
        throw badRequest(STRUCTURE_MSG.headNotActive, { [field]: STRUCTURE_MSG.headNotActive });
      }
    },
  };
}
