import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberships, organizations, submissionGroups, submissions, topicSummaries, users } from '../../db/schema/index.ts';
import { leaderVisible } from '../insights/leader-visible.sql.ts';

export async function topicWithCounts(db: DbOrTx, organizationId: string, topicId: string) {
  const [topic] = await db
    .select()
    .from(submissionGroups)
    .where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId)));
  if (!topic) return null;
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${submissions.closedAt} is null)::int`,
    })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.topicId, topicId), leaderVisible));
  const [summary] = await db
    .select({ summary: topicSummaries.summary })
    .from(topicSummaries)
    .where(and(eq(topicSummaries.organizationId, organizationId), eq(topicSummaries.topicId, topicId), eq(topicSummaries.status, 'ready')))
    .orderBy(desc(topicSummaries.createdAt))
    .limit(1);
  return { topic, total: counts?.total ?? 0, open: counts?.open ?? 0, summary: summary?.summary ?? null };
}

export async function senderOf(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, organizationName: organizations.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row ?? null;
}

/** Of these addresses, those of the organisation's active leaders (any role but employee). */
export async function leaderEmails(db: DbOrTx, organizationId: string, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: users.businessEmail })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        sql`${memberships.role} <> 'employee'`,
        eq(memberships.disabled, false),
        eq(memberships.inviteStatus, 'accepted'),
        // Business e-mails are stored lower-cased; the caller lower-cases the addresses.
        inArray(users.businessEmail, emails),
      ),
    );
  return new Set(rows.map((r) => r.email));
}
