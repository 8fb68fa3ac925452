import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leadershipTeamMembers, memberships, users } from '../../db/schema/index.ts';

/** Leadership team members (emergency contacts): the only code of this module that touches Drizzle. */

type Fields = { name: string; email: string; violence: boolean; crime: boolean; threat: boolean; selfHarm: boolean; harassment: boolean };

/** Whether the e-mail belongs to an admin of the organisation (the new kinds go to admins by default). */
export async function isAdminEmail(db: DbOrTx, organizationId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'admin'), eq(users.businessEmail, email)))
    .limit(1);
  return rows.length > 0;
}

export async function findMember(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(leadershipTeamMembers)
    .where(and(eq(leadershipTeamMembers.organizationId, organizationId), eq(leadershipTeamMembers.id, id)));
  return row ?? null;
}

export async function emailTaken(db: DbOrTx, organizationId: string, email: string, exceptId?: string): Promise<boolean> {
  const where: (SQL | undefined)[] = [eq(leadershipTeamMembers.organizationId, organizationId), eq(leadershipTeamMembers.email, email)];
  if (exceptId) where.push(ne(leadershipTeamMembers.id, exceptId));
  const rows = await db
    .select({ id: leadershipTeamMembers.id })
    .from(leadershipTeamMembers)
    .where(and(...where))
    .limit(1);
  return rows.length > 0;
}

export async function insertMember(db: DbOrTx, organizationId: string, createdBy: string, v: Fields) {
  const [row] = await db
    .insert(leadershipTeamMembers)
    .values({ organizationId, createdBy, ...v })
    .returning();
  return row!;
}

/** Null when the organisation has no such member. */
export async function updateMember(db: DbOrTx, organizationId: string, id: string, v: Fields) {
  const [row] = await db
    .update(leadershipTeamMembers)
    .set(v)
    .where(and(eq(leadershipTeamMembers.organizationId, organizationId), eq(leadershipTeamMembers.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteMember(db: DbOrTx, organizationId: string, id: string) {
  const rows = await db
    .delete(leadershipTeamMembers)
    .where(and(eq(leadershipTeamMembers.organizationId, organizationId), eq(leadershipTeamMembers.id, id)))
    .returning({ id: leadershipTeamMembers.id });
  return rows[0]?.id ?? null;
}
