import type { DbOrTx } from '../../db/client.ts';
import { queueMail } from '../../mail/outbox.ts';
import { inviteMail } from '../../mail/templates.ts';
import { type InviteRole, upsertPendingInvite } from './invites.repository.ts';

export const registrationLink = (appUrl: string, inviteId: string) => `${appUrl}/registration?inviteId=${encodeURIComponent(inviteId)}`;

/** Invites one person and queues the e-mail with their registration link. */
export async function inviteUser(
  db: DbOrTx,
  appUrl: string,
  v: { organizationId: string; organizationName: string; email: string; role: InviteRole; invitedBy: string | null },
) {
  const invite = await upsertPendingInvite(db, v);
  if (!invite.alreadyMember) {
    const link = registrationLink(appUrl, invite.inviteId);
    await queueMail(db, { kind: 'invite', to: v.email, organizationId: v.organizationId, ...inviteMail(v.organizationName, link, v.role) });
  }
  return invite;
}
