import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberFullName } from '../../db/member-names.ts';
import { leadershipTeamMembers, memberships, users } from '../../db/schema/index.ts';
import { mayReceiveAlerts } from './may-receive-alerts.sql.ts';

/** Leadership team members (emergency contacts): the only code of this module that touches Drizzle. */

type Fields = { name: string; email: string; violence: boolean; crime: boolean; threat: boolean; selfHarm: boolean; harassment: boolean };

/**
 * Whether the e-mail is, in the organisation, a leader who may view insights: the only people
 * an emergency alert may go to (may-receive-alerts.sql.ts). Such a leader also gets the new
 * kinds (self-harm, harassment) by default.
 */
export async function mayReceiveAlertsEmail(db: DbOrTx, organizationId: string, email: string): Promise<boolean> {
  const res = await db.execute<{ ok: boolean }>(sql`select ${mayReceiveAlerts(organizationId, email)} as ok`);
  return res.rows[0]?.ok === true;
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

/**
 * Makes the organisation's member whose business e-mail is the entry's that member's emergency
 * contact (her user record shows the entry's kinds), and no other member: one whose e-mail is no
 * longer the entry's lets go of it. A member already linked to an entry with her own e-mail keeps it.
 */
export async function linkMembers(db: DbOrTx, organizationId: string, leaderId: string, email: string) {
  await db.execute(sql`
    update ${memberships} m set leadership_team_member_id = null
    from ${users} u
    where u.id = m.user_id and m.organization_id = ${organizationId}::uuid and m.leadership_team_member_id = ${leaderId}::uuid
      and lower(u.business_email) <> lower(${email})`);
  await db.execute(sql`
    update ${memberships} m set leadership_team_member_id = ${leaderId}::uuid
    from ${users} u
    where u.id = m.user_id and m.organization_id = ${organizationId}::uuid and lower(u.business_email) = lower(${email})
      and m.leadership_team_member_id is distinct from ${leaderId}::uuid
      and not exists (
        select 1 from ${leadershipTeamMembers} l
        where l.id = m.leadership_team_member_id and l.organization_id = m.organization_id and lower(l.email) = lower(u.business_email))`);
}

/**
 * Entries linked to these people's memberships take the name their organisation sees for them
 * (db/member-names.ts): after a rename, in the rename's transaction. organizationId null: in
 * every organisation the people belong to (a person renaming their own account).
 */
export async function refreshLinkedNames(db: DbOrTx, organizationId: string | null, userIds: string[]) {
  if (!userIds.length) return;
  const ids = sql`${sql.param(userIds)}::uuid[]`;
  await db.execute(sql`
    update ${leadershipTeamMembers} l set name = n.name
    from (
      select ${memberships.leadershipTeamMemberId} as id, ${memberships.organizationId} as organization_id, ${memberFullName} as name
      from ${memberships} join ${users} on ${users.id} = ${memberships.userId}
      where ${memberships.userId} = any(${ids}) and ${memberships.leadershipTeamMemberId} is not null
        ${organizationId ? sql`and ${memberships.organizationId} = ${organizationId}::uuid` : sql``}
    ) n
    where l.id = n.id and l.organization_id = n.organization_id and n.name <> '' and l.name is distinct from n.name`);
}

/** The emergency contacts (leadership team) by name, each with whether it may receive an emergency alert now. */
export async function listLeadershipTeam(db: DbOrTx, organizationId: string) {
  return db
    .select({
      row: leadershipTeamMembers,
      mayReceiveAlerts: sql<boolean>`${mayReceiveAlerts(organizationId, sql`${leadershipTeamMembers.email}`)}`,
    })
    .from(leadershipTeamMembers)
    .where(eq(leadershipTeamMembers.organizationId, organizationId))
    .orderBy(asc(sql`lower(${leadershipTeamMembers.name})`), asc(leadershipTeamMembers.id));
}
