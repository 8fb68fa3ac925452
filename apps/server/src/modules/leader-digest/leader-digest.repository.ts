import type { Role } from '@voyce/contracts/common';
import type { Permissions } from '@voyce/contracts/roles';
import { and, desc, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberships, organizations, reachouts, roles, submissionGroups, submissions, users } from '../../db/schema/index.ts';
import { leaderVisibleOf } from '../insights/leader-visible.sql.ts';
import { during } from '../../db/time-window.ts';
import { customRoleOfMembership } from '../../db/member-role.ts';

/**
 * The weekly leaders' digest's one owner of its reads and of each leader's choice. Every figure
 * counts what leaders already see in Voyce (processed or closed insights, released answers), by
 * UTC day, never finer than the dashboard: organisation totals and topics, no department or
 * person.
 */

/** `column` falls in the window: from its start, up to (not including) its end. */
const within = (column: AnyColumn, w: Window) => sql`${column} >= ${w.from.toISOString()} and ${column} < ${w.to.toISOString()}`;

/** The organisation's explorer topics (not a reach-out's answer topics) that hold insights. */
const explorerTopicsOf = (organizationId: string) =>
  and(
    eq(submissionGroups.organizationId, organizationId),
    isNull(submissionGroups.reachoutId),
    sql`${submissionGroups.submissionCount} > 0`,
  );

/** A leader who can use the dashboard: owner or admin, signed up, not disabled. */
const activeLeader = sql`${memberships.role} in ('owner', 'admin') and ${memberships.inviteStatus} = 'accepted' and ${memberships.disabled} = false`;

/** Organisations where at least one active leader turned the digest on. */
export async function organizationsWithDigest(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: memberships.organizationId })
    .from(memberships)
    .where(and(activeLeader, eq(memberships.leaderDigest, true)));
  return rows.map((r) => r.id);
}

export type DigestRecipient = {
  userId: string;
  email: string;
  firstName: string | null;
  role: Role;
  roleId: string | null;
  custom: Permissions | null;
};

/**
 * This week's recipients: the organisation's active leaders who turned the digest on, with what
 * their role allows read now (a role changed since they turned it on counts at once). The rows
 * are locked for the send's transaction, so replicas running the same tick queue it once.
 */
export async function lockDigestRecipients(tx: DbOrTx, organizationId: string): Promise<DigestRecipient[]> {
  return tx
    .select({
      userId: users.id,
      email: users.businessEmail,
      firstName: sql<string | null>`coalesce(${memberships.firstName}, ${users.firstName})`,
      role: memberships.role,
      roleId: roles.id,
      custom: roles.permissions,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(roles, customRoleOfMembership)
    .where(and(eq(memberships.organizationId, organizationId), activeLeader, eq(memberships.leaderDigest, true)))
    .orderBy(users.id)
    .for('update', { of: memberships }) as Promise<DigestRecipient[]>;
}

export async function findOrganization(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name, minGroupSize: organizations.minGroupSize })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

/** Whether this leader gets the digest (off unless they turned it on). */
export async function findDigest(db: DbOrTx, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: memberships.leaderDigest })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row?.on ?? false;
}

/** Turns the digest on or off for this membership; a missing membership changes nothing. */
export async function setDigest(db: DbOrTx, organizationId: string, userId: string, on: boolean): Promise<boolean> {
  await db
    .update(memberships)
    .set({ leaderDigest: on })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return on;
}

/** Half-open [from, to) of UTC midnights. */
export type Window = { from: Date; to: Date };

