import type { Language } from '@voyce/contracts/languages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { queueMail } from '../../mail/outbox.repository.ts';
import { mailLanguage } from '../../mail/i18n/catalog.ts';
import { inviteMail } from '../../mail/templates.ts';
import { findOrganizationName, type InviteRole, upsertPendingInvite } from './invites.repository.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';

export const registrationLink = (appUrl: string, inviteId: string) => `${appUrl}/registration?inviteId=${encodeURIComponent(inviteId)}`;

/** Invites one person and queues the e-mail with their registration link. */
export async function inviteUser(
  db: DbOrTx,
  appUrl: string,
  v: { organizationId: string; organizationName: string; email: string; role: InviteRole; invitedBy: string | null; language?: Language },
) {
  const invite = await upsertPendingInvite(db, v);
  if (!invite.alreadyMember) {
    const link = registrationLink(appUrl, invite.inviteId);
    const mail = inviteMail(v.organizationName, link, v.role, mailLanguage(invite.language, v.language));
    await queueMail(db, { kind: 'invite', to: v.email, organizationId: v.organizationId, ...mail });
  }
  return invite;
}

/**
 * The setup page's invite box (spec 2 §2, §6): every e-mail is invited as an employee with
 * its registration link; members who already registered are not e-mailed again.
 */
export function createInvitesService(deps: { db: Db; appUrl: string; onMailQueued: () => void }) {
  const { db } = deps;
  return {
    /** Each e-mail with the language of its invite (default English), which the new account takes. */
    async massInvite(auth: AuthContext, entries: { email: string; language?: Language }[]) {
      const languageOf = new Map<string, Language | undefined>();
      for (const e of entries) if (!languageOf.has(e.email) || e.language) languageOf.set(e.email, e.language);
      const unique = [...languageOf.keys()];
      const result = await db.transaction(async (tx) => {
        const organizationName = await findOrganizationName(tx, auth.organizationId);
        if (organizationName === null) throw notFound();
        const invited: string[] = [];
        const alreadyMembers: string[] = [];
        for (const email of unique) {
          const invite = await inviteUser(tx, deps.appUrl, {
            organizationId: auth.organizationId,
            organizationName,
            email,
            role: 'employee',
            invitedBy: auth.userId,
            language: languageOf.get(email),
          });
          (invite.alreadyMember ? alreadyMembers : invited).push(email);
        }
        await recordMemberAudit(tx, auth, {
          action: 'user.invited',
          target: { type: 'users' },
          detail: { role: 'employee', invited: invited.length, alreadyMembers: alreadyMembers.length, emails: invited.slice(0, 20) },
        });
        return { invited, alreadyMembers };
      });
      if (result.invited.length) deps.onMailQueued();
      return result;
    },
  };
}
export type InvitesService = ReturnType<typeof createInvitesService>;
