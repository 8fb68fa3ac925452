import { ERROR_CODES } from '@voyce/contracts/errors';
import type { BulkFailure, BulkUserInput } from '@voyce/contracts/user-bulk';
import { fileDuplicates, importedToBulk, type ProcessCsvResponse } from '@voyce/contracts/user-import';
import { BULK_CONFIRM_SHARE, USERS_MSG } from '@voyce/contracts/user-messages';
import { zUpdateUserRequest } from '@voyce/contracts/user-writes';
import type { UserListFilters, UserMetrics, UserRow } from '@voyce/contracts/users';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { registrationKey, type IdentityStore } from '../../lib/identity-store.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { inviteMail } from '../../mail/templates.ts';
import { registrationLink } from '../invites/invites.service.ts';
import { processUsersCsv } from './users.csv.ts';
import * as repo from './users.repository.ts';
import { checkNewUser, checkUserChanges, type Details, failureOf, indexTags, type TagIndex, type UserChanges } from './users.rows.ts';
import { toUserRow } from './users.serializer.ts';
import { recordMemberAudit, recordMemberAudits } from '../audit/audit.service.ts';
import { refreshLeaderNames } from '../leadership/leadership.service.ts';
import { accessRefusal, detailsRefusal, grantRefusal, roleChangeRefusal, type RolePermissions } from '../roles/grants.ts';
import { leastRoleFor, loadRolePermissions } from '../roles/roles.service.ts';

type ListRole = 'admin' | 'employee';
type Success = { row: number; email: string; userId: string };
/** A member and their checked changes; Planned: a bulk update's row that passed its checks. */
type Change = { member: repo.MemberRecord; changes: UserChanges };
type Planned = Change & { row: number };
/** Rows written per statement batch; a failing batch is retried row by row. */
const BATCH = 1000;

