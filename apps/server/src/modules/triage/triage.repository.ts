import { and, eq, inArray, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { submissionActivity, submissionGroups, submissions } from '../../db/schema/index.ts';
import { leaderVisible } from '../submissions/leader-visible.ts';

type Action = 'close' | 'reopen' | 'markAsWin' | 'thumbsUp' | 'thumbsDown';

/** Insights a leader can act on: the organisation's, processed or closed. */
const actionable = (organizationId: string, ids: string[]) =>
  and(eq(submissions.organizationId, organizationId), inArray(submissions.id, ids), leaderVisible);

export async function existingIds(db: DbOrTx, organizationId: string, ids: string[]): Promise<string[]> {
  const rows = await db.select({ id: submissions.id }).from(submissions).where(actionable(organizationId, ids));
  return rows.map((r) => r.id);
}

async function logActivity(db: DbOrTx, organizationId: string, ids: string[], actionType: Action, userId: string) {
  if (ids.length === 0) return;
  await db
    .insert(submissionActivity)
    .values(ids.map((submissionId) => ({ organizationId, submissionId, actionType, userId, createdBy: 'leader' as const })));
}

/** Marks as win those not yet marked (no undo); returns the ids it marked. */
export async function markAsWin(db: DbOrTx, organizationId: string, ids: string[], userId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(submissions)
    .set({ markedAsWinAt: at })
    .where(and(actionable(organizationId, ids), isNull(submissions.markedAsWinAt)))
    .returning({ id: submissions.id });
  const marked = rows.map((r) => r.id);
  await logActivity(db, organizationId, marked, 'markAsWin', userId);
  return marked;
}

/** Closes the open ones; a topic whose insights are now all closed closes with them. */
export async function close(db: DbOrTx, organizationId: string, ids: string[], userId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(submissions)
    .set({ closedAt: at, stage: 'closed' })
    .where(and(actionable(organizationId, ids), isNull(submissions.closedAt)))
    .returning({ id: submissions.id, topicId: submissions.topicId });
  const closed = rows.map((r) => r.id);
  await logActivity(db, organizationId, closed, 'close', userId);
  const topicIds = [...new Set(rows.map((r) => r.topicId).filter((id): id is string => id !== null))];
  if (topicIds.length) {
    const open = db
      .select({ one: sql`1` })
      .from(submissions)
      .where(
        and(
          eq(submissions.organizationId, organizationId),
          eq(submissions.topicId, submissionGroups.id),
          or(isNull(submissions.closedAt), ne(submissions.stage, 'closed')),
        ),
      );
    await db
      .update(submissionGroups)
      .set({ status: 'closed' })
      .where(and(eq(submissionGroups.organizationId, organizationId), inArray(submissionGroups.id, topicIds), notExists(open)));
  }
  return closed;
}

/** Reopens the closed ones, and their topics with them. */
export async function reopen(db: DbOrTx, organizationId: string, ids: string[], userId: string): Promise<string[]> {
  const rows = await db
    .update(submissions)
    .set({ closedAt: null, stage: 'processed' })
    .where(and(actionable(organizationId, ids), isNotNull(submissions.closedAt)))
    .returning({ id: submissions.id, topicId: submissions.topicId });
  const reopened = rows.map((r) => r.id);
  await logActivity(db, organizationId, reopened, 'reopen', userId);
  const topicIds = [...new Set(rows.map((r) => r.topicId).filter((id): id is string => id !== null))];
  if (topicIds.length) {
    await db
      .update(submissionGroups)
      .set({ status: 'open' })
      .where(
        and(
          eq(submissionGroups.organizationId, organizationId),
          inArray(submissionGroups.id, topicIds),
          eq(submissionGroups.status, 'closed'),
        ),
      );
  }
  return reopened;
}

/** Stores the rating; an activity row only when it changed. Null when there is no such insight. */
export async function rate(
  db: DbOrTx,
  organizationId: string,
  id: string,
  rating: 'thumbsUp' | 'thumbsDown',
  userId: string,
): Promise<'rated' | 'unchanged' | null> {
  const rows = await db
    .update(submissions)
    .set({ rating })
    .where(and(actionable(organizationId, [id]), sql`${submissions.rating} is distinct from ${rating}`))
    .returning({ id: submissions.id });
  if (rows.length === 1) {
    await logActivity(db, organizationId, [id], rating, userId);
    return 'rated';
  }
  return (await existingIds(db, organizationId, [id])).length ? 'unchanged' : null;
}
