import { LEADERSHIP_MSG } from '@voyce/contracts/leadership';
import type { LeadershipTeamMember } from '@voyce/contracts/workspace';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import * as repo from './leadership.repository.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';
import type { AuditAction } from '@voyce/contracts/audit';

type Fields = { name: string; email: string; violence: boolean; crime: boolean; threat: boolean };

const toMember = (r: Awaited<ReturnType<typeof repo.insertMember>>): LeadershipTeamMember => ({
  id: r.id,
  organizationId: r.organizationId,
  name: r.name,
  email: r.email,
  violence: r.violence,
  crime: r.crime,
  threat: r.threat,
  createdBy: r.createdBy,
});

/**
 * The leadership grid of the setup page (spec 2 §2). The pipeline e-mails these people for
 * the kinds they opted into; an e-mail appears once per organisation.
 */
export function createLeadershipService(deps: { db: Db }) {
  const { db } = deps;
  const audit = (id: string, action: AuditAction) => ({ action, target: { type: 'leadership_member', id } });
  const pick = (v: Fields): Fields => ({ name: v.name, email: v.email, violence: v.violence, crime: v.crime, threat: v.threat });
  return {
    async create(auth: AuthContext, v: Fields) {
      if (await repo.emailTaken(db, auth.organizationId, v.email))
        throw conflict(LEADERSHIP_MSG.emailTaken, { email: LEADERSHIP_MSG.emailTaken });
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertMember(tx, auth.organizationId, auth.userId, pick(v));
        await recordMemberAudit(tx, auth, { ...audit(created.id, 'settings.leadership_created'), detail: pick(v) });
        return created;
      });
      return { entity: toMember(row) };
    },
    async update(auth: AuthContext, id: string, v: Fields) {
      if (await repo.emailTaken(db, auth.organizationId, v.email, id))
        throw conflict(LEADERSHIP_MSG.emailTaken, { email: LEADERSHIP_MSG.emailTaken });
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateMember(tx, auth.organizationId, id, pick(v));
        if (updated) await recordMemberAudit(tx, auth, { ...audit(id, 'settings.leadership_updated'), detail: pick(v) });
        return updated;
      });
      if (!row) throw notFound(LEADERSHIP_MSG.notFound);
      return { entity: toMember(row) };
    },
    async remove(auth: AuthContext, id: string) {
      const deleted = await db.transaction(async (tx) => {
        const done = await repo.deleteMember(tx, auth.organizationId, id);
        if (done) await recordMemberAudit(tx, auth, audit(id, 'settings.leadership_deleted'));
        return done;
      });
      if (!deleted) throw notFound(LEADERSHIP_MSG.notFound);
      return { id };
    },
  };
}
export type LeadershipService = ReturnType<typeof createLeadershipService>;