export function createUsersService(deps: { db: Db; identity: IdentityStore; appUrl: string; onMailQueued: () => void }) {
  const { db, identity } = deps;

  /**
   * Ends the person's sessions that act in this organisation (a deactivated member loses access
   * at once), and no others: another organisation deactivating someone must not sign them out of theirs.
   */
  async function endSessions(organizationId: string, userIds: string[]) {
    for (const userId of userIds) await identity.endUserSessions(userId, { organizationId });
  }

  /** True once the person asked for their registration code after this invite was made. */
  async function registrationStarted(email: string, since: Date): Promise<boolean> {
    return ((await identity.marked(registrationKey(email))) ?? 0) > since.getTime();
  }

  async function rows(organizationId: string, role: ListRole): Promise<UserRow[]> {
    const [members, departments, invited, tags] = await Promise.all([
      repo.listMembers(db, organizationId, repo.rolesOfTab(role)),
      repo.memberDepartmentIds(db, organizationId),
      repo.inviteDates(db, organizationId),
      repo.loadTags(db, organizationId),
    ]);
    return members.map((m) => toUserRow(m, departments.get(m.userId) ?? [], invited.get(m.userId) ?? null, tags));
  }

  async function memberOr404(organizationId: string, userId: string) {
    const m = await repo.findMember(db, organizationId, userId);
    if (!m) throw notFound(USERS_MSG.userNotFound);
    return m;
  }

  const mailFor = (organizationName: string, role: ListRole) => (inviteId: string) =>
    inviteMail(organizationName, registrationLink(deps.appUrl, inviteId), role);

  async function organizationName(organizationId: string) {
    const name = await repo.findOrganizationName(db, organizationId);
    if (name === null) throw notFound();
    return name;
  }

  /**
   * Audits moves between structure tags (department, division, designation, business unit,
   * location): who someone is grouped with decides which audiences and figures they fall in, so
   * a leader narrowing a group to one person leaves a trace (ARCHITECTURE §5). One entry per
   * person moved, written together.
   */
  async function auditMoves(tx: DbOrTx, auth: AuthContext, rows: Change[]) {
    const regrouped = rows.filter((r) => r.changes.departmentIds).map((r) => r.member.userId);
    const departmentsWere = regrouped.length ? await repo.memberDepartmentIds(tx, auth.organizationId, regrouped) : new Map();
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

  /**
   * Applies users' checked changes (inside the caller's savepoint) in a few statements for all
   * of them: a bulk update of thousands of rows is not thousands of round trips.
   */
  async function applyAllChanges(tx: DbOrTx, auth: AuthContext, rows: Change[]) {
    await auditMoves(tx, auth, rows);
    // Names and personal e-mail are the organisation's record (the membership), never the person's own.
    const fieldsOf = (c: UserChanges): repo.MemberFields => {
      const fields: repo.MemberFields = {};
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
    };
    await repo.updateMembers(
      tx,
      auth.organizationId,
      rows.map((r) => ({ userId: r.member.userId, fields: fieldsOf(r.changes) })),
    );
    // A renamed emergency contact's leadership entry takes the new name.
    const renamed = rows.filter((r) => r.changes.firstName !== undefined || r.changes.lastName !== undefined).map((r) => r.member.userId);
    await refreshLeaderNames(tx, auth.organizationId, renamed);
    await repo.replaceDepartments(
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
      await repo.syncEmergencyContact(
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

  /** Applies one user's checked changes (inside the caller's savepoint). */
  const applyChanges = (tx: DbOrTx, auth: AuthContext, member: repo.MemberRecord, changes: UserChanges) =>
    applyAllChanges(tx, auth, [{ member, changes }]);

  /** Deactivation guards: never yourself, never an owner. */
  function checkDeactivation(auth: AuthContext, member: repo.MemberRecord) {
    if (member.userId === auth.userId) throw badRequest(USERS_MSG.cannotDeactivateSelf);
    if (member.role === 'owner') throw badRequest(USERS_MSG.cannotDeactivateOwner);
  }

  /**
   * A change to what a member may do (role, deactivation, re-activation) must be the caller's to
   * give (roles/grants.ts): the refusal's sentence, or null. Bulk rows report it, single calls throw.
   */
  function accessChangeRefusal(
    auth: AuthContext,
    member: repo.MemberRecord,
    c: UserChanges,
    perms: RolePermissions,
  ): Record<string, string> | null {
    const roleId = c.roleId === undefined ? null : roleChangeRefusal(auth, member, c.roleId, perms);
    if (roleId) return { roleId };
    const disabled = c.disabled === undefined || c.disabled === member.disabled ? null : accessRefusal(auth, member, perms);
    return disabled ? { disabled } : null;
  }

  /**
   * What bulkUpdate would do, without writing: each row's member and checked changes, or all
   * its issues (field -> issue). A row names its person by the identifier among the tab's
   * members; an employee ID two of them share names nobody, and one another member of the
   * organisation holds is never given. The import preview shows these same issues.
   */
  async function planUpdate(auth: AuthContext, v: { role: ListRole; identifier: 'email' | 'employeeId'; users: BulkUserInput[] }) {
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
      const superior = detailsRefusal(auth, member, perms);
      if (superior) return failures.push(failureOf(row, member.businessEmail, { row: superior }));
      if (checked.value.disabled && (member.userId === auth.userId || member.role === 'owner')) {
        return failures.push(
          failureOf(row, member.businessEmail, {
            disabled: member.role === 'owner' ? USERS_MSG.cannotDeactivateOwner : USERS_MSG.cannotDeactivateSelf,
          }),
        );
      }
      const refused = accessChangeRefusal(auth, member, checked.value, perms);
      if (refused) return failures.push(failureOf(row, member.businessEmail, refused));
      planned.push({ row, member, changes: checked.value });
    });
    return { planned, failures, memberRoles };
  }

  return {
    async list(auth: AuthContext, role: ListRole, filters: UserListFilters = {}) {
      const all = await rows(auth.organizationId, role);
      const metrics: UserMetrics = {
        totalCount: all.length,
        activeCount: all.filter((u) => u.accountStatus === 'active').length,
        inactiveCount: all.filter((u) => u.accountStatus === 'inactive').length,
        invitedCount: all.filter((u) => u.accountStatus === 'pending').length,
      };
      return { entity: { users: all.filter(matches(filters)), metrics } };
    },

    async deactivate(auth: AuthContext, userId: string, disabled: boolean) {
      const member = await memberOr404(auth.organizationId, userId);
      if (disabled) checkDeactivation(auth, member);
      // Re-activating gives access back: the same rule as giving it.
      const refused = accessRefusal(auth, member, await loadRolePermissions(db, auth.organizationId));
      if (refused) throw forbidden(refused);
      await db.transaction(async (tx) => {
        await repo.setDisabled(tx, auth.organizationId, userId, disabled);
        if (disabled) await endSessions(auth.organizationId, [userId]);
        await recordMemberAudit(tx, auth, {
          action: disabled ? 'user.deactivated' : 'user.reactivated',
          target: { type: 'user', id: userId },
          detail: { email: member.businessEmail },
        });
      });
      return { userId, disabled };
    },

    async deleteInvite(auth: AuthContext, email: string) {
      const member = await repo.findMemberByEmail(db, auth.organizationId, email);
      if (!member) throw notFound(USERS_MSG.userNotFound);
      if (member.inviteStatus !== 'pending') throw conflict(USERS_MSG.inviteNotPending);
      const superior = detailsRefusal(auth, member, await loadRolePermissions(db, auth.organizationId));
      if (superior) throw forbidden(superior);
      await db.transaction(async (tx) => {
        await repo.deletePendingMember(tx, auth.organizationId, member.userId);
        await recordMemberAudit(tx, auth, {
          action: 'user.invite_deleted',
          target: { type: 'user', id: member.userId },
          detail: { email },
        });
      });
      return { businessEmail: email };
    },

    async registrationStatus(auth: AuthContext, email: string) {
      const member = await repo.findMemberByEmail(db, auth.organizationId, email);
      if (!member) throw notFound(USERS_MSG.userNotFound);
      const invite = member.inviteStatus === 'pending' ? await repo.findPendingInvite(db, auth.organizationId, member.userId) : null;
      return { hasStartedRegistration: invite ? await registrationStarted(email, invite.createdAt) : false };
    },

    /**
     * Sends (or resends) the registration link of the member's pending invite; a new person is
     * invited with the tab's role. Blyndspot users already registering get nothing (spec 2 §4).
     */
    async invite(auth: AuthContext, email: string, role: ListRole) {
      const name = await organizationName(auth.organizationId);
      const member = await repo.findMemberByEmail(db, auth.organizationId, email);
      if (member && member.inviteStatus !== 'pending') throw conflict(USERS_MSG.inviteNotPending);
      if (member && (member.role === 'employee' ? 'employee' : 'admin') !== role) throw notFound(USERS_MSG.userNotFound);
      const pending = member ? await repo.findPendingInvite(db, auth.organizationId, member.userId) : null;
      if (role === 'admin' && pending && (await registrationStarted(email, pending.createdAt))) {
        return { data: { businessEmail: email, sent: false, hasStartedRegistration: true }, message: USERS_MSG.registrationStarted };
      }
      await db.transaction(async (tx) => {
        await recordMemberAudit(tx, auth, {
          action: 'user.invited',
          target: { type: 'user', id: member?.userId ?? null },
          detail: { email, role, resent: Boolean(member) },
        });
        if (!member) {
          // A new person: the same path as a one-row add, so they get the same record; a new
          // leader holds the least role until someone allowed to grant more gives them one.
          const roleId = role === 'admin' ? await leastRoleFor(tx, auth.organizationId) : null;
          await repo.insertMembers(
            tx,
            { organizationId: auth.organizationId, role, invitedBy: auth.userId },
            [
              {
                email,
                firstName: '',
                lastName: '',
                personalEmail: null,
                employeeId: null,
                departmentIds: [],
                divisionId: null,
                designationId: null,
                businessUnitId: null,
                locationId: null,
                roleId,
                flags: { crime: false, violence: false, threat: false, selfHarm: false, harassment: false },
              },
            ],
            mailFor(name, role),
          );
          return;
        }
        const inviteId =
          pending?.id ??
          (await repo.createInvite(tx, {
            organizationId: auth.organizationId,
            userId: member.userId,
            email,
            role: member.role,
            invitedBy: auth.userId,
          }));
        await repo.insertInviteMail(tx, auth.organizationId, email, mailFor(name, role)(inviteId));
      });
      deps.onMailQueued();
      return {
        data: { businessEmail: email, sent: true, hasStartedRegistration: false },
        message: role === 'employee' && pending ? `${USERS_MSG.inviteSent}. ${USERS_MSG.resendSameLink}` : USERS_MSG.inviteSent,
      };
    },

    async update(auth: AuthContext, body: z.output<typeof zUpdateUserRequest>) {
      const member = await memberOr404(auth.organizationId, body.userId);
      const perms = await loadRolePermissions(db, auth.organizationId);
      const superior = detailsRefusal(auth, member, perms);
      if (superior) throw forbidden(superior);
      if (body.user.businessEmail !== member.businessEmail)
        throw badRequest(USERS_MSG.emailNotEditable, { businessEmail: USERS_MSG.emailNotEditable });
      if (body.user.username && body.user.username !== (member.username ?? '')) {
        throw badRequest(USERS_MSG.usernameNotEditable, { username: USERS_MSG.usernameNotEditable });
      }
      const isAdmin = member.role !== 'employee';
      const tags = indexTags(await repo.loadTags(db, auth.organizationId));
      const input: BulkUserInput = {
        firstName: body.user.firstName,
        lastName: body.user.lastName,
        personalEmail: body.personalEmail ?? null,
        employeeId: body.employeeId ?? null,
        departmentIds: body.departmentIds,
        divisionId: body.divisionId ?? null,
        designationId: body.designationId ?? null,
        businessEntityId: body.businessEntityId ?? null,
        locationId: body.locationId ?? null,
        roleId: body.roleId ?? null,
        crime: body.crime ?? null,
        violence: body.violence ?? null,
        threat: body.threat ?? null,
        selfHarm: body.selfHarm ?? null,
        harassment: body.harassment ?? null,
      };
      const checked = checkUserChanges(input, tags, isAdmin, member.businessUnitId);
      if (!checked.ok) throw badRequest(Object.values(checked.details)[0]!, checked.details);
      // The drawer sends the whole form: an empty optional field clears it.
      const changes: UserChanges = {
        ...checked.value,
        personalEmail: checked.value.personalEmail ?? null,
        employeeId: checked.value.employeeId ?? null,
      };
      for (const k of ['divisionId', 'designationId', 'businessUnitId', 'locationId'] as const) {
        (changes as Record<string, unknown>)[k] = checked.value[k] ?? null;
      }
      if (isAdmin) (changes as Record<string, unknown>).roleId = checked.value.roleId ?? null;
      // An employee ID names one person of the organisation.
      if (changes.employeeId && changes.employeeId !== member.employeeId) {
        const holders = await repo.employeeIdHolders(db, auth.organizationId, [changes.employeeId]);
        if (holders.get(changes.employeeId)?.some((id) => id !== member.userId))
          throw badRequest(USERS_MSG.employeeIdExists, { employeeId: USERS_MSG.employeeIdExists });
      }
      const refused = roleChangeRefusal(auth, member, changes.roleId ?? null, perms);
      if (refused) throw forbidden(refused);
      await db.transaction(async (tx) => {
        await applyChanges(tx, auth, member, changes);
        await recordMemberAudit(tx, auth, {
          action: 'user.updated',
          target: { type: 'user', id: member.userId },
          detail: {
            email: member.businessEmail,
            fields: Object.keys(changes).filter((k) => changes[k as keyof UserChanges] !== undefined),
          },
        });
      });
      const [row] = (await rows(auth.organizationId, isAdmin ? 'admin' : 'employee')).filter((u) => u.userId === member.userId);
      return { entity: row! };
    },

    /** Adds users of one kind; each valid row becomes a pending member with an invite e-mail. */
    async addUsers(auth: AuthContext, role: ListRole, users: BulkUserInput[]) {
      const name = await organizationName(auth.organizationId);
      const tags = indexTags(await repo.loadTags(db, auth.organizationId));
      const result = await addRows(db, { auth, role, tags, users, mail: mailFor(name, role), audit: true });
      if (result.success.length) deps.onMailQueued();
      return { entity: result };
    },

    /**
     * The import's Start Import (spec 2 §4): the CSV's rows, each with the issues the add or
     * update call would find in it (planAdd, planUpdate), so the preview shows them before Submit.
     */
    async previewImport(
      auth: AuthContext,
      v: { text: string; mode: 'add' | 'update'; identifier: 'email' | 'employeeId'; role: ListRole },
    ): Promise<ProcessCsvResponse> {
      const parsed = processUsersCsv(v.text, v.identifier, v.mode);
      const users = parsed.finalProcessedRecords.map(importedToBulk);
      const { failures } =
        v.mode === 'add'
          ? await planAdd(db, { auth, role: v.role, tags: indexTags(await repo.loadTags(db, auth.organizationId)), users })
          : await planUpdate(auth, { role: v.role, identifier: v.identifier, users });
      for (const f of failures) parsed.finalProcessedRecords[f.row - 1]!.issues = f.details;
      return parsed;
    },

    async bulkUpdate(
      auth: AuthContext,
      v: { role: ListRole; identifier: 'email' | 'employeeId'; users: BulkUserInput[]; confirm?: boolean | undefined },
    ) {
      const { planned, failures, memberRoles } = await planUpdate(auth, v);
      const existing = await repo.countMembers(db, auth.organizationId, memberRoles);
      if (!v.confirm && planned.length > existing * BULK_CONFIRM_SHARE) {
        throw new AppError(ERROR_CODES.confirmationRequired, 409, USERS_MSG.confirmationRequired(planned.length, existing), {
          affected: planned.length,
          existing,
        });
      }
      const success: Success[] = [];
      const done = (p: Planned) => success.push({ row: p.row, email: p.member.businessEmail, userId: p.member.userId });
      await db.transaction(async (tx) => {
        // A savepoint per batch; a batch that fails is retried a savepoint per row, so a failure
        // rolls back that row only.
        for (let i = 0; i < planned.length; i += BATCH) {
          const batch = planned.slice(i, i + BATCH);
          try {
            await tx.transaction((sp) => applyAllChanges(sp, auth, batch));
            batch.forEach(done);
          } catch {
            for (const p of batch) {
              try {
                await tx.transaction((sp) => applyChanges(sp, auth, p.member, p.changes));
                done(p);
              } catch {
                failures.push(failureOf(p.row, p.member.businessEmail, { row: USERS_MSG.rowFailed }));
              }
            }
          }
        }
        await recordMemberAudit(tx, auth, {
          action: 'users.bulk_updated',
          target: { type: 'users' },
          detail: { role: v.role, identifier: v.identifier, updated: success.length, failed: failures.length },
        });
      });
      failures.sort((a, b) => a.row - b.row);
      return { entity: { success, failures } };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

const isBlank = (v: string | null | undefined) => !v || v.trim() === '';

type AddInput = { auth: AuthContext; role: ListRole; tags: TagIndex; users: BulkUserInput[] };

/**
 * What adding these users would do, without writing: the rows it would refuse, each with all
 * its issues (field -> issue: the row's own checks, an e-mail or employee ID the organisation
 * already has, one repeated from an earlier row), and the members it would write. The import
 * preview shows these same issues.
 */
export async function planAdd(db: DbOrTx, v: AddInput) {
  const { auth } = v;
  const failures: BulkFailure[] = [];
  const valid: { row: number; member: repo.NewMember }[] = [];
  const emails = v.users.map((u) => (u.businessEmail ?? '').trim().toLowerCase());
  const [existing, holders] = await Promise.all([
    repo.membersByEmail(db, auth.organizationId, [...new Set(emails.filter(Boolean))]),
    repo.employeeIdHolders(db, auth.organizationId, [...new Set(v.users.map((u) => (u.employeeId ?? '').trim()).filter(Boolean))]),
  ]);
  const repeated = fileDuplicates(v.users, 'add');
  // A leader's role must be the caller's to give; none asked for is the least role (roles/grants.ts).
  const perms = v.role === 'admin' ? await loadRolePermissions(db, auth.organizationId) : null;
  let needsLeastRole = false;
  v.users.forEach((u, i) => {
    const row = i + 1;
    const checked = checkNewUser(u, v.tags, v.role === 'admin');
    const details: Details = checked.ok ? {} : { ...checked.details };
    if (existing.has(emails[i]!)) details.businessEmail ??= USERS_MSG.emailExists;
    if (holders.has((u.employeeId ?? '').trim())) details.employeeId ??= USERS_MSG.employeeIdExists;
    for (const [field, issue] of Object.entries(repeated[i] ?? {})) details[field] ??= issue;
    if (!checked.ok || Object.keys(details).length) return failures.push(failureOf(row, emails[i]!, details));
    if (perms && checked.value.roleId !== undefined) {
      const refused = grantRefusal(auth, checked.value.roleId, perms);
      if (refused) return failures.push(failureOf(row, emails[i]!, { roleId: refused }));
    }
    if (perms && checked.value.roleId === undefined) needsLeastRole = true;
    valid.push({ row, member: checked.value });
  });
  return { valid, failures, needsLeastRole };
}

/**
 * Checks every row (planAdd), then writes the valid ones in batches, each batch in a savepoint;
 * a batch that fails is retried row by row so one bad row never loses or half-writes another.
 */
export async function addRows(
  db: Db,
  v: AddInput & {
    mail: (inviteId: string) => repo.MailOut;
    /** Writes the audit row (one row added, or an import) in the same transaction. */
    audit?: boolean;
  },
) {
  const { auth } = v;
  const { valid, failures, needsLeastRole } = await planAdd(db, v);
  const success: Success[] = [];
  const meta = { organizationId: auth.organizationId, role: v.role, invitedBy: auth.userId };
  await db.transaction(async (tx) => {
    if (needsLeastRole) {
      const least = await leastRoleFor(tx, auth.organizationId);
      for (const b of valid) if (b.member.roleId === undefined) b.member.roleId = least;
    }
    for (let i = 0; i < valid.length; i += BATCH) {
      const batch = valid.slice(i, i + BATCH);
      try {
        const ids = await tx.transaction((sp) =>
          repo.insertMembers(
            sp,
            meta,
            batch.map((b) => b.member),
            v.mail,
          ),
        );
        for (const b of batch) success.push({ row: b.row, email: b.member.email, userId: ids.get(b.member.email)! });
      } catch {
        for (const b of batch) {
          try {
            const ids = await tx.transaction((sp) => repo.insertMembers(sp, meta, [b.member], v.mail));
            success.push({ row: b.row, email: b.member.email, userId: ids.get(b.member.email)! });
          } catch {
            failures.push(failureOf(b.row, b.member.email, { row: USERS_MSG.rowFailed }));
          }
        }
      }
    }
    if (v.audit) {
      await recordMemberAudit(tx, auth, {
        action: v.users.length > 1 ? 'users.bulk_imported' : 'users.added',
        target: { type: 'users', id: success.length === 1 ? success[0]!.userId : null },
        detail: { role: v.role, added: success.length, failed: failures.length, emails: success.slice(0, 20).map((s) => s.email) },
      });
    }
  });
  failures.sort((a, b) => a.row - b.row);
  return { success, failures };
}

/** The list's optional filters (spec 2 §4 status; tag filters match any of the chosen). */
function matches(f: UserListFilters) {
  const search = f.search?.toLowerCase();
  const anyOf = (ids: string[] | undefined, value: string | null) => !ids?.length || (value !== null && ids.includes(value));
  return (u: UserRow) =>
    (!f.status || f.status === 'all' || u.accountStatus === f.status) &&
    (!f.departmentIds?.length || u.departmentIds.some((d) => f.departmentIds!.includes(d))) &&
    anyOf(f.divisionIds, u.divisionId) &&
    anyOf(f.designationIds, u.designationId) &&
    anyOf(f.businessUnitIds, u.businessEntityId) &&
    anyOf(f.locationIds, u.locationId) &&
    (!search ||
      [u.firstName, u.lastName, u.businessEmail, u.employeeId].some((s) => s?.toLowerCase().includes(search)) ||
      `${u.firstName ?? ''} ${u.lastName ?? ''}`.toLowerCase().includes(search));
}
