import { readFileSync } from 'node:fs';
import { FEATURE_COUNT } from './encoder-features.ts';
import { lexicalFeatures, NO_TERMS, type LexicalFeatures, type Lexicon } from './lexical.ts';
import type { TopicSpace } from './topic-space.ts';

/**
 * The heads over encoder features, built by ai-model/train-encoder.ts (never edited by hand):
 * one sigmoid per emergency kind, a softmax for tone and one for priority (Low .. Critical),
 * each reading the encoder features and then, when the file has a lexicon, the text's words and
 * word pairs (lexical.ts; weights past `features` are the lexicon's, in its order),
 * the thresholds chosen on out-of-fold scores (folds cut by sector, so each threshold was scored
 * on sectors its head never saw), the topic threshold, and the held-out test figures.
 */
export type DenseHead = { name: string; kind: 'softmax' | 'sigmoid'; classes: string[]; weights: number[][]; bias: number[] };

export type EncoderModelFile = {
  version: 1;
  features: number;
  heads: DenseHead[];
  /**
   * `notEnglish`: the review threshold for text in another language (absent: `possible`).
   * `sentence`: the review threshold on the highest score of an English text's sentences
   * (sentences.ts); absent: sentences are not read.
   */
  thresholds: Record<string, { confirmed: number; possible: number; notEnglish?: number; sentence?: number }>;
  /** A kind raised by score is dropped when another reaches this many times further (encoder-verdict.ts dominantKinds). */
  dominance?: number;
  /** Self-harm shown to its writer as the crisis panel: confirmed with confidence, and not short. */
  crisisPanel: number;
  topicThreshold: number;
  /** The words and word pairs the heads read beside the vector (lexical.ts); absent: none. */
  lexicon?: Lexicon;
  /** The space topics are matched in (topic-space.ts); absent: the encoder's own. */
  topicSpace?: TopicSpace;
  metrics: Record<string, unknown>;
};

let loaded: EncoderModelFile | null | undefined;

/** The trained heads, or null when the file is absent or was built for other features. */
export function encoderModel(): EncoderModelFile | null {
  if (loaded !== undefined) return loaded;
  try {
    const file = JSON.parse(readFileSync(new URL('./encoder-heads.json', import.meta.url), 'utf8')) as EncoderModelFile;
    loaded = file.features === FEATURE_COUNT ? file : null;
  } catch {
    loaded = null;
  }
  return loaded;
}

const indexes = new WeakMap<Lexicon, Map<string, number>>();

/** The text's terms as the model's lexicon knows them (none when the model has no lexicon). */
export function modelTerms(m: EncoderModelFile, text: string): LexicalFeatures {
  if (!m.lexicon) return NO_TERMS;
  let index = indexes.get(m.lexicon);
  if (!index) indexes.set(m.lexicon, (index = new Map(m.lexicon.terms.map((t, i) => [t, i]))));
  return lexicalFeatures(text, index, m.lexicon.weight);
}

/** `x`: the encoder features; `terms`: the text's lexical features, whose weights follow x's. */
export function denseProbabilities(head: DenseHead, x: Float32Array, terms: LexicalFeatures = NO_TERMS): Record<string, number> {
  const z = head.weights.map((w, c) => {
    let s = head.bias[c]!;
    for (let i = 0; i < x.length; i++) s += w[i]! * x[i]!;
    for (const i of terms.at) s += w[x.length + i]! * terms.value;
    return s;
  });
  let p: number[];
  if (head.kind === 'sigmoid') p = z.map((v) => 1 / (1 + Math.exp(-v)));
  else {
    const max = Math.max(...z);
    const e = z.map((v) => Math.exp(v - max));
    const sum = e.reduce((a, b) => a + b, 0);
    p = e.map((v) => v / sum);
  }
  return Object.fromEntries(head.classes.map((c, i) => [c, p[i]!]));
}
