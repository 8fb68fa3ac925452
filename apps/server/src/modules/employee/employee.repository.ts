import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  departments,
  memberDepartments,
  memberships,
  organizations,
  submissionMessages,
  submissions,
  users,
} from '../../db/schema/index.ts';
import { authoredBy } from './authorship.repository.ts';

/** MyVoyce data access. Every query is scoped to the organisation and to the author's insight tags. */

export async function listMine(db: DbOrTx, organizationId: string, tags: string[], limit = 200) {
  return db
    .select()
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), authoredBy(organizationId, tags)))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
}

export async function findMine(db: DbOrTx, organizationId: string, tags: string[], submissionId: string) {
  const rows = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, submissionId), authoredBy(organizationId, tags)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listMessages(db: DbOrTx, organizationId: string, submissionId: string) {
  return db
    .select({
      id: submissionMessages.id,
      body: submissionMessages.body,
      createdBy: submissionMessages.createdBy,
      createdAt: submissionMessages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(submissionMessages)
    .leftJoin(users, eq(users.id, submissionMessages.userId))
    .where(and(eq(submissionMessages.organizationId, organizationId), eq(submissionMessages.submissionId, submissionId)))
    .orderBy(asc(submissionMessages.seq), asc(submissionMessages.createdAt));
}

export async function countMessagesBySubmission(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: submissionMessages.submissionId, n: sql<number>`count(*)::int` })
    .from(submissionMessages)
    .where(and(eq(submissionMessages.organizationId, organizationId), inArray(submissionMessages.submissionId, ids)))
    .groupBy(submissionMessages.submissionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * The outer query's department id, always qualified: in a single-table select Drizzle writes a
 * column unqualified, and inside a subquery "id" would bind to the subquery's own table.
 */
const departmentIdRef = sql`${sql.identifier('departments')}.${sql.identifier('id')}`;

/** The department row is one of this person's own (member_departments). */
const isMine = (organizationId: string, userId: string) =>
  sql<boolean>`exists (select 1 from ${memberDepartments} where ${memberDepartments.organizationId} = ${organizationId}
    and ${memberDepartments.userId} = ${userId} and ${memberDepartments.departmentId} = ${departmentIdRef})`;

/**
 * Who could have written an insight about the department: its organisation's employees outside
 * it (nobody may choose their own). Leaders learn the author is one of them; fewer than k and
 * the choice narrows the author down (two departments: "about Sales" means "in the Warehouse").
 */
const possibleAuthors = (organizationId: string) =>
  sql<number>`(select count(*)::int from ${memberships} m where m.organization_id = ${organizationId}
    and m.role = 'employee' and not m.disabled and m.invite_status = 'accepted'
    and not exists (select 1 from ${memberDepartments} md where md.organization_id = ${organizationId}
      and md.user_id = m.user_id and md.department_id = ${departmentIdRef}))`;

/**
 * The departments an insight may be about: the organisation's, except the person's own and those
 * with fewer than k possible authors; names and ids only.
 */
export async function listOtherDepartments(db: DbOrTx, organizationId: string, userId: string, k: number) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(
      and(
        eq(departments.organizationId, organizationId),
        sql`not ${isMine(organizationId, userId)}`,
        sql`${possibleAuthors(organizationId)} >= ${k}`,
      ),
    )
    .orderBy(asc(departments.name), asc(departments.id));
}

/** A department of the organisation, and whether this person is in it; null when the organisation has none with this id. */
export async function findDepartmentFor(db: DbOrTx, organizationId: string, userId: string, departmentId: string) {
  const [row] = await db
    .select({
      id: departments.id,
      mine: isMine(organizationId, userId),
      possibleAuthors: possibleAuthors(organizationId),
    })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.id, departmentId)))
    .limit(1);
  return row ?? null;
}

/** The organisation's support text for someone who may be at risk (null: the default). */
export async function supportText(db: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await db.select({ text: organizations.supportText }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.text ?? null;
}
