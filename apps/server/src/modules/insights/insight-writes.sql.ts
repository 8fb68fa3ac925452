import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InsightClassification } from '@voyce/contracts/ai';
import type { AlertPhraseMatch } from '@voyce/contracts/alert-phrases';
import type { DbOrTx } from '../../db/client.ts';
import { DAY_START } from '../../db/day-start.ts';
import { submissions } from '../../db/schema/index.ts';
import { leaderVisible } from './leader-visible.sql.ts';

/**
 * Every write to an insight (the submissions table) that another module makes, written here so
 * that the insight has one owner: filing (employee), processing (pipeline), moving between
 * topics (topic corrections) and releasing held reach-out answers (reach-outs). Each is a query
 * builder or an SQL fragment the caller's repository runs inside its own statement or
 * transaction, so no round trip is added. The leaders' state changes are in
 * insight-state.repository.ts. The lint rule "insight writes" in eslint.config.js refuses a
 * write to the table anywhere else.
 */

/**
 * A new insight, in the caller's transaction (authorship seals its author in the same one). It
 * keeps only its day (ARCHITECTURE §5): the moment it was written is never stored.
 */
export function insertInsight(
  tx: DbOrTx,
  v: { organizationId: string; body: string; reachoutId?: string | null; aboutDepartmentId?: string | null },
) {
  return tx
    .insert(submissions)
    .values({
      organizationId: v.organizationId,
      body: v.body,
      reachoutId: v.reachoutId ?? null,
      aboutDepartmentId: v.aboutDepartmentId ?? null,
      createdAt: DAY_START,
    })
    .returning({ id: submissions.id, stage: submissions.stage, createdAt: submissions.createdAt });
}

/** The pipeline's verdict on an insight, as one step of its filing statement (pipeline.repository fileInsight). */
export function markProcessed(
  tx: DbOrTx,
  v: { organizationId: string; submissionId: string; c: InsightClassification; alertPhraseMatches?: AlertPhraseMatch[] },
  topicId: SQL,
  reachoutAnswer: boolean,
): SQL {
  const { c } = v;
  return tx
    .update(submissions)
    .set({
      topicId: sql`${topicId}`,
      theme: c.theme,
      severity: c.severity,
      emergencyTypes: c.emergencyTypes,
      possibleEmergencyTypes: c.possibleEmergencyTypes,
      language: c.language,
      alertPhraseMatches: v.alertPhraseMatches?.length ? v.alertPhraseMatches : null,
      qualityWarnings: c.qualityWarnings,
      tone: c.tone,
      impactCategory: c.impactCategory,
      matchScore: c.matchScore,
      // A reach-out answer waits, held, until its reach-out has k answers (release-answers).
      stage: reachoutAnswer ? 'held' : 'processed',
      // Only the day, as for the insight itself: a processing time would give away the moment.
      processedAt: sql`${submissions.createdAt}`,
    })
    .where(and(eq(submissions.organizationId, v.organizationId), eq(submissions.id, v.submissionId)))
    .returning({ id: submissions.id })
    .getSQL();
}

/** Moves every insight of `fromId` (held reach-out answers too) into `toId`; returns how many leaders see. */
export async function moveAllInsights(tx: DbOrTx, organizationId: string, fromId: string, toId: string): Promise<number> {
  const rows = await tx
    .update(submissions)
    .set({ topicId: toId })
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.topicId, fromId)))
    .returning({ visible: sql<boolean>`${leaderVisible}` });
  // Held answers move unseen and uncounted: a count that included them would tell a leader someone answered.
  return rows.filter((r) => r.visible).length;
}

/** Only the topic: the insight keeps its times, its flags and everything else it holds. */
export async function moveInsight(tx: DbOrTx, organizationId: string, submissionId: string, toId: string): Promise<void> {
  await tx
    .update(submissions)
    .set({ topicId: toId })
    .where(and(eq(submissions.organizationId, organizationId), eq(submissions.id, submissionId)));
}

/**
 * Held reach-out answers of the reach-outs in `ready` (a CTE of organization_id, reachout_id)
 * become visible; returns what the release's topic and department counts need.
 */
export function releaseHeldAnswers(ready: SQL): SQL {
  return sql`update submissions s set stage = 'processed' from ${ready} r
      where s.organization_id = r.organization_id and s.reachout_id = r.reachout_id and s.stage = 'held'
      returning s.id, s.organization_id, s.reachout_id, s.topic_id, s.severity, s.created_at`;
}
