import { allows } from '@voyce/contracts/roles';
import type { OrganizationMember } from '@voyce/contracts/workspace';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { paginationMeta } from '../../lib/pagination.ts';
import { inviteUser } from '../invites/invites.service.ts';
import * as repo from './organizations.repository.ts';
import { removeOrganizationRows, type RemovedOrganization } from './organization-removal.repository.ts';

const MEMBERS_PAGE_SIZE = 500;

/** Operator action (CLI): a new organisation and an invite for its first admin. */
export async function createOrganization(db: Db, appUrl: string, v: { name: string; adminEmail: string }) {
  return db.transaction(async (tx) => {
    const organizationId = await repo.insertOrganization(tx, v.name);
    const invite = await inviteUser(tx, appUrl, {
      organizationId,
      organizationName: v.name,
      email: v.adminEmail,
      role: 'admin',
      invitedBy: null,
    });
    return { organizationId, inviteId: invite.inviteId };
  });
}

/** The organisation's k (ARCHITECTURE §5): every module that shows figures over people asks here. */
export const minGroupSizeOf = (db: DbOrTx, organizationId: string) => repo.minGroupSize(db, organizationId);

/**
 * The organisation's k inside a transaction that sends under it ('share') or changes it
 * ('update'): the two take turns, so no reach-out is sent under a k that is being raised
 * without taking the raise (reachouts/reachout-k.ts).
 */
export const lockedMinGroupSizeOf = (tx: DbOrTx, organizationId: string, mode: 'share' | 'update') =>
  repo.lockedMinGroupSize(tx, organizationId, mode);

/** The organisation's people, as the workspace's pickers and settings read them. */
export function createOrganizationsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /**
     * Members by name. Everyone (employees' names and e-mails included) only for users:view;
     * other leader roles pick from leaders only (shares, delegation, 'Prompted by'), which is
     * all those pickers offer.
     */
    async findMembers(auth: AuthContext, search: string | undefined, page = 1, pageSize = MEMBERS_PAGE_SIZE) {
      const leadersOnly = !allows(auth.permissions.users, 'view');
      const { rows, total } = await repo.listMembers(db, auth.organizationId, search, pageSize, (page - 1) * pageSize, leadersOnly);
      const entities: OrganizationMember[] = rows.map((r) => ({ id: r.id, name: r.name || r.email, email: r.email, role: r.role }));
      return { entities, meta: { pagination: paginationMeta(total, page, pageSize) } };
    },

    /** Spec 2 §7: data.entities[0] is the caller's organisation. */
    async findOrganizations(auth: AuthContext) {
      const org = await repo.findOrganization(db, auth.organizationId);
      return { entities: org ? [{ id: org.id, name: org.name, createdAt: org.createdAt.toISOString() }] : [] };
    },
  };
}
export type OrganizationsService = ReturnType<typeof createOrganizationsService>;

/**
 * Operator action (CLI `org:delete`): a tenant that leaves, removed with everything it holds, in
 * one transaction. The name must be given back as written, so that a mistyped id removes nothing.
 */
export async function removeOrganization(
  db: Db,
  organizationId: string,
  confirmName: string,
): Promise<{ removed: RemovedOrganization } | { refused: 'not-found' | 'name-mismatch' }> {
  return db.transaction(async (tx) => {
    const org = await repo.findOrganization(tx, organizationId);
    if (!org) return { refused: 'not-found' as const };
    if (org.name !== confirmName) return { refused: 'name-mismatch' as const };
    const removed = await removeOrganizationRows(tx, organizationId);
    return removed ? { removed } : { refused: 'not-found' as const };
  });
}
