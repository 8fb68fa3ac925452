import type { TopicSummary } from '@voyce/contracts/ai';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { submissionGroups, submissions, topicSummaries } from '../../db/schema/index.ts';
import { leaderVisible } from '../insights/leader-visible.sql.ts';

export async function bodiesOf(db: DbOrTx, organizationId: string, ids: string[]) {
  return db
    .select({ id: submissions.id, body: submissions.body })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), inArray(submissions.id, ids), leaderVisible));
}

export async function findTopic(db: DbOrTx, organizationId: string, topicId: string) {
  const rows = await db
    .select()
    .from(submissionGroups)
    .where(and(eq(submissionGroups.organizationId, organizationId), eq(submissionGroups.id, topicId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function topicBodies(db: DbOrTx, organizationId: string, topicId: string, limit = 200) {
  const rows = await db
    .select({ body: submissions.body })
    .from(submissions)
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.topicId, topicId), leaderVisible))
    .orderBy(desc(submissions.createdAt))
    .limit(limit);
  return rows.map((r) => r.body);
}

export async function createPendingSummary(db: DbOrTx, organizationId: string, topicId: string) {
  const [row] = await db.insert(topicSummaries).values({ organizationId, topicId }).returning({ id: topicSummaries.id });
  return row!.id;
}

/**
 * Stores the summary (or its failure). `insightCount` is the topic's count it was made from, and
 * updatedAt the moment it was made: the topic page says "Generated ..." and how many insights
 * have arrived since.
 */
export async function completeSummary(
  db: DbOrTx,
  organizationId: string,
  summaryId: string,
  summary: TopicSummary | null,
  ok: boolean,
  insightCount: number | null = null,
) {
  await db
    .update(topicSummaries)
    .set({ summary: ok ? summary : null, status: ok ? 'ready' : 'failed', insightCount: ok ? insightCount : null, updatedAt: new Date() })
    .where(and(eq(topicSummaries.organizationId, organizationId), eq(topicSummaries.id, summaryId)));
}
