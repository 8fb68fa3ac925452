import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  departmentClassifications,
  departments,
  submissionActivity,
  submissionAuthors,
  submissionDepartments,
  submissionGroups,
  submissionMessages,
  submissions,
  users,
} from '../../db/schema/index.ts';
import type { SQL } from 'drizzle-orm';

export async function findPage(db: DbOrTx, where: SQL, page: number, pageSize: number) {
  const rows = await db
    .select({ s: submissions, topic: submissionGroups.topic, topicPinnedAt: submissionGroups.topicPinnedAt })
    .from(submissions)
    .leftJoin(submissionGroups, eq(submissionGroups.id, submissions.topicId))
    .where(where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(submissions).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Departments and their classifications of the given insights, for the serializer. */
export async function departmentsOf(db: DbOrTx, organizationId: string, submissionIds: string[]) {
  if (submissionIds.length === 0) return [];
  return db
    .select({
      submissionId: submissionDepartments.submissionId,
      departmentId: departments.id,
      departmentName: departments.name,
      classificationId: departmentClassifications.id,
      classificationName: departmentClassifications.name,
    })
    .from(submissionDepartments)
    .innerJoin(departments, eq(departments.id, submissionDepartments.departmentId))
    .leftJoin(departmentClassifications, eq(departmentClassifications.id, departments.departmentClassificationId))
    .where(and(eq(submissionDepartments.organizationId, organizationId), inArray(submissionDepartments.submissionId, submissionIds)));
}

/**
 * The one read of the vault on the leaders' side: only for insights whose author accepted a
 * reveal (the caller passes only those ids, and the query checks again).
 */
export async function revealedAuthors(db: DbOrTx, organizationId: string, submissionIds: string[]) {
  if (submissionIds.length === 0) return [];
  return db
    .select({ submissionId: submissionAuthors.submissionId, authorRef: submissionAuthors.authorRef })
    .from(submissionAuthors)
    .innerJoin(submissions, eq(submissions.id, submissionAuthors.submissionId))
    .where(
      and(
        eq(submissionAuthors.organizationId, organizationId),
        inArray(submissionAuthors.submissionId, submissionIds),
        sql`${submissions.unmaskedAt} is not null`,
      ),
    );
}

export async function usersByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.businessEmail })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Asks for a reveal once: only when none is pending or accepted. */
export async function requestUnmask(
  db: DbOrTx,
  organizationId: string,
  submissionId: string,
  userId: string,
): Promise<'requested' | 'not_found' | 'not_allowed'> {
  const rows = await db
    .update(submissions)
    .set({ requestedUnmaskAt: new Date(), declinedUnmaskedAt: null })
    .where(
      and(
        eq(submissions.organizationId, organizationId),
        eq(submissions.id, submissionId),
        inArray(submissions.stage, ['processed', 'closed']),
        sql`${submissions.unmaskedAt} is null`,
        sql`(${submissions.requestedUnmaskAt} is null or ${submissions.declinedUnmaskedAt} is not null)`,
      ),
    )
    .returning({ id: submissions.id });
  if (rows.length === 1) {
    await db
      .insert(submissionActivity)
      .values({ organizationId, submissionId, actionType: 'unmaskRequested', userId, createdBy: 'leader' });
    return 'requested';
  }
  const exists = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.organizationId, organizationId),
        eq(submissions.id, submissionId),
        inArray(submissions.stage, ['processed', 'closed']),
      ),
    );
  return exists.length ? 'not_allowed' : 'not_found';
}

/** Appends a leader's reply to each insight, with its activity row; returns the ids replied to. */
export async function addLeaderReplies(db: DbOrTx, organizationId: string, ids: string[], userId: string, body: string): Promise<string[]> {
  const now = new Date();
  const targets = await db
    .update(submissions)
    .set({ lastReplyAt: now, messageCount: sql`${submissions.messageCount} + 1` })
    .where(
      and(
        eq(submissions.organizationId, organizationId),
        inArray(submissions.id, ids),
        inArray(submissions.stage, ['processed', 'closed']),
      ),
    )
    .returning({ id: submissions.id });
  for (const t of targets) {
    const [msg] = await db
      .insert(submissionMessages)
      .values({ organizationId, submissionId: t.id, body, subject: 'Feedback', userId, createdBy: 'leader' })
      .returning({ id: submissionMessages.id });
    await db
      .insert(submissionActivity)
      .values({ organizationId, submissionId: t.id, submissionMessageId: msg!.id, actionType: 'reply', userId, createdBy: 'leader' });
  }
  return targets.map((t) => t.id);
}

/** Sealed authors of the given insights, for notifying them (never returned to a leader). */
export async function sealedAuthors(db: DbOrTx, organizationId: string, submissionIds: string[]) {
  if (submissionIds.length === 0) return [];
  return db
    .select({ submissionId: submissionAuthors.submissionId, authorRef: submissionAuthors.authorRef })
    .from(submissionAuthors)
    .where(and(eq(submissionAuthors.organizationId, organizationId), inArray(submissionAuthors.submissionId, submissionIds)));
}
