import { readFileSync } from 'node:fs';
import { FEATURE_COUNT } from './encoder-features.ts';
import type { TopicSpace } from './topic-space.ts';

/**
 * The heads over encoder features, built by ai-model/train-encoder.ts (never edited by hand):
 * one sigmoid per emergency kind, a softmax for tone and one for priority (Low .. Critical),
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
  /** Self-harm shown to its writer as the crisis panel: confirmed with confidence, and not short. */
  crisisPanel: number;
  topicThreshold: number;
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

export function denseProbabilities(head: DenseHead, x: Float32Array): Record<string, number> {
  const z = head.weights.map((w, c) => {
    let s = head.bias[c]!;
    for (let i = 0; i < w.length; i++) s += w[i]! * x[i]!;
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
