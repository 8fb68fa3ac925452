import { startOfUtcDay } from '@voyce/contracts/anonymity';
import type { ActivityRecipient } from '@voyce/contracts/workspace';
import { and, eq, inArray, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DAY_START } from '../../db/day-start.ts';
import { submissionActivity, submissionGroups, submissionMessages, submissions } from '../../db/schema/index.ts';
import { leaderVisible } from './leader-visible.sql.ts';

/**
 * The one place an insight's state changes: win, close, reopen, rate, a leader's reply, a reveal
 * asked and answered. Each writes the insight's columns and its activity row together, in the
 * caller's transaction. `at` is now, except for the demo seed, which replays weeks of use.
 */
type Action = 'close' | 'reopen' | 'markAsWin' | 'thumbsUp' | 'thumbsDown';

/** Insights a leader can act on: the organisation's, processed or closed. */
const actionable = (organizationId: string, ids: string[]) =>
  and(eq(submissions.organizationId, organizationId), inArray(submissions.id, ids), leaderVisible);

export async function existingIds(db: DbOrTx, organizationId: string, ids: string[]): Promise<string[]> {
  const rows = await db.select({ id: submissions.id }).from(submissions).where(actionable(organizationId, ids));
  return rows.map((r) => r.id);
}

async function logActivity(db: DbOrTx, organizationId: string, ids: string[], actionType: Action, userId: string, at: Date) {
  if (ids.length === 0) return;
  await db
    .insert(submissionActivity)
    .values(ids.map((submissionId) => ({ organizationId, submissionId, actionType, userId, createdBy: 'leader' as const, createdAt: at })));
}

/** Marks as win those not yet marked (no undo); returns the ids it marked. */
export async function markAsWin(db: DbOrTx, organizationId: string, ids: string[], userId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(submissions)
    .set({ markedAsWinAt: at })
    .where(and(actionable(organizationId, ids), isNull(submissions.markedAsWinAt)))
    .returning({ id: submissions.id });
  const marked = rows.map((r) => r.id);
  await logActivity(db, organizationId, marked, 'markAsWin', userId, at);
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
  await logActivity(db, organizationId, closed, 'close', userId, at);
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
export async function reopen(db: DbOrTx, organizationId: string, ids: string[], userId: string, at = new Date()): Promise<string[]> {
  const rows = await db
    .update(submissions)
    .set({ closedAt: null, stage: 'processed' })
    .where(and(actionable(organizationId, ids), isNotNull(submissions.closedAt)))
    .returning({ id: submissions.id, topicId: submissions.topicId });
  const reopened = rows.map((r) => r.id);
  await logActivity(db, organizationId, reopened, 'reopen', userId, at);
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
  at = new Date(),
): Promise<'rated' | 'unchanged' | null> {
  const rows = await db
    .update(submissions)
    .set({ rating })
    .where(and(actionable(organizationId, [id]), sql`${submissions.rating} is distinct from ${rating}`))
    .returning({ id: submissions.id });
  if (rows.length === 1) {
    await logActivity(db, organizationId, [id], rating, userId, at);
    return 'rated';
  }
  return (await existingIds(db, organizationId, [id])).length ? 'unchanged' : null;
}

/**
 * Appends a leader's reply to each insight, with its activity row; returns the ids replied to.
 * One statement, atomic on its own: the caller needs no transaction. Each insight's row stays
 * locked only while the statement runs; written as an update and then an insert per insight in
 * a transaction, the locks lasted across every round trip, and replies to one insight queued
 * behind each other holding pool connections.
 */
export async function addLeaderReplies(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
  userId: string,
  body: string,
  at = new Date(),
): Promise<string[]> {
  const when = at.toISOString();
  const replied = await db.execute<{ id: string }>(sql`
    with replied as (
      update ${submissions} set last_reply_at = ${when}::timestamptz, message_count = ${submissions.messageCount} + 1
      where ${actionable(organizationId, ids)}
      returning ${submissions.id} as id
    ), message as (
      insert into ${submissionMessages} (organization_id, submission_id, body, subject, user_id, created_by, created_at)
      select ${organizationId}::uuid, replied.id, ${body}, 'Feedback', ${userId}::uuid, 'leader', ${when}::timestamptz from replied
      returning id, submission_id
    ), activity as (
      insert into ${submissionActivity} (organization_id, submission_id, submission_message_id, action_type, user_id, created_by, created_at)
      select ${organizationId}::uuid, message.submission_id, message.id, 'reply', ${userId}::uuid, 'leader', ${when}::timestamptz from message
    )
    select id from replied`);
  return replied.rows.map((r) => r.id);
}

/** Asks for a reveal: once per insight, ever (a decline is final). */
export async function requestReveal(
  db: DbOrTx,
  organizationId: string,
  submissionId: string,
  userId: string,
  at = new Date(),
): Promise<'requested' | 'not_found' | 'not_allowed'> {
  const rows = await db
    .update(submissions)
    .set({ requestedUnmaskAt: at })
    .where(
      and(
        eq(submissions.organizationId, organizationId),
        eq(submissions.id, submissionId),
        leaderVisible,
        sql`${submissions.requestedUnmaskAt} is null`,
      ),
    )
    .returning({ id: submissions.id });
  if (rows.length === 1) {
    await db
      .insert(submissionActivity)
      .values({ organizationId, submissionId, actionType: 'unmaskRequested', userId, createdBy: 'leader', createdAt: at });
    return 'requested';
  }
  const exists = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, submissionId), leaderVisible));
  return exists.length ? 'not_allowed' : 'not_found';
}

