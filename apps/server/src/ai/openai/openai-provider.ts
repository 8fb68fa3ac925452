import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, Output } from 'ai';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  zEnhancedReachout,
  zInsightClassification,
  zReachoutSummary,
  zTopicSummary,
  type InsightClassification,
} from '@voyce/contracts/ai';
import { EMERGENCY_TYPES } from '@voyce/contracts/ai';
import type { AiProvider, ClassifyInput } from '../provider.ts';
import { classifyPrompt, classifySystem, GOAL_RULE, list, orgBlock, SUMMARY_COUNT_RULE, voiceSystem } from './prompts.ts';
import { topicsByMeaning } from '../local/topic-candidates.ts';

export type OpenAiConfig = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

/**
 * Any OpenAI-compatible endpoint (OpenAI, Azure, Ollama, vLLM) through the Vercel AI SDK.
 * Every call is bounded by timeoutMs and validated by the contract's zod schema; on any
 * failure it logs a warning and the local provider answers that call. The log line names the
 * operation and the error kind only: never the insight, the prompt or the model's output.
 */
export function createOpenAiProvider(cfg: OpenAiConfig, local: AiProvider, log: Logger): AiProvider {
  const provider = createOpenAICompatible({
    name: 'voyce',
    baseURL: cfg.baseUrl.replace(/\/$/, ''),
    apiKey: cfg.apiKey,
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(cfg.model);
  // Strict JSON schema mode rejects schemas with bounds (maxLength ...) on some servers; we validate ourselves.
  const providerOptions = { voyce: { strictJsonSchema: false } };

  async function object<S extends z.core.$ZodType>(schema: S, system: string, prompt: string, deadlineMs?: number): Promise<z.infer<S>> {
    const { output } = await generateText({
      model,
      output: Output.object({ schema }),
      system,
      prompt,
      temperature: 0.2,
      maxRetries: 0,
      timeout: Math.min(cfg.timeoutMs, deadlineMs ?? Infinity),
      providerOptions,
    });
    return z.parse(schema, output);
  }

  async function text(system: string, prompt: string): Promise<string> {
    const result = await generateText({ model, system, prompt, temperature: 0.4, maxRetries: 0, timeout: cfg.timeoutMs, providerOptions });
    const out = result.text.trim();
    if (!out) throw new Error('empty completion');
    return out;
  }

  async function guarded<T>(op: string, remote: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      return await remote();
    } catch (err) {
      const e = err as { name?: string; statusCode?: number };
      log.warn({ op, provider: 'openai', error: e?.name ?? 'Error', status: e?.statusCode }, 'AI call failed; the local provider answered');
      return fallback();
    }
  }

  /** The model may name ids it was not given; and emergencies must never be missed because a model was lax. */
  /**
   * The remote verdict is used; what only the local AI raises is kept as "possible — please
   * review" rather than forced (or dropped): a remote model that misses an emergency, or is
   * talked out of one by the insight's own text, cannot make it vanish.
   */
  async function sanitize(c: InsightClassification, input: ClassifyInput): Promise<InsightClassification> {
    const topicIds = new Set(input.topics.map((t) => t.id));
    const depIds = new Set(input.org.departments.map((d) => d.id));
    const mine = await local.classifyInsight(input);
    const emergencyTypes = EMERGENCY_TYPES.filter((t) => c.emergencyTypes.includes(t));
    const raised = new Set([...c.possibleEmergencyTypes, ...mine.emergencyTypes, ...mine.possibleEmergencyTypes]);
    const possibleEmergencyTypes = EMERGENCY_TYPES.filter((t) => raised.has(t) && !emergencyTypes.includes(t));
    const matchedTopicId = c.matchedTopicId && topicIds.has(c.matchedTopicId) ? c.matchedTopicId : null;
    // A topic is retitled only by the local rule (what its insights share), never at a remote model's whim.
    const { matchedTopicLabel: _ignored, ...verdict } = c;
    return {
      ...verdict,
      matchedTopicId,
      matchScore: matchedTopicId ? c.matchScore : Math.min(c.matchScore, 0.5),
      emergencyTypes,
      possibleEmergencyTypes,
      language: mine.language,
      severity: emergencyTypes.length > 0 ? 4 : possibleEmergencyTypes.length > 0 ? (Math.max(3, c.severity) as 3 | 4) : c.severity,
      departmentIds: [...new Set(c.departmentIds.filter((id) => depIds.has(id)))],
      qualityWarnings: [...new Set(c.qualityWarnings)],
    };
  }

  return {
    name: 'openai',
    // In-process, never sent anywhere (the interface says why).
    mayDescribeSelfHarm: (text) => local.mayDescribeSelfHarm(text),
    // The model chooses the topic among the candidates most like the insight by meaning.
    classifyInsight: async (input) => {
      const near = { ...input, topics: await topicsByMeaning(input) };
      return guarded(
        'classifyInsight',
        async () => sanitize(await object(zInsightClassification, classifySystem(), classifyPrompt(near)), near),
        () => local.classifyInsight(input),
      );
    },
    draftReply: (input) =>
      guarded(
        'draftReply',
        () =>
          text(
            voiceSystem(
              input.org,
              "Draft a leader's reply to the anonymous insight(s) below: acknowledge, show it was understood, say what happens next.",
            ),
            `${input.prompt ? `Leader's instruction: ${input.prompt}\n\n` : ''}Insights:\n${list(input.insights, 1500, 20)}`,
          ),
        () => local.draftReply(input),
      ),
    draftDelegation: (input) =>
      guarded(
        'draftDelegation',
        () =>
          text(
            voiceSystem(
              input.org,
              'Draft a short note from a leader asking a colleague to look into the anonymous insight below, quoting it.',
            ),
            `Leader's instruction: ${input.prompt || '(none)'}\n\nInsight:\n${input.insight.slice(0, 4000)}`,
          ),
        () => local.draftDelegation(input),
      ),
    enhanceReachout: (input, opts) =>
      guarded(
        'enhanceReachout',
        () =>
          object(
            zEnhancedReachout,
            voiceSystem(
              input.org,
              'Improve a reach-out (a question leaders send to employees). Return JSON {title, message}: a short title and the polished message. Keep the meaning; mention that answers are anonymous.',
            ),
            `Objective: ${input.objective}\n\nDraft message:\n${input.message.slice(0, 4000)}`,
            opts?.deadlineMs,
          ),
        () => local.enhanceReachout(input),
      ),
    summarizeTopic: (input) =>
      guarded(
        'summarizeTopic',
        () =>
          object(
            zTopicSummary,
            `Summarise employee insights on one topic for leaders. Return JSON: executiveSummary {keyTakeaway, risks[], opportunities[]} and suggestedActions[] {action, potentialImpact, challenges, supportingReasoning}, most important action first. Base everything on the insights. ${GOAL_RULE} ${SUMMARY_COUNT_RULE}\n${orgBlock(input.org)}`,
            `Topic: ${input.topic}\n\nInsights:\n${list(input.insights, 600, 80)}`,
          ),
        () => local.summarizeTopic(input),
      ),
    summarizeReachout: (input) =>
      guarded(
        'summarizeReachout',
        () =>
          object(
            zReachoutSummary,
            `Summarise employees' answers to a reach-out for leaders. Return JSON: topics[] (short phrases), summary (a paragraph with the overall tone), sections[] {name, bulletPoints[]} such as "What is working", "Concerns", "Suggestions".\n${orgBlock(input.org)}`,
            `Reach-out: ${input.title}\nQuestion: ${input.question}\n${input.objective ? `Objective (answer it first): ${input.objective}\n` : ''}\nAnswers:\n${list(input.answers, 600, 120)}`,
          ),
        () => local.summarizeReachout(input),
      ),
  };
}
