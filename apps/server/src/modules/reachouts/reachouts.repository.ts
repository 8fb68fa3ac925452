import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ReachoutTranslation } from '@voyce/contracts/reachouts';
import type { DbOrTx } from '../../db/client.ts';
import { pageAt, pastKey, type PageKey } from '../../db/page-key.ts';
import {
  departments,
  memberDepartments,
  memberships,
  organizations,
  reachoutAudience,
  reachoutRecipients,
  reachouts,
  submissionGroups,
  submissions,
  users,
} from '../../db/schema/index.ts';
import { leaderVisible } from '../insights/leader-visible.sql.ts';
import { releaseHeldAnswers } from '../insights/insight-writes.sql.ts';

/** Reach-out data access. Every query is scoped to the organisation. */

export type ReachoutRow = NonNullable<Awaited<ReturnType<typeof findOne>>>;
export type ListQuery = {
  from: Date | null;
  to: Date | null;
  departmentIds?: string[];
  promptedBy?: string[];
  statuses?: ('open' | 'closed')[];
  order: 'latest' | 'earliest';
};

const columns = {
  id: reachouts.id,
  organizationId: reachouts.organizationId,
  title: reachouts.title,
  body: reachouts.body,
  objective: reachouts.objective,
  translations: reachouts.translations,
  status: reachouts.status,
  sendAs: reachouts.sendAs,
  prompterId: reachouts.prompterId,
  prompterFirstName: users.firstName,
  prompterLastName: users.lastName,
  audienceSize: reachouts.audienceSize,
  minGroupSize: reachouts.minGroupSize,
  uncountedSize: reachouts.uncountedSize,
  aiSummary: reachouts.aiSummary,
  aiSummaryAt: reachouts.aiSummaryAt,
  createdAt: reachouts.createdAt,
};

export async function existingDepartments(db: DbOrTx, organizationId: string, ids: string[]) {
  return db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), inArray(departments.id, ids)));
}

/**
 * Active employees (accepted invite, not disabled) of any of the departments, each once, with
 * their standing towards k (sock puppets): `counted` when they joined and were first
 * placed in one of these departments no later than `since`; `bySender` when the sender invited
 * them or placed them in one of these departments after `since` (only read for the uncounted).
 */
export async function audienceMembers(
  db: DbOrTx,
  organizationId: string,
  departmentIds: string[],
  standing: { senderId: string; since: Date },
) {
  const since = standing.since.toISOString();
  return db
    .select({
      userId: users.id,
      email: users.businessEmail,
      /** For the invitation e-mail only (its language); never counted, shown or stored with the reach-out. */
      language: users.language,
      counted: sql<boolean>`coalesce(${memberships.joinedAt} <= ${since} and min(${memberDepartments.placedAt}) <= ${since}, false)`,
      bySender: sql<boolean>`coalesce(${memberships.createdBy} = ${standing.senderId}
        or bool_or(${memberDepartments.placedBy} = ${standing.senderId} and ${memberDepartments.placedAt} > ${since}), false)`,
    })
    .from(memberDepartments)
    .innerJoin(
      memberships,
      and(eq(memberships.organizationId, memberDepartments.organizationId), eq(memberships.userId, memberDepartments.userId)),
    )
    .innerJoin(users, eq(users.id, memberDepartments.userId))
    .where(
      and(
        eq(memberDepartments.organizationId, organizationId),
        inArray(memberDepartments.departmentId, departmentIds),
        eq(memberships.role, 'employee'),
        eq(memberships.disabled, false),
        eq(memberships.inviteStatus, 'accepted'),
      ),
    )
    .groupBy(users.id, users.businessEmail, users.language, memberships.joinedAt, memberships.createdBy);
}

export async function insertReachout(db: DbOrTx, v: typeof reachouts.$inferInsert) {
  const [row] = await db.insert(reachouts).values(v).returning({ id: reachouts.id });
  return row!.id;
}

export async function insertAudience(db: DbOrTx, organizationId: string, reachoutId: string, departmentIds: string[]) {
  await db.insert(reachoutAudience).values(departmentIds.map((departmentId) => ({ organizationId, reachoutId, departmentId })));
}

export async function insertRecipients(db: DbOrTx, organizationId: string, reachoutId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db.insert(reachoutRecipients).values(userIds.map((userId) => ({ organizationId, reachoutId, userId, emailed: true })));
}

export async function organizationName(db: DbOrTx, organizationId: string) {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? 'your organisation';
}

