import { and, asc, eq, exists, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberFullName } from '../../db/member-names.ts';
import { departments, memberDepartments, memberships, users } from '../../db/schema/index.ts';

/**
 * The people the head and manager pickers search. Every query starts from the
 * organisation's memberships (memberships_org_user_key leads with organization_id), joins the
 * person by primary key and a member's departments by member_departments' primary key
 * (organization_id, user_id, department_id): the cost is bounded by the organisation's own
 * members, never the whole users table. A trigram index cannot serve the name, which is worked
 * out from the membership's and the person's rows (db/member-names.ts).
 */

/** `%text%` for ILIKE: the text's own %, _ and \ are taken literally (\ is LIKE's default escape). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type MemberStatus = 'active' | 'pending' | 'inactive';
// A declined invite cannot be chosen: shown (by id, a current choice) as inactive, never as invited.
const status = sql<MemberStatus>`case when ${memberships.disabled} or ${memberships.inviteStatus} = 'rejected' then 'inactive' when ${memberships.inviteStatus} = 'accepted' then 'active' else 'pending' end`;
const columns = { id: users.id, name: memberFullName, email: users.businessEmail, status };
// Nameless people (an invite the organisation typed no name for) after the named, by e-mail.
const order = [asc(sql`nullif(lower(${memberFullName}), '')`), asc(users.businessEmail), asc(users.id)];

/** One search word matches the name, the e-mail or the name of one of the member's departments. */
function wordMatches(pattern: string, organizationId: string): SQL {
  const inDepartment = exists(
    sql`(select 1 from ${memberDepartments} inner join ${departments} on ${departments.id} = ${memberDepartments.departmentId} where ${and(
      eq(memberDepartments.organizationId, organizationId),
      eq(memberDepartments.userId, memberships.userId),
      ilike(departments.name, pattern),
    )})`,
  );
  return or(sql`${memberFullName} ilike ${pattern}`, ilike(users.businessEmail, pattern), inDepartment)!;
}

export type MemberSearch = {
  /** Each word must match (name, e-mail or department); none: everyone. */
  words: string[];
  excludePending: boolean;
  limit: number;
  offset: number;
};

/**
 * A page of the organisation's members who may be chosen (not deactivated, not a declined
 * invite), by name, and how many match.
 */
export async function searchMembers(db: DbOrTx, organizationId: string, s: MemberSearch) {
  const where = and(
    eq(memberships.organizationId, organizationId),
    eq(memberships.disabled, false),
    s.excludePending ? eq(memberships.inviteStatus, 'accepted') : ne(memberships.inviteStatus, 'rejected'),
    ...s.words.map((w) => wordMatches(containsPattern(w), organizationId)),
  );
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(...order)
    .limit(s.limit)
    .offset(s.offset);
  if (rows.length || s.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page: the window counted nothing, so count on its own.
  const [n] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
  return { rows, total: n?.n ?? 0 };
}

/** These members of the organisation, whatever their state (a picker's current choice). */
export async function membersByIds(db: DbOrTx, organizationId: string, userIds: string[]) {
  return db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, userIds)))
    .orderBy(...order);
}

/** Department names of these members, by name. */
export async function departmentNamesOf(db: DbOrTx, organizationId: string, userIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!userIds.length) return out;
  const rows = await db
    .select({ userId: memberDepartments.userId, name: departments.name })
    .from(memberDepartments)
    .innerJoin(departments, and(eq(departments.id, memberDepartments.departmentId), eq(departments.organizationId, organizationId)))
    .where(and(eq(memberDepartments.organizationId, organizationId), inArray(memberDepartments.userId, userIds)))
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.name]);
  return out;
}

/** A member's state in the organisation; null when not a member. */
export async function memberState(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ disabled: memberships.disabled, inviteStatus: memberships.inviteStatus })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  return row ?? null;
}
