import { LEADERSHIP_MSG } from '@voyce/contracts/emergency-contacts';
import type { LeadershipTeamMember } from '@voyce/contracts/workspace';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import * as repo from './emergency-contacts.repository.ts';
import { changeDetail } from '../audit/audit-changes.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';
import type { AuditAction } from '@voyce/contracts/audit';

/** As the request carries them: the two kinds of ours are optional (see contracts/emergency-contacts). */
type Fields = { name: string; email: string; violence: boolean; crime: boolean; threat: boolean; selfHarm?: boolean; harassment?: boolean };
type Stored = Required<Fields>;

const toMember = (r: Awaited<ReturnType<typeof repo.insertMember>>, mayReceiveAlerts: boolean): LeadershipTeamMember => ({
  id: r.id,
  organizationId: r.organizationId,
  name: r.name,
  email: r.email,
  violence: r.violence,
  crime: r.crime,
  threat: r.threat,
  selfHarm: r.selfHarm,
  harassment: r.harassment,
  createdBy: r.createdBy,
  mayReceiveAlerts,
});

/**
 * After people are renamed, in the rename's transaction: the leadership entries that are their
 * emergency contacts take the name their organisation now sees for them. Called by
 * user management (organizationId: its own) and by My Account (null: every organisation).
 */
export const refreshLeaderNames = (tx: DbOrTx, organizationId: string | null, userIds: string[]) =>
  repo.refreshLinkedNames(tx, organizationId, userIds);

/**
 * The leadership grid of the setup page (spec 2 §2). The pipeline e-mails these people for
 * the kinds they opted into; an e-mail appears once per organisation. An entry with a member's
 * e-mail is that member's emergency contact: her user record shows its kinds.
 */
export function createEmergencyContactsService(deps: { db: Db }) {
  const { db } = deps;
  const audit = (id: string, action: AuditAction) => ({ action, target: { type: 'leadership_member', id } });
  const pick = (v: Fields, kept: { selfHarm: boolean; harassment: boolean }): Stored => ({
    name: v.name,
    email: v.email,
    violence: v.violence,
    crime: v.crime,
    threat: v.threat,
    selfHarm: v.selfHarm ?? kept.selfHarm,
    harassment: v.harassment ?? kept.harassment,
  });
  /**
   * An entry with any kind ticked is an emergency contact: its alerts carry insights' words, so
   * its e-mail must be a leader of the organisation who may view insights. One with
   * none (a name for the delegation and share pickers) may be any address.
   */
  const checkAlertable = (fields: Stored, alertable: boolean) => {
    const contact = fields.violence || fields.crime || fields.threat || fields.selfHarm || fields.harassment;
    if (contact && !alertable) throw badRequest(LEADERSHIP_MSG.notAlertable, { email: LEADERSHIP_MSG.notAlertable });
  };
  return {
    /** The grid of the setup page, each entry with whether it may receive an alert now. */
    async list(auth: AuthContext): Promise<{ entities: LeadershipTeamMember[] }> {
      const rows = await repo.listLeadershipTeam(db, auth.organizationId);
      return { entities: rows.map(({ row, mayReceiveAlerts }) => toMember(row, mayReceiveAlerts)) };
    },

    async create(auth: AuthContext, v: Fields) {
      if (await repo.emailTaken(db, auth.organizationId, v.email))
        throw conflict(LEADERSHIP_MSG.emailTaken, { email: LEADERSHIP_MSG.emailTaken });
      // Self-harm and harassment alerts go to leaders who may view insights unless the request says otherwise.
      const alertable = await repo.mayReceiveAlertsEmail(db, auth.organizationId, v.email);
      const fields = pick(v, { selfHarm: alertable, harassment: alertable });
      checkAlertable(fields, alertable);
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertMember(tx, auth.organizationId, auth.userId, fields);
        await repo.linkMembers(tx, auth.organizationId, created.id, created.email);
        await recordMemberAudit(tx, auth, { ...audit(created.id, 'settings.leadership_created'), detail: fields });
        return created;
      });
      return { entity: toMember(row, alertable) };
    },
    async update(auth: AuthContext, id: string, v: Fields) {
      if (await repo.emailTaken(db, auth.organizationId, v.email, id))
        throw conflict(LEADERSHIP_MSG.emailTaken, { email: LEADERSHIP_MSG.emailTaken });
      const current = await repo.findMember(db, auth.organizationId, id);
      if (!current) throw notFound(LEADERSHIP_MSG.notFound);
      const fields = pick(v, current);
      const alertable = await repo.mayReceiveAlertsEmail(db, auth.organizationId, fields.email);
      checkAlertable(fields, alertable);
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateMember(tx, auth.organizationId, id, fields);
        if (updated) await repo.linkMembers(tx, auth.organizationId, id, updated.email);
        // The name (the log's target) and old → new for what changed.
        if (updated)
          await recordMemberAudit(tx, auth, {
            ...audit(id, 'settings.leadership_updated'),
            detail: { name: fields.name, email: fields.email, ...changeDetail(current, fields) },
          });
        return updated;
      });
      if (!row) throw notFound(LEADERSHIP_MSG.notFound);
      return { entity: toMember(row, alertable) };
    },
    async remove(auth: AuthContext, id: string) {
      const deleted = await db.transaction(async (tx) => {
        const gone = await repo.findMember(tx, auth.organizationId, id);
        const done = await repo.deleteMember(tx, auth.organizationId, id);
        // Who it was and what they were alerted for: the row is gone, the log keeps it.
        if (done && gone)
          await recordMemberAudit(tx, auth, {
            ...audit(id, 'settings.leadership_deleted'),
            detail: pick(gone, gone),
          });
        return done;
      });
      if (!deleted) throw notFound(LEADERSHIP_MSG.notFound);
      return { id };
    },
  };
}
export type EmergencyContactsService = ReturnType<typeof createEmergencyContactsService>;