export async function userName(db: DbOrTx, userId: string) {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

function listWhere(organizationId: string, q: ListQuery): SQL {
  const parts: SQL[] = [eq(reachouts.organizationId, organizationId)];
  if (q.from) parts.push(gte(reachouts.createdAt, q.from));
  if (q.to) parts.push(lt(reachouts.createdAt, q.to));
  if (q.statuses?.length) parts.push(inArray(reachouts.status, q.statuses));
  if (q.promptedBy?.length) parts.push(inArray(reachouts.prompterId, q.promptedBy));
  if (q.departmentIds?.length) {
    parts.push(
      sql`exists (select 1 from ${reachoutAudience} where ${reachoutAudience.organizationId} = ${organizationId}
          and ${reachoutAudience.reachoutId} = ${reachouts.id} and ${inArray(reachoutAudience.departmentId, q.departmentIds)})`,
    );
  }
  return and(...parts)!;
}

/**
 * One page of the list after `after` in the list's order, each row with its page key, and no
 * total: every reach-out matching the filter, page by page (the list export, the reach-out
 * summary report). One range of reachouts_org_created_idx; an offset re-read every row before it.
 */
export async function listAfter(db: DbOrTx, organizationId: string, q: ListQuery, after: PageKey | null, limit: number) {
  const direction = q.order === 'earliest' ? 'asc' : 'desc';
  const by = direction === 'asc' ? asc : desc;
  return db
    .select({ ...columns, pageAt: pageAt(reachouts.createdAt) })
    .from(reachouts)
    .leftJoin(users, eq(users.id, reachouts.prompterId))
    .where(and(listWhere(organizationId, q), after ? pastKey(reachouts.createdAt, reachouts.id, after, direction) : undefined))
    .orderBy(by(reachouts.createdAt), by(reachouts.id))
    .limit(limit);
}

/** One numbered page of the list (the screen's pages), with the total. */
export async function listPage(db: DbOrTx, organizationId: string, q: ListQuery, offset: number, limit: number) {
  const where = listWhere(organizationId, q);
  const order = q.order === 'earliest' ? [asc(reachouts.createdAt), asc(reachouts.id)] : [desc(reachouts.createdAt), desc(reachouts.id)];
  const rows = await db
    .select(columns)
    .from(reachouts)
    .leftJoin(users, eq(users.id, reachouts.prompterId))
    .where(where)
    .orderBy(...order)
    .offset(offset)
    .limit(limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reachouts)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findOne(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(reachouts)
    .leftJoin(users, eq(users.id, reachouts.prompterId))
    .where(and(eq(reachouts.organizationId, organizationId), eq(reachouts.id, id)));
  return row ?? null;
}

export async function audiences(db: DbOrTx, organizationId: string, reachoutIds: string[]) {
  if (reachoutIds.length === 0) return [];
  return db
    .select({ reachoutId: reachoutAudience.reachoutId, id: departments.id, name: departments.name })
    .from(reachoutAudience)
    .innerJoin(departments, eq(departments.id, reachoutAudience.departmentId))
    .where(and(eq(reachoutAudience.organizationId, organizationId), inArray(reachoutAudience.reachoutId, reachoutIds)))
    .orderBy(asc(departments.name));
}

/**
 * Figures of each reach-out, counted in SQL from its processed answers (closed ones too:
 * closing an answer is triage, not a retraction, so the figures never move on close/reopen).
 */
export async function figures(db: DbOrTx, organizationId: string, reachoutIds: string[]) {
  if (reachoutIds.length === 0) return [];
  const n = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
  return db
    .select({
      reachoutId: sql<string>`${submissions.reachoutId}`,
      answers: sql<number>`count(*)::int`,
      negative: n(sql`${submissions.tone} = 'negative'`),
      neutral: n(sql`${submissions.tone} = 'neutral'`),
      positive: n(sql`${submissions.tone} = 'positive'`),
      bronze: n(sql`${submissions.impactCategory} = 'bronze'`),
      silver: n(sql`${submissions.impactCategory} = 'silver'`),
      gold: n(sql`${submissions.impactCategory} = 'gold'`),
    })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), inArray(submissions.reachoutId, reachoutIds), leaderVisible))
    .groupBy(submissions.reachoutId);
}

/** The topics the pipeline filed the answers into, biggest first (aiSummary.topics). */
export async function answerTopics(db: DbOrTx, organizationId: string, reachoutIds: string[]) {
  if (reachoutIds.length === 0) return [];
  return db
    .select({ reachoutId: sql<string>`${submissionGroups.reachoutId}`, topic: submissionGroups.topic })
    .from(submissionGroups)
    .where(
      and(
        eq(submissionGroups.organizationId, organizationId),
        inArray(submissionGroups.reachoutId, reachoutIds),
        sql`${submissionGroups.submissionCount} > 0`,
      ),
    )
    .orderBy(desc(submissionGroups.submissionCount), asc(submissionGroups.createdAt));
}

