import type { AiProvider } from '../../ai/provider.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { getOrgAiContext } from '../ai-settings/ai-settings.service.ts';
import * as repo from './ai-assist.repository.ts';

export type AiAssistDeps = {
  db: Db;
  ai: AiProvider;
  /** Queues a topic summary job (pg-boss); summaries take long, the spec says "refresh later". */
  enqueueTopicSummary: (organizationId: string, topicId: string, summaryId: string) => Promise<void>;
};

export function createAiAssistService(deps: AiAssistDeps) {
  const { db, ai } = deps;
  return {
    /** A reply draft in the organisation's voice (writing sample, goals) for the selected insights. */
    async draftReply(auth: AuthContext, submissionIds: string[], prompt?: string) {
      const rows = await repo.bodiesOf(db, auth.organizationId, submissionIds);
      if (rows.length === 0) throw notFound('Insight not found');
      const org = await getOrgAiContext(db, auth.organizationId);
      return { text: await ai.draftReply({ insights: rows.map((r) => r.body), org, prompt }) };
    },

    /** A delegation note for one insight, which the note may quote (the recipient needs the words). */
    async draftDelegation(auth: AuthContext, submissionId: string, prompt: string) {
      const [row] = await repo.bodiesOf(db, auth.organizationId, [submissionId]);
      if (!row) throw notFound('Insight not found');
      const org = await getOrgAiContext(db, auth.organizationId);
      return { text: await ai.draftDelegation({ insight: row.body, org, prompt }) };
    },

    async startTopicSummary(auth: AuthContext, topicId: string) {
      const topic = await repo.findTopic(db, auth.organizationId, topicId);
      if (!topic) throw notFound('No topic found');
      const summaryId = await repo.createPendingSummary(db, auth.organizationId, topicId);
      await deps.enqueueTopicSummary(auth.organizationId, topicId, summaryId);
      return { summaryId };
    },
  };
}
export type AiAssistService = ReturnType<typeof createAiAssistService>;

/** The job: summarise a topic's insights and store the result (or mark it failed). */
export async function runTopicSummary(deps: { db: Db; ai: AiProvider }, organizationId: string, topicId: string, summaryId: string) {
  // The count is read before the insights: one arriving meanwhile shows as new, never as summarised.
  const topic = await repo.findTopic(deps.db, organizationId, topicId);
  if (!topic) return;
  const insights = await repo.topicBodies(deps.db, organizationId, topicId);
  const org = await getOrgAiContext(deps.db, organizationId);
  try {
    const summary = await deps.ai.summarizeTopic({ topic: topic.topic, insights, org });
    await repo.completeSummary(deps.db, organizationId, summaryId, summary, true, topic.submissionCount);
  } catch (err) {
    await repo.completeSummary(deps.db, organizationId, summaryId, null, false);
    throw err;
  }
}
