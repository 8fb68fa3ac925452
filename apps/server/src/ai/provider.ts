import type { Logger } from 'pino';
import type { EnhancedReachout, InsightClassification, ReachoutSummary, TopicSummary } from '@voyce/contracts/ai';
import type { AlertPhrase } from './alert-phrases.ts';
import { createLocalProvider } from './local/local-provider.ts';
import type { ProfileShape } from './local/topic-match.ts';
import { createOpenAiProvider } from './openai/openai-provider.ts';

/**
 * Topic profiles as the matcher reads them, kept by the pipeline with each topic: the local
 * matcher's, which every provider falls back to. warmLocalModel: load it before the first insight.
 */
export { extendProfileShape, placeWords, topicKindOf, type ProfileShape } from './local/topic-match.ts';
export { warmLocalModel } from './local/local-provider.ts';
/**
 * The sentence encoder (local/encoder): `insightMeaning` is an insight's vector, encoded once with
 * its sentences and remembered briefly, so the pipeline reads it before the organisation's lock
 * and the classifier and the topic's shape reuse it; `meaningOf` a text's alone (a topic's
 * profile). Null while the encoder is not running (word vectors answer).
 */
export {
  ENCODER_DIMS,
  insightMeaning,
  encodeOne as meaningOf,
  encode as meaningsOf,
  encodeInsightsAhead,
  encoderState,
  setEncoderEnabled,
  warmEncoder,
} from './local/encoder/encoder.ts';
export { topicVector } from './local/encoder/topic-space.ts';
export { distinctTitles } from './local/topic-title.ts';

/** What the organisation told us in setup and AI settings (spec 2 §2, §3). */
export type OrgAiContext = {
  aboutUs: string;
  goals: string[];
  higherPriorityPhrases: string[];
  lowerPriorityPhrases: string[];
  writingSample: string;
  departments: { id: string; name: string }[];
  /**
   * Words that always raise an insight as a possible emergency of a kind. Not given to
   * any provider: the pipeline applies them after classifying (ai/alert-phrases.ts).
   */
  alertPhrases?: AlertPhrase[];
};

/**
 * An existing topic the new insight may join. profile = representative text (the label it was
 * created with and insight bodies), whole or only its opening: `profileLength` then says how long
 * it is (a young topic's, which titles follow, always comes whole). `shape`: the profile as the
 * local matcher reads it, stored with the topic, so matching never re-reads the text; without it
 * the matcher reduces the whole profile once per version.
 */
export type TopicCandidate = {
  id: string;
  label: string;
  theme: string;
  profile: string;
  profileLength?: number;
  shape?: ProfileShape;
};

export type ClassifyInput = {
  text: string;
  org: OrgAiContext;
  topics: TopicCandidate[];
  /** Recent insights of the organisation, to flag duplicates. */
  recentTexts?: string[];
  /** Set when the text answers a reach-out, to flag off-topic replies. */
  reachoutQuestion?: string;
};

export interface AiProvider {
  readonly name: 'local' | 'openai';
  /**
   * Whether an insight may describe self-harm, checked the moment it is sent so the writer sees
   * the organisation's support text at once. Every provider answers it locally and in-process:
   * nothing leaves the server, nothing is stored. Only self-harm confirmed with confidence shows
   * it (never a short or ordinary answer); "please review" goes to the emergency contacts only.
   */
  mayDescribeSelfHarm(text: string): Promise<boolean>;
  classifyInsight(input: ClassifyInput): Promise<InsightClassification>;
  draftReply(input: { insights: string[]; org: OrgAiContext; prompt?: string }): Promise<string>;
  draftDelegation(input: { insight: string; org: OrgAiContext; prompt: string }): Promise<string>;
  /**
   * `deadlineMs`: the caller cannot wait longer (the wizard waits 15 s); a remote provider
   * abandons its call by then and the local one answers.
   */
  enhanceReachout(
    input: { message: string; objective: string; org: OrgAiContext },
    opts?: { deadlineMs?: number },
  ): Promise<EnhancedReachout>;
  summarizeTopic(input: { topic: string; insights: string[]; org: OrgAiContext }): Promise<TopicSummary>;
  /** objective: what the leader wanted to learn (the wizard's field); the summary answers it. */
  summarizeReachout(input: {
    title: string;
    question: string;
    objective?: string;
    answers: string[];
    org: OrgAiContext;
  }): Promise<ReachoutSummary>;
}

export type AiProviderConfig = {
  provider: 'local' | 'openai';
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
};

/**
 * The only way callers get a provider. 'local' runs in-process with no network (the default,
 * ARCHITECTURE §1); 'openai' talks to any OpenAI-compatible endpoint and falls back to the
 * local provider call by call, so a broken endpoint degrades quality, never availability.
 */
export function createAiProvider(cfg: AiProviderConfig, log: Logger): AiProvider {
  const local = createLocalProvider();
  if (cfg.provider === 'local') return local;
  if (!cfg.baseUrl || !cfg.model) {
    log.warn({ provider: cfg.provider }, 'AI provider openai needs a base URL and a model; using the local provider');
    return local;
  }
  return createOpenAiProvider(
    { baseUrl: cfg.baseUrl, apiKey: cfg.apiKey, model: cfg.model, timeoutMs: cfg.timeoutMs ?? 15_000 },
    local,
    log,
  );
}
