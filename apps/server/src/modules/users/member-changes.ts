import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import type { IdentityStore } from '../../lib/identity-store.ts';
import { recordMemberAudits } from '../audit/audit.service.ts';
import { refreshLeaderNames } from '../emergency-contacts/emergency-contacts.service.ts';
import * as writes from './member-writes.repository.ts';
import { memberDepartmentIds, type MemberRecord } from './users.repository.ts';
import type { UserChanges } from './users.rows.ts';

/** A member and their checked changes (users.rows checkUserChanges). */
export type Change = { member: MemberRecord; changes: UserChanges };

/** Writes members' checked changes: the edit drawer's one, a bulk update's many. */
export function createMemberChanges(identity: IdentityStore) {
  /**
   * Ends the person's sessions that act in this organisation (a deactivated member loses access
   * at once), and no others: another organisation deactivating someone must not sign them out of theirs.
   */
  async function endSessions(organizationId: string, userIds: string[]) {
    for (const userId of userIds) await identity.endUserSessions(userId, { organizationId });
  }

  /**
   * Applies users' checked changes (inside the caller's savepoint) in a few statements for all
   * of them: a bulk update of thousands of rows is not thousands of round trips.
   */
  async function applyAllChanges(tx: DbOrTx, auth: AuthContext, rows: Change[]) {
    await auditMoves(tx, auth, rows);
    await writes.updateMembers(
      tx,
      auth.organizationId,
      rows.map((r) => ({ userId: r.member.userId, fields: fieldsOf(r.changes) })),
    );
    // A renamed emergency contact's leadership entry takes the new name.
    const renamed = rows.filter((r) => r.changes.firstName !== undefined || r.changes.lastName !== undefined).map((r) => r.member.userId);
    await refreshLeaderNames(tx, auth.organizationId, renamed);
    await writes.replaceDepartments(
      tx,
      auth.organizationId,
      auth.userId,
      rows.flatMap((r) => (r.changes.departmentIds ? [{ userId: r.member.userId, departmentIds: r.changes.departmentIds }] : [])),
    );
    const disabled = rows.filter((r) => r.changes.disabled).map((r) => r.member.userId);
    if (disabled.length) await endSessions(auth.organizationId, disabled);
    for (const { member, changes: c } of rows) {
      if (!c.flags || member.role === 'employee') continue;
      const name = `${c.firstName ?? member.firstName ?? ''} ${c.lastName ?? member.lastName ?? ''}`.trim() || member.businessEmail;
      await writes.syncEmergencyContact(
        tx,
        {
          organizationId: auth.organizationId,
          userId: member.userId,
          existingId: member.leadershipTeamMemberId,
          name,
          email: member.businessEmail,
          createdBy: auth.userId,
        },
        c.flags,
      );
    }
  }

  return { endSessions, applyAllChanges };
}
export type MemberChanges = ReturnType<typeof createMemberChanges>;

/** Names and personal e-mail are the organisation's record (the membership), never the person's own. */
function fieldsOf(c: UserChanges): writes.MemberFields {
  const fields: writes.MemberFields = {};
  if (c.firstName !== undefined) fields.firstName = c.firstName;
  if (c.lastName !== undefined) fields.lastName = c.lastName;
  if (c.personalEmail !== undefined) fields.personalEmail = c.personalEmail;
  if (c.employeeId !== undefined) fields.employeeId = c.employeeId;
  if (c.divisionId !== undefined) fields.divisionId = c.divisionId;
  if (c.designationId !== undefined) fields.designationId = c.designationId;
  if (c.businessUnitId !== undefined) fields.businessUnitId = c.businessUnitId;
  if (c.locationId !== undefined) fields.locationId = c.locationId;
  if (c.roleId !== undefined) fields.roleId = c.roleId;
  if (c.disabled !== undefined) fields.disabled = c.disabled;
  return fields;
}

/**
 * Audits moves between structure tags (department, division, designation, business unit,
 * location): who someone is grouped with decides which audiences and figures they fall in, so
 * a leader narrowing a group to one person leaves a trace (ARCHITECTURE §5). One entry per
 * person moved, written together.
 */
async function auditMoves(tx: DbOrTx, auth: AuthContext, rows: Change[]) {
  const regrouped = rows.filter((r) => r.changes.departmentIds).map((r) => r.member.userId);
  const departmentsWere = regrouped.length ? await memberDepartmentIds(tx, auth.organizationId, regrouped) : new Map();
  const moves = rows.flatMap(({ member, changes: c }) => {
    const before: Record<string, string | null | string[]> = {};
    const after: Record<string, string | null | string[]> = {};
    for (const k of ['divisionId', 'designationId', 'businessUnitId', 'locationId'] as const) {
      if (c[k] !== undefined && c[k] !== member[k]) {
        before[k] = member[k];
        after[k] = c[k];
      }
    }
    if (c.departmentIds) {
      const was: string[] = departmentsWere.get(member.userId) ?? [];
      const now = [...new Set(c.departmentIds)];
      if (was.length !== now.length || was.some((d) => !now.includes(d))) {
        before.departmentIds = was.sort();
        after.departmentIds = now.sort();
      }
    }
    if (Object.keys(after).length === 0) return [];
    return [
      {
        action: 'user.moved' as const,
        target: { type: 'user', id: member.userId },
        detail: { before: JSON.stringify(before), after: JSON.stringify(after) },
      },
    ];
  });
  await recordMemberAudits(tx, auth, moves);
}