/**
 * The reach-outs among `reachoutIds` whose held answers the next scheduled release will show:
 * by releaseHeld's own rule (below), counted in SQL. Only the ids come back, never a count, so
 * nothing about fewer answers can leave the database through this.
 */
export async function readyForRelease(db: DbOrTx, organizationId: string, reachoutIds: string[]): Promise<Set<string>> {
  if (reachoutIds.length === 0) return new Set();
  const res = await db.execute<{ id: string }>(sql`
    select r.id from reachouts r
    join organizations o on o.id = r.organization_id
    where r.organization_id = ${organizationId}
      and r.id in (${sql.join(
        reachoutIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      and exists (select 1 from submissions s
                  where s.organization_id = r.organization_id and s.reachout_id = r.id and s.stage = 'held')
      and (select count(*) from submissions s
           where s.organization_id = r.organization_id and s.reachout_id = r.id
             and s.stage in ('held', 'processed', 'closed')) >= greatest(r.min_group_size, o.min_group_size) + r.uncounted_size`);
  return new Set(res.rows.map((r) => r.id));
}

/**
 * Releases held answers, in one statement, of every reach-out that has at least k answers in
 * all, beyond its uncounted audience members (each could be an account of the sender's, so
 * k + uncounted answers hold k from people the sender does not control), and counts them into
 * their topics and topic departments then. k is the greater of the reach-out's own (the largest
 * its answers were written under, reachout-k.ts) and its organisation's now: lowering k
 * releases nothing written under a larger one.
 * Each reach-out with released answers keeps the day of the release (answers_released_on).
 * Returns how many answers were released.
 */
