import type { Language } from '@voyce/contracts/languages';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invites, memberships, organizations, users } from '../../db/schema/index.ts';

export type InviteRole = 'admin' | 'employee';

/**
 * Makes sure the person exists, has a (pending) membership in the organisation and a
 * pending invite, and returns that invite. Re-inviting reuses the pending invite, so the
 * link a person already has keeps working.
 */
export async function upsertPendingInvite(
  db: DbOrTx,
  v: { organizationId: string; email: string; role: InviteRole; invitedBy: string | null; language?: Language },
): Promise<{ inviteId: string; userId: string; alreadyMember: boolean; language: Language | null }> {
  // A person already known keeps their own language; a new one (an employee) takes the invite's.
  const language = v.role === 'employee' ? (v.language ?? null) : null;
  const [user] = await db
    .insert(users)
    .values({ businessEmail: v.email, language })
    .onConflictDoUpdate({
      target: users.businessEmail,
      set: { businessEmail: v.email, language: sql`coalesce(${users.language}, excluded.language)` },
    })
    .returning({ id: users.id, language: users.language });
  const userId = user!.id;
  const existing = (
    await db
      .select({ inviteStatus: memberships.inviteStatus })
      .from(memberships)
      .where(and(eq(memberships.organizationId, v.organizationId), eq(memberships.userId, userId)))
  )[0];
  if (!existing) {
    await db
      .insert(memberships)
      .values({ organizationId: v.organizationId, userId, role: v.role, inviteStatus: 'pending', createdBy: v.invitedBy });
  }
  const pending = (
    await db
      .select({ id: invites.id })
      .from(invites)
      .where(and(eq(invites.organizationId, v.organizationId), eq(invites.userId, userId), eq(invites.status, 'pending')))
      .limit(1)
  )[0];
  if (pending) return { inviteId: pending.id, userId, alreadyMember: existing?.inviteStatus === 'accepted', language: user!.language };
  const [created] = await db
    .insert(invites)
    .values({ organizationId: v.organizationId, userId, email: v.email, role: v.role, invitedBy: v.invitedBy })
    .returning({ id: invites.id });
  return { inviteId: created!.id, userId, alreadyMember: existing?.inviteStatus === 'accepted', language: user!.language };
}

export async function findOrganizationName(db: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}
