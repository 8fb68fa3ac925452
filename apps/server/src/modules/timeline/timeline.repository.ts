import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { submissionActivity, submissionMessages, submissions, users } from '../../db/schema/index.ts';
import { leaderVisible } from '../insights/leader-visible.sql.ts';

/** Whether a leader of the organisation may see the insight (processed or closed). */
export async function visibleSubmission(db: DbOrTx, organizationId: string, submissionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, submissionId), leaderVisible))
    .limit(1);
  return rows.length === 1;
}

/**
 * The conversation, oldest first. Only leader messages carry a user id (employee messages are
 * stored without one), so the join can only ever name a leader.
 */
export async function listMessages(db: DbOrTx, organizationId: string, submissionId: string) {
  return db
    .select({
      m: submissionMessages,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.businessEmail,
    })
    .from(submissionMessages)
    .leftJoin(users, and(eq(users.id, submissionMessages.userId), eq(submissionMessages.createdBy, 'leader')))
    .where(and(eq(submissionMessages.organizationId, organizationId), eq(submissionMessages.submissionId, submissionId)))
    .orderBy(asc(submissionMessages.seq), asc(submissionMessages.createdAt), asc(submissionMessages.id));
}

/** Activity, oldest first, with the acting leader's name (employee steps have no user). */
export async function listActivity(db: DbOrTx, organizationId: string, submissionId: string) {
  return db
    .select({ a: submissionActivity, firstName: users.firstName, lastName: users.lastName })
    .from(submissionActivity)
    .leftJoin(users, and(eq(users.id, submissionActivity.userId), eq(submissionActivity.createdBy, 'leader')))
    .where(and(eq(submissionActivity.organizationId, organizationId), eq(submissionActivity.submissionId, submissionId)))
    .orderBy(asc(submissionActivity.seq), asc(submissionActivity.createdAt), asc(submissionActivity.id));
}
