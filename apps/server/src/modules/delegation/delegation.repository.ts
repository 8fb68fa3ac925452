import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { leadershipTeamMembers, memberships, organizations, submissions, users } from '../../db/schema/index.ts';
import { memberFullName, memberLastName } from '../../db/member-names.ts';
import { leaderVisible } from '../insights/leader-visible.sql.ts';

export async function insightsOf(db: DbOrTx, organizationId: string, ids: string[]) {
  return db
    .select({ id: submissions.id, body: submissions.body })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), inArray(submissions.id, ids), leaderVisible))
    .orderBy(asc(submissions.createdAt));
}

export async function leadersByIds(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: leadershipTeamMembers.id, name: leadershipTeamMembers.name, email: leadershipTeamMembers.email })
    .from(leadershipTeamMembers)
    .where(and(eq(leadershipTeamMembers.organizationId, organizationId), inArray(leadershipTeamMembers.id, ids)));
}

const activeMember = (organizationId: string) =>
  and(eq(memberships.organizationId, organizationId), eq(memberships.userId, users.id), eq(memberships.disabled, false));

/** Active users by id, with the name this organisation may show ('' when it knows none). */
export async function membersByIds(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: sql<string>`${memberFullName}`, email: users.businessEmail })
    .from(users)
    .innerJoin(memberships, activeMember(organizationId))
    .where(inArray(users.id, ids));
}

export async function senderOf(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, organizationName: organizations.name })
    .from(users)
    .innerJoin(memberships, activeMember(organizationId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** LIKE pattern for "contains", with the user's own wildcards taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const startsWith = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** 0: the exact e-mail; 1: a name or the e-mail starts with the search; 2: contains it. */
function rank(q: string, name: SQL, email: SQL): SQL<number> {
  if (!q) return sql<number>`2`;
  return sql<number>`case when lower(${email}) = ${q} then 0
    when lower(${name}) like ${startsWith(q)} or lower(${email}) like ${startsWith(q)} then 1 else 2 end`;
}

/** Leadership team members and active organisation users matching the search, best first. */
export async function searchRecipients(db: DbOrTx, organizationId: string, search: string, limit: number) {
  const q = search.trim().toLowerCase();
  const leaderName = sql`${leadershipTeamMembers.name}`;
  const leaderEmail = sql`${leadershipTeamMembers.email}`;
  const leaderRank = rank(q, leaderName, leaderEmail);
  const leaders = await db
    .select({ id: leadershipTeamMembers.id, name: leadershipTeamMembers.name, email: leadershipTeamMembers.email, rank: leaderRank })
    .from(leadershipTeamMembers)
    .where(
      and(
        eq(leadershipTeamMembers.organizationId, organizationId),
        q ? or(sql`${leaderName} ilike ${contains(q)}`, sql`${leaderEmail} ilike ${contains(q)}`) : undefined,
      ),
    )
    .orderBy(leaderRank, asc(leadershipTeamMembers.name))
    .limit(limit);

  // What this organisation may show of each person's name (pending invites: only its own typing).
  const fullName = memberFullName;
  const userEmail = sql`${users.businessEmail}`;
  const userRank = sql<number>`least(${rank(q, fullName, userEmail)}, ${rank(q, sql`coalesce(${memberLastName}, '')`, userEmail)})`;
  const people = await db
    .select({ id: users.id, name: sql<string>`${fullName}`, email: users.businessEmail, rank: userRank })
    .from(users)
    .innerJoin(memberships, activeMember(organizationId))
    .where(q ? or(sql`${fullName} ilike ${contains(q)}`, sql`${userEmail} ilike ${contains(q)}`) : undefined)
    .orderBy(userRank, asc(fullName), asc(users.businessEmail))
    .limit(limit);
  return { leaders, people };
}
