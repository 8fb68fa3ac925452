import type { PgBoss } from 'pg-boss';
import type { AiProvider } from '../ai/provider.ts';
import type { Db } from '../db/client.ts';
import { runTopicSummary } from '../modules/ai-assist/ai-assist.service.ts';
import { runReachoutSummary } from '../modules/reachouts/reachouts.service.ts';

export const TOPIC_SUMMARY = 'topic-summary';
type TopicSummaryJob = { organizationId: string; topicId: string; summaryId: string };

export async function enqueueTopicSummary(boss: PgBoss, organizationId: string, topicId: string, summaryId: string) {
  await boss.send(TOPIC_SUMMARY, { organizationId, topicId, summaryId } satisfies TopicSummaryJob, { singletonKey: summaryId });
}

export const REACHOUT_SUMMARY = 'reachout-summary';
type ReachoutSummaryJob = { organizationId: string; reachoutId: string };

export async function enqueueReachoutSummary(boss: PgBoss, organizationId: string, reachoutId: string) {
  // One pending summary per reach-out: pressing Regenerate twice queues it once.
  await boss.send(REACHOUT_SUMMARY, { organizationId, reachoutId } satisfies ReachoutSummaryJob, { singletonKey: reachoutId });
}

export async function startSummaryWorkers(boss: PgBoss, deps: { db: Db; ai: AiProvider }) {
  await boss.createQueue(TOPIC_SUMMARY, { retryLimit: 2, retryDelay: 10 });
  await boss.work<TopicSummaryJob>(TOPIC_SUMMARY, async (jobs) => {
    for (const job of jobs) await runTopicSummary(deps, job.data.organizationId, job.data.topicId, job.data.summaryId);
  });
  await boss.createQueue(REACHOUT_SUMMARY, { retryLimit: 2, retryDelay: 10 });
  await boss.work<ReachoutSummaryJob>(REACHOUT_SUMMARY, async (jobs) => {
    for (const job of jobs) await runReachoutSummary(deps, job.data.organizationId, job.data.reachoutId);
  });
}
