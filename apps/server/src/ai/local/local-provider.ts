import { mayDescribeSelfHarm } from './insight-reading.ts';
import type { AiProvider, OrgAiContext, TopicCandidate } from '../provider.ts';
import { classifyLocally } from './classify.ts';
import { encodeInsight } from './encoder/encoder.ts';
import { withEncoderShapes } from './topic-candidates.ts';
import { placeWords } from './topic-match.ts';
import { extendProfileShape } from './topic-match.ts';
import { draftDelegationLocally, draftReplyLocally, enhanceReachoutLocally } from './drafts.ts';
import { summarizeReachoutLocally, summarizeTopicLocally } from './summarize.ts';

/**
 * The in-process provider: deterministic, offline, no network. An insight is read by the
 * sentence encoder (TF.js on WebAssembly, ~13 ms with its sentences) when it runs, then by
 * synchronous CPU work (the heads, topics and rules: about 5 ms; 1 ms with word vectors).
 */
export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    mayDescribeSelfHarm,
    classifyInsight: async (input) => {
      const encoded = await encodeInsight(input.text);
      const topics = encoded ? await withEncoderShapes(input.topics, placeWords(input.org.departments)) : input.topics;
      return classifyLocally({ ...input, topics }, encoded?.vector, encoded?.sentences);
    },
    draftReply: async (input) => draftReplyLocally(input),
    draftDelegation: async (input) => draftDelegationLocally(input),
    enhanceReachout: async (input) => enhanceReachoutLocally(input),
    summarizeTopic: async (input) => summarizeTopicLocally(input),
    summarizeReachout: async (input) => summarizeReachoutLocally(input),
  };
}

/**
 * Loads the local model (word vectors, heads, tagger, and the typo index a misspelt word needs)
 * by reading one text, so that the first insight after a start is not the one that waits for it.
 * When the sentence encoder runs, the text goes through it and its heads as an insight's does:
 * the encoder's first pass and its heads' first read cost 100-200 ms of a restarted replica's
 * first insight otherwise. `at`: an organisation and its candidate topics, read as the pipeline
 * would read them, so that each topic's label is reduced now (200 labels took 30-100 ms of a
 * restarted replica's first insight) and the matcher runs compiled.
 */
export async function warmLocalModel(at?: { org: OrgAiContext; topics: TopicCandidate[] }): Promise<void> {
  const text = 'The printer on the second floor has been broken for a week and managment never replies.';
  const org = at?.org ?? {
    aboutUs: '',
    goals: [],
    higherPriorityPhrases: [],
    lowerPriorityPhrases: [],
    writingSample: '',
    departments: [],
  };
  // Matching too, against as many topics as an organisation has candidates: run cold, reading
  // 200 stored topics took 120 ms; compiled, a tenth of that.
  const topicsOf = (vector?: Float32Array) => {
    const shape = extendProfileShape(null, text, undefined, vector);
    return Array.from({ length: 200 }, (_, i) => ({
      id: `warm-${i}`,
      label: `Printer ${i}`,
      theme: '',
      profile: text,
      shape: { ...shape },
    }));
  };
  // The word-vector model first: it answers whenever the encoder cannot, and loaded after the
  // encoder had run, each of the encoder's later long passes grew the process by ~20 MB (the
  // allocator's state after the model's large load; measured, +250 MB peak instead of +80).
  classifyLocally({ text, org, topics: at?.topics ?? topicsOf() });
  const encoded = await encodeInsight(text);
  if (!encoded) return;
  const topics = at ? await withEncoderShapes(at.topics, placeWords(org.departments)) : topicsOf(encoded.vector);
  classifyLocally({ text, org, topics }, encoded.vector, encoded.sentences);
}
