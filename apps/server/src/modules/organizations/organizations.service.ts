import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { inviteUser } from '../invites/invites.service.ts';

/** Operator action (CLI): a new organisation and an invite for its first admin. */
export async function createOrganization(db: Db, appUrl: string, v: { name: string; adminEmail: string }) {
  return db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: v.name }).returning({ id: organizations.id });
    const invite = await inviteUser(tx, appUrl, {
      organizationId: org!.id,
      organizationName: v.name,
      email: v.adminEmail,
      role: 'admin',
      invitedBy: null,
    });
    return { organizationId: org!.id, inviteId: invite.inviteId };
  });
}