const n = (cond: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${cond}))::int`;

/**
 * New insights and emergencies raised, this week and the week before: visible insights by the
 * day they were written (insights keep only the day). Reach-out answers are the reach-outs'
 * figures, not new insights; an emergency among released answers counts as an emergency.
 */
export async function insightTotals(db: DbOrTx, organizationId: string, week: Window, before: Window) {
  const inWeek = (w: Window) => within(submissions.createdAt, w);
  const emergency = sql`cardinality(${submissions.emergencyTypes}) > 0`;
  const [row] = await db
    .select({
      insights: n(sql`${inWeek(week)} and ${submissions.reachoutId} is null`),
      insightsBefore: n(sql`${inWeek(before)} and ${submissions.reachoutId} is null`),
      emergencies: n(sql`${inWeek(week)} and ${emergency}`),
      emergenciesBefore: n(sql`${inWeek(before)} and ${emergency}`),
    })
    .from(submissions)
    .where(and(leaderVisibleOf(organizationId), during(submissions.createdAt, { from: before.from, to: week.to })));
  return row ?? { insights: 0, insightsBefore: 0, emergencies: 0, emergenciesBefore: 0 };
}

/** Topics of the explorer (not a reach-out's answer topics) first made in each week. */
export async function newTopicCounts(db: DbOrTx, organizationId: string, week: Window, before: Window) {
  const [row] = await db
    .select({ current: n(within(submissionGroups.createdAt, week)), previous: n(within(submissionGroups.createdAt, before)) })
    .from(submissionGroups)
    .where(and(explorerTopicsOf(organizationId), during(submissionGroups.createdAt, { from: before.from, to: week.to })));
  return row ?? { current: 0, previous: 0 };
}

/** The topics with the most new insights this week (at least `least`), each with the week before's. */
export async function hotTopics(db: DbOrTx, organizationId: string, week: Window, before: Window, least: number, limit: number) {
  const current = n(sql`${submissions.createdAt} >= ${week.from.toISOString()}`);
  const rows = await db
    .select({
      id: submissionGroups.id,
      title: submissionGroups.topic,
      createdAt: submissionGroups.createdAt,
      current,
      previous: n(sql`${submissions.createdAt} < ${week.from.toISOString()}`),
    })
    .from(submissions)
    .innerJoin(
      submissionGroups,
      and(eq(submissionGroups.organizationId, submissions.organizationId), eq(submissionGroups.id, submissions.topicId)),
    )
    .where(
      and(
        leaderVisibleOf(organizationId),
        isNull(submissions.reachoutId),
        isNull(submissionGroups.reachoutId),
        during(submissions.createdAt, { from: before.from, to: week.to }),
      ),
    )
    .groupBy(submissionGroups.id)
    .having(sql`${current} >= ${least}`)
    .orderBy(desc(current), submissionGroups.topic)
    .limit(limit);
  return rows.map((r) => ({ ...r, isNew: r.createdAt >= week.from }));
}

/** New topics of the week by their insights, largest first (titles for leaders who may view insights). */
export async function newTopics(db: DbOrTx, organizationId: string, week: Window, limit: number) {
  return db
    .select({ id: submissionGroups.id, title: submissionGroups.topic, count: submissionGroups.submissionCount })
    .from(submissionGroups)
    .where(and(explorerTopicsOf(organizationId), during(submissionGroups.createdAt, week)))
    .orderBy(desc(submissionGroups.submissionCount), submissionGroups.topic)
    .limit(limit);
}

/**
 * Reach-outs with a batch of answers released in the week, with their visible answers and the
 * k they are shown under (the greater of the reach-out's and the organisation's now). The caller
 * drops any below it: a raised k hides figures the release once showed.
 */
export async function releasedReachouts(db: DbOrTx, organizationId: string, week: Window, organizationK: number) {
  const from = week.from.toISOString().slice(0, 10);
  const to = week.to.toISOString().slice(0, 10);
  const rows = await db
    .select({
      id: reachouts.id,
      title: reachouts.title,
      audienceSize: reachouts.audienceSize,
      k: sql<number>`greatest(coalesce(${reachouts.minGroupSize}, 0), ${organizationK})::int`,
    })
    .from(reachouts)
    .where(
      and(
        eq(reachouts.organizationId, organizationId),
        sql`${reachouts.answersReleasedOn} >= ${from}::date and ${reachouts.answersReleasedOn} < ${to}::date`,
      ),
    )
    .orderBy(desc(reachouts.answersReleasedOn), reachouts.title);
  if (rows.length === 0) return [];
  const answers = await db
    .select({ reachoutId: sql<string>`${submissions.reachoutId}`, n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(
      and(
        leaderVisibleOf(organizationId),
        inArray(
          submissions.reachoutId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .groupBy(submissions.reachoutId);
  const byId = new Map(answers.map((a) => [a.reachoutId, a.n]));
  return rows.map((r) => ({ ...r, answered: byId.get(r.id) ?? 0 }));
}
