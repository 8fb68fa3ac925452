import { ERROR_CODES } from '@voyce/contracts/errors';
import type { BulkFailure, BulkUserInput, UpdateIdentifier } from '@voyce/contracts/user-bulk';
import { fileDuplicates } from '@voyce/contracts/user-import';
import { BULK_CONFIRM_SHARE, USERS_MSG } from '@voyce/contracts/user-messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';
import { accessRefusal, detailsRefusal, roleChangeRefusal, type RolePermissions } from '../roles/grants.ts';
import { loadRolePermissions } from '../roles/roles.service.ts';
import { inSavepointBatches, type Success } from './in-savepoint-batches.ts';
import type { Change, MemberChanges } from './member-changes.ts';
import * as repo from './users.repository.ts';
import { checkUserChanges, type Details, failureOf, indexTags, type UserChanges } from './users.rows.ts';

/** A bulk update's row that passed its checks. */
type Planned = Change & { row: number };
type UpdateInput = { role: repo.ListRole; identifier: UpdateIdentifier; users: BulkUserInput[] };

/**
 * What bulkUpdate would do, without writing: each row's member and checked changes, or all
 * its issues (field -> issue). A row names its person by the identifier among the tab's
 * members; an employee ID two of them share names nobody, and one another member of the
 * organisation holds is never given. The import preview shows these same issues.
 */
export async function planUpdate(db: Db, auth: AuthContext, v: UpdateInput) {
  const memberRoles = repo.rolesOfTab(v.role);
  const keyOf = (u: BulkUserInput) =>
    v.identifier === 'email' ? (u.businessEmail ?? '').trim().toLowerCase() : (u.employeeId ?? '').trim();
  const given = v.identifier === 'email' ? [...new Set(v.users.map((u) => (u.employeeId ?? '').trim()).filter(Boolean))] : [];
  const [tags, perms, found, holders] = await Promise.all([
    repo.loadTags(db, auth.organizationId).then(indexTags),
    loadRolePermissions(db, auth.organizationId),
    repo.membersByIdentifier(db, auth.organizationId, memberRoles, v.identifier, [...new Set(v.users.map(keyOf).filter(Boolean))]),
    repo.employeeIdHolders(db, auth.organizationId, given),
  ]);
  const byKey = new Map<string, repo.MemberRecord[]>();
  for (const m of found) {
    const key = v.identifier === 'email' ? m.businessEmail : (m.employeeId ?? '');
    byKey.set(key, [...(byKey.get(key) ?? []), m]);
  }
  const repeated = fileDuplicates(v.users, 'update', v.identifier);
  const failures: BulkFailure[] = [];
  const planned: Planned[] = [];
  const field = v.identifier === 'email' ? 'businessEmail' : 'employeeId';
  v.users.forEach((u, i) => {
    const row = i + 1;
    const key = keyOf(u);
    const matches = (key && byKey.get(key)) || [];
    if (!key)
      return failures.push(
        failureOf(row, u.businessEmail ?? '', {
          [field]: v.identifier === 'email' ? USERS_MSG.invalidEmail : USERS_MSG.employeeIdRequired,
        }),
      );
    if (!matches.length) return failures.push(failureOf(row, u.businessEmail ?? key, { [field]: USERS_MSG.userNotFound }));
    if (matches.length > 1) return failures.push(failureOf(row, u.businessEmail ?? key, { [field]: USERS_MSG.employeeIdAmbiguous }));
    const member = matches[0]!;
    const details: Details = {};
    if (v.identifier === 'employeeId' && !isBlank(u.businessEmail) && u.businessEmail!.trim().toLowerCase() !== member.businessEmail) {
      details.businessEmail = USERS_MSG.emailNotEditable;
    }
    const checked = checkUserChanges(u, tags, member.role !== 'employee', member.businessUnitId);
    if (!checked.ok) for (const [f, issue] of Object.entries(checked.details)) details[f] ??= issue;
    const employeeId = checked.ok ? checked.value.employeeId : undefined;
    if (v.identifier === 'email' && employeeId && employeeId !== member.employeeId) {
      if (holders.get(employeeId)?.some((id) => id !== member.userId)) details.employeeId ??= USERS_MSG.employeeIdExists;
    }
    // The same person twice (the first row counts), or an employee ID given to two people.
    for (const [f, issue] of Object.entries(repeated[i] ?? {})) details[f] ??= issue;
    if (!checked.ok || Object.keys(details).length) return failures.push(failureOf(row, member.businessEmail, details));
    const refused = rowRefusal(auth, member, checked.value, perms);
    if (refused) return failures.push(failureOf(row, member.businessEmail, refused));
    planned.push({ row, member, changes: checked.value });
  });
  return { planned, failures, memberRoles };
}

/**
 * Finds each row's member by the identifier and applies its changes, in savepoint batches (a
 * failed row rolls back alone). More than 40% of the tab's members changed asks for confirmation
 * first (409 CONFIRMATION_REQUIRED) unless `confirm` is set.
 */
export async function bulkUpdate(db: Db, changes: MemberChanges, auth: AuthContext, v: UpdateInput & { confirm?: boolean | undefined }) {
  const { planned, failures, memberRoles } = await planUpdate(db, auth, v);
  const existing = await repo.countMembers(db, auth.organizationId, memberRoles);
  if (!v.confirm && planned.length > existing * BULK_CONFIRM_SHARE) {
    throw new AppError(ERROR_CODES.confirmationRequired, 409, USERS_MSG.confirmationRequired(planned.length, existing), {
      affected: planned.length,
      existing,
    });
  }
  const success: Success[] = [];
  await db.transaction(async (tx) => {
    await inSavepointBatches(tx, planned, (sp, batch) => changes.applyAllChanges(sp, auth, batch), {
      written: (batch) => {
        for (const p of batch) success.push({ row: p.row, email: p.member.businessEmail, userId: p.member.userId });
      },
      failed: (p) => failures.push(failureOf(p.row, p.member.businessEmail, { row: USERS_MSG.rowFailed })),
    });
    await recordMemberAudit(tx, auth, {
      action: 'users.bulk_updated',
      target: { type: 'users' },
      detail: { role: v.role, identifier: v.identifier, updated: success.length, failed: failures.length },
    });
  });
  failures.sort((a, b) => a.row - b.row);
  return { entity: { success, failures } };
}

/**
 * Why a checked row may not be written by this caller, or null: its person may do more than the
 * caller (details), is the caller or an owner being deactivated, or its change of access is not
 * the caller's to give (roles/grants.ts).
 */
function rowRefusal(auth: AuthContext, member: repo.MemberRecord, c: UserChanges, perms: RolePermissions): Details | null {
  const superior = detailsRefusal(auth, member, perms);
  if (superior) return { row: superior };
  if (c.disabled && (member.userId === auth.userId || member.role === 'owner')) {
    return { disabled: member.role === 'owner' ? USERS_MSG.cannotDeactivateOwner : USERS_MSG.cannotDeactivateSelf };
  }
  const roleId = c.roleId === undefined ? null : roleChangeRefusal(auth, member, c.roleId, perms);
  if (roleId) return { roleId };
  const disabled = c.disabled === undefined || c.disabled === member.disabled ? null : accessRefusal(auth, member, perms);
  return disabled ? { disabled } : null;
}

const isBlank = (v: string | null | undefined) => !v || v.trim() === '';
