import { DEFAULT_LANGUAGE, type Language } from '@voyce/contracts/languages';
import { USERS_MSG } from '@voyce/contracts/user-messages';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { registrationKey, type IdentityStore } from '../../lib/identity-store.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';
import { accessRefusal, detailsRefusal } from '../roles/grants.ts';
import { leastRoleFor, loadRolePermissions } from '../roles/roles.service.ts';
import type { MemberChanges } from './member-changes.ts';
import * as invites from './member-invites.repository.ts';
import * as writes from './member-writes.repository.ts';
import { inviteMailer, organizationName } from './user-add.service.ts';
import { memberOr404 } from './user-list.service.ts';
import * as repo from './users.repository.ts';

/** A person invited by e-mail alone: no name, department or emergency kind until someone gives them one. */
const invitedByEmail = (email: string, roleId: string | null): invites.NewMember => ({
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
});

type Deps = { db: Db; identity: IdentityStore; appUrl: string; onMailQueued: () => void };

/** True once the person asked for their registration code after this invite was made. */
async function registrationStarted(identity: IdentityStore, email: string, since: Date): Promise<boolean> {
  return ((await identity.marked(registrationKey(email))) ?? 0) > since.getTime();
}

/** Who may use the organisation: deactivation, re-activation and invites (spec 2 §4, §8). */
export function createUserAccess(deps: Deps, changes: MemberChanges) {
  const { db, identity } = deps;

  return {
    async deactivate(auth: AuthContext, userId: string, disabled: boolean) {
      const member = await memberOr404(db, auth.organizationId, userId);
      // Never yourself, never an owner.
      if (disabled && member.userId === auth.userId) throw badRequest(USERS_MSG.cannotDeactivateSelf);
      if (disabled && member.role === 'owner') throw badRequest(USERS_MSG.cannotDeactivateOwner);
      // Re-activating gives access back: the same rule as giving it.
      const refused = accessRefusal(auth, member, await loadRolePermissions(db, auth.organizationId));
      if (refused) throw forbidden(refused);
      await db.transaction(async (tx) => {
        await writes.setDisabled(tx, auth.organizationId, userId, disabled);
        if (disabled) await changes.endSessions(auth.organizationId, [userId]);
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
        await writes.deletePendingMember(tx, auth.organizationId, member.userId);
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
      return { hasStartedRegistration: invite ? await registrationStarted(identity, email, invite.createdAt) : false };
    },

    invite: (auth: AuthContext, email: string, role: repo.ListRole, language?: Language) => invite(deps, auth, email, role, language),
  };
}

/**
 * Sends (or resends) the registration link of the member's pending invite; a new person is
 * invited with the tab's role. Blyndspot users already registering get nothing (spec 2 §4).
 */
async function invite(deps: Deps, auth: AuthContext, email: string, role: repo.ListRole, language?: Language) {
  const { db } = deps;
  const name = await organizationName(db, auth.organizationId);
  const member = await repo.findMemberByEmail(db, auth.organizationId, email);
  if (member && member.inviteStatus !== 'pending') throw conflict(USERS_MSG.inviteNotPending);
  if (member && (member.role === 'employee' ? 'employee' : 'admin') !== role) throw notFound(USERS_MSG.userNotFound);
  const pending = member ? await repo.findPendingInvite(db, auth.organizationId, member.userId) : null;
  if (role === 'admin' && pending && (await registrationStarted(deps.identity, email, pending.createdAt))) {
    return { data: { businessEmail: email, sent: false, hasStartedRegistration: true }, message: USERS_MSG.registrationStarted };
  }
  const mail = inviteMailer(deps.appUrl, name, role);
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
      const meta = { organizationId: auth.organizationId, role, invitedBy: auth.userId, language };
      await invites.insertMembers(tx, meta, [invitedByEmail(email, roleId)], mail);
      return;
    }
    const inviteId =
      pending?.id ??
      (await invites.createInvite(tx, {
        organizationId: auth.organizationId,
        userId: member.userId,
        email,
        role: member.role,
        invitedBy: auth.userId,
      }));
    const mailIn = role === 'employee' ? await invites.inviteLanguage(tx, member.userId, language) : DEFAULT_LANGUAGE;
    await invites.insertInviteMail(tx, auth.organizationId, email, mail(inviteId, mailIn));
  });
  deps.onMailQueued();
  return {
    data: { businessEmail: email, sent: true, hasStartedRegistration: false },
    message: role === 'employee' && pending ? `${USERS_MSG.inviteSent}. ${USERS_MSG.resendSameLink}` : USERS_MSG.inviteSent,
  };
}