export async function releaseHeld(db: DbOrTx): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    with candidates as (
      select distinct organization_id, reachout_id from submissions where stage = 'held'
    ), ready as (
      select c.organization_id, c.reachout_id from candidates c
      join organizations o on o.id = c.organization_id
      join reachouts r on r.organization_id = c.organization_id and r.id = c.reachout_id
      where (select count(*) from submissions s
             where s.organization_id = c.organization_id and s.reachout_id = c.reachout_id
               and s.stage in ('held', 'processed', 'closed')) >= greatest(r.min_group_size, o.min_group_size) + r.uncounted_size
    ), released as (
      ${releaseHeldAnswers(sql`ready`)}
    ), topics as (
      update submission_groups g set submission_count = g.submission_count + x.n,
        severity = greatest(g.severity, x.severity), last_submission_at = greatest(g.last_submission_at, x.last)
      from (select organization_id, topic_id, count(*)::int n, coalesce(max(severity), 1) severity, max(created_at) last
            from released where topic_id is not null group by organization_id, topic_id) x
      where g.organization_id = x.organization_id and g.id = x.topic_id
      returning g.id
    ), depts as (
      insert into topic_departments (organization_id, topic_id, department_id, submission_count)
      select r.organization_id, r.topic_id, sd.department_id, count(*)::int from released r
      join submission_departments sd on sd.organization_id = r.organization_id and sd.submission_id = r.id
      where r.topic_id is not null
      group by r.organization_id, r.topic_id, sd.department_id
      on conflict (organization_id, topic_id, department_id)
        do update set submission_count = topic_departments.submission_count + excluded.submission_count
      returning 1
    ), stamped as (
      -- The day only: the leaders' weekly digest lists the reach-outs whose results came out in its week.
      update reachouts r set answers_released_on = (now() at time zone 'UTC')::date
      from (select distinct organization_id, reachout_id from released) x
      where r.organization_id = x.organization_id and r.id = x.reachout_id
      returning 1
    )
    select (select count(*) from released)::int as n, (select count(*) from topics) t, (select count(*) from depts) d,
      (select count(*) from stamped) s`);
  return res.rows[0]?.n ?? 0;
}

/** Open reach-outs held below `k` take it (reachout-k.ts raiseOpenReachouts). */
export async function raiseOpenReachouts(db: DbOrTx, organizationId: string, k: number) {
  await db
    .update(reachouts)
    .set({ minGroupSize: k })
    .where(
      and(
        eq(reachouts.organizationId, organizationId),
        eq(reachouts.status, 'open'),
        or(isNull(reachouts.minGroupSize), lt(reachouts.minGroupSize, k)),
      ),
    );
}

/**
 * Closes or reopens intake. Reopened, a reach-out takes the organisation's k if it is larger
 * than its own: the answers written from now on are promised it (reachout-k.ts).
 */
export async function setStatus(db: DbOrTx, organizationId: string, id: string, status: 'open' | 'closed') {
  const k = sql`(select ${organizations.minGroupSize} from ${organizations} where ${organizations.id} = ${organizationId})`;
  const rows = await db
    .update(reachouts)
    .set(
      status === 'open'
        ? { status, updatedAt: new Date(), minGroupSize: sql`greatest(${reachouts.minGroupSize}, ${k})` }
        : { status, updatedAt: new Date() },
    )
    .where(and(eq(reachouts.organizationId, organizationId), eq(reachouts.id, id)))
    .returning({ id: reachouts.id });
  return rows.length > 0;
}

/** Replaces the reach-out's translations; false when it is not the organisation's. */
export async function setTranslations(db: DbOrTx, organizationId: string, id: string, translations: ReachoutTranslation[]) {
  const rows = await db
    .update(reachouts)
    .set({ translations, updatedAt: new Date() })
    .where(and(eq(reachouts.organizationId, organizationId), eq(reachouts.id, id)))
    .returning({ id: reachouts.id });
  return rows.length > 0;
}

export async function markSummaryPending(db: DbOrTx, organizationId: string, id: string) {
  await db
    .update(reachouts)
    .set({ aiSummaryStatus: 'pending' })
    .where(and(eq(reachouts.organizationId, organizationId), eq(reachouts.id, id)));
}

export async function completeSummary(db: DbOrTx, organizationId: string, id: string, summary: unknown) {
  await db
    .update(reachouts)
    .set(summary ? { aiSummary: summary, aiSummaryStatus: 'ready', aiSummaryAt: new Date() } : { aiSummaryStatus: 'failed' })
    .where(and(eq(reachouts.organizationId, organizationId), eq(reachouts.id, id)));
}

/** The processed answers' words (for the summary), newest first. */
export async function answerBodies(db: DbOrTx, organizationId: string, reachoutId: string, limit = 500) {
  const rows = await db
    .select({ body: submissions.body })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.reachoutId, reachoutId), leaderVisible))
    .orderBy(desc(submissions.createdAt))
    .limit(limit);
  return rows.map((r) => r.body);
}

export type { PageKey };

/**
 * A page of a reach-out's processed answers, oldest first, with their topic (the details
 * export), each with its page key: one range of submissions_org_reachout_idx.
 */
export async function answersPage(db: DbOrTx, organizationId: string, reachoutId: string, after: PageKey | null, limit: number) {
  const parts: SQL[] = [eq(submissions.organizationId, organizationId), eq(submissions.reachoutId, reachoutId), leaderVisible];
  if (after) parts.push(pastKey(submissions.createdAt, submissions.id, after, 'asc'));
  return db
    .select({
      id: submissions.id,
      body: submissions.body,
      closedAt: submissions.closedAt,
      createdAt: submissions.createdAt,
      pageAt: pageAt(submissions.createdAt),
      tone: submissions.tone,
      impactCategory: submissions.impactCategory,
      topic: submissionGroups.topic,
      markedAsWinAt: submissions.markedAsWinAt,
      requestedUnmaskAt: submissions.requestedUnmaskAt,
      unmaskedAt: submissions.unmaskedAt,
      declinedUnmaskedAt: submissions.declinedUnmaskedAt,
      messageCount: submissions.messageCount,
    })
    .from(submissions)
    .leftJoin(submissionGroups, eq(submissionGroups.id, submissions.topicId))
    .where(and(...parts))
    .orderBy(asc(submissions.createdAt), asc(submissions.id))
    .limit(limit);
}

export async function hasRevealedAnswer(db: DbOrTx, organizationId: string, reachoutId: string) {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.organizationId, organizationId),
        eq(submissions.reachoutId, reachoutId),
        sql`${submissions.unmaskedAt} is not null`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

// ---- MyVoyce ---------------------------------------------------------------------------------

/** The reach-outs delivered to one employee, newest first. */
export async function inbox(db: DbOrTx, organizationId: string, userId: string, limit = 200) {
  return db
    .select(columns)
    .from(reachoutRecipients)
    .innerJoin(reachouts, eq(reachouts.id, reachoutRecipients.reachoutId))
    .leftJoin(users, eq(users.id, reachouts.prompterId))
    .where(and(eq(reachoutRecipients.organizationId, organizationId), eq(reachoutRecipients.userId, userId)))
    .orderBy(desc(reachouts.createdAt))
    .limit(limit);
}

/**
 * The reach-out as delivered to this employee (null when it was not: not in the audience). Only
 * read: answering never writes the recipient row, which names the person (ARCHITECTURE §5).
 */
export async function delivered(db: DbOrTx, organizationId: string, reachoutId: string, userId: string) {
  const [row] = await db
    .select({ status: reachouts.status })
    .from(reachoutRecipients)
    .innerJoin(reachouts, eq(reachouts.id, reachoutRecipients.reachoutId))
    .where(
      and(
        eq(reachoutRecipients.organizationId, organizationId),
        eq(reachoutRecipients.reachoutId, reachoutId),
        eq(reachoutRecipients.userId, userId),
      ),
    );
  return row ?? null;
}