/**
 * The author answers a pending reveal request. The answer and its activity row keep only their
 * day (ARCHITECTURE §5): today's, or for the demo seed the day of `at`. False when none is pending.
 */
export async function answerReveal(db: DbOrTx, organizationId: string, submissionId: string, accept: boolean, at?: Date): Promise<boolean> {
  const day = at ? startOfUtcDay(at) : DAY_START;
  const rows = await db
    .update(submissions)
    .set(accept ? { unmaskedAt: day } : { declinedUnmaskedAt: day })
    .where(
      and(
        eq(submissions.organizationId, organizationId),
        eq(submissions.id, submissionId),
        sql`${submissions.requestedUnmaskAt} is not null and ${submissions.unmaskedAt} is null and ${submissions.declinedUnmaskedAt} is null`,
      ),
    )
    .returning({ id: submissions.id });
  if (rows.length === 0) return false;
  await db.insert(submissionActivity).values({
    organizationId,
    submissionId,
    actionType: accept ? 'unmaskAccepted' : 'unmaskDeclined',
    createdBy: 'employee',
    createdAt: day,
  });
  return true;
}

/** Sets delegatedAt and writes one 'delegate' activity row per insight, naming its recipients. */
export async function markDelegated(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
  userId: string,
  at: Date,
  recipients: ActivityRecipient[],
) {
  await db
    .update(submissions)
    .set({ delegatedAt: at })
    .where(and(eq(submissions.organizationId, organizationId), inArray(submissions.id, ids)));
  await db.insert(submissionActivity).values(
    ids.map((submissionId) => ({
      organizationId,
      submissionId,
      actionType: 'delegate' as const,
      userId,
      createdBy: 'leader' as const,
      createdAt: at,
      detail: { recipients },
    })),
  );
}

/** The author's message: no user id is stored, only that the employee wrote it, and only its day. */
export async function addAuthorMessage(db: DbOrTx, organizationId: string, submissionId: string, body: string) {
  const [msg] = await db
    .insert(submissionMessages)
    .values({ organizationId, submissionId, body, createdBy: 'employee', subject: 'Feedback', createdAt: DAY_START })
    .returning({ id: submissionMessages.id });
  await db
    .update(submissions)
    .set({ messageCount: sql`${submissions.messageCount} + 1` })
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, submissionId)));
  return msg!.id;
}
