import { readFileSync } from 'node:fs';
import type { EmergencyType } from '@voyce/contracts/ai';
import { plain } from './crisis-cues.ts';
import { isShortAnswer } from './encoder/encoder-features.ts';

/**
 * A multilingual signal for emergencies in text not read as English: linear heads over the
 * text's character 3-5-grams and words, without accents, hashed into 2^bits buckets, trained
 * on every blind writer's lines in every language (ai-model/train-multilingual.ts). The
 * sentence encoder reads English and the multilingual rules only the words they list; stems
 * shared across languages ("agress", "suicid", "amenaz", "menac", "molest", "polic") and a
 * language's own words for what happened reach what neither does. It raises "please review"
 * only, never a confirmed emergency, and never the crisis panel: such an insight is already set
 * aside for a person to read ("Not English"), so its review threshold is chosen for recall
 * (about one in ten of other-language lines without an emergency, by writers it never saw).
 */
export type MultilingualHeadFile = {
  version: 1;
  bits: number;
  /** "any" (an emergency of some kind) first, then one head per kind, in `kinds` order. */
  kinds: EmergencyType[];
  /** Per head: weight = int8 × scale. */
  scales: number[];
  bias: number[];
  /** "any" at or above it raises "please review" for the kind whose head scores highest. */
  threshold: number;
  metrics?: Record<string, unknown>;
};

export const MULTILINGUAL_BITS = 16;

function hash(s: string, buckets: number): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) % buckets;
}

/** Bucket → value (unit length): the character 3-5-grams of each word, padded, and the words themselves. */
export function multilingualFeatures(text: string, bits = MULTILINGUAL_BITS): Map<number, number> {
  const buckets = 1 << bits;
  const words =
    plain(text)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  const out = new Map<number, number>();
  const add = (key: string) => {
    const k = hash(key, buckets);
    out.set(k, (out.get(k) ?? 0) + 1);
  };
  for (const w of words) {
    const padded = ` ${w} `;
    for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= padded.length; i++) add(n + padded.slice(i, i + n));
    add(`w${w}`);
  }
  let norm = 0;
  for (const v of out.values()) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (const [k, v] of out) out.set(k, v / norm);
  return out;
}

type Loaded = { file: MultilingualHeadFile; weights: Int8Array };
let loaded: Loaded | null | undefined;

function head(): Loaded | null {
  if (loaded === undefined) {
    try {
      const file = JSON.parse(readFileSync(new URL('./multilingual-head.json', import.meta.url), 'utf8')) as MultilingualHeadFile;
      const bytes = readFileSync(new URL('./multilingual-head.bin', import.meta.url));
      loaded = { file, weights: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    } catch {
      loaded = null; // not trained yet: the rules alone
    }
  }
  return loaded;
}

/** Each head's probability: "any" first, then the kinds. */
export function multilingualScores(text: string, m: Loaded): number[] {
  const { bits, scales, bias } = m.file;
  const size = 1 << bits;
  const x = multilingualFeatures(text, bits);
  return bias.map((b, h) => {
    let z = b;
    for (const [k, v] of x) z += m.weights[h * size + k]! * scales[h]! * v;
    return 1 / (1 + Math.exp(-z));
  });
}

/**
 * The kind the heads raise for review in other-language text, or none (short answers never).
 * `encoderReach`: the encoder heads' score of each kind over its other-language review threshold,
 * when the encoder read the text. Which kind is the weak part: by a writer neither had seen
 * (blind-e's 43 other-language emergencies) the kind heads named it right 19 times, the encoder's
 * 23, the two together (the product of their shares) 24.
 */
export function multilingualHeadKinds(text: string, encoderReach?: Partial<Record<EmergencyType, number>>): EmergencyType[] {
  const m = head();
  if (!m || isShortAnswer(text)) return [];
  const [any, ...kinds] = multilingualScores(text, m);
  if (any! < m.file.threshold) return [];
  return [namedKind(m.file.kinds, kinds, encoderReach)];
}

/**
 * The kind named: the highest of the kind heads' shares, times the encoder's shares of
 * `encoderReach` when there is one (multilingualHeadKinds; the trainer compares the two ways).
 */
export function namedKind(kinds: EmergencyType[], scores: number[], encoderReach?: Partial<Record<EmergencyType, number>>): EmergencyType {
  const share = (xs: number[]) => {
    const sum = xs.reduce((a, b) => a + b, 0) || 1;
    return xs.map((x) => x / sum);
  };
  const own = share(scores);
  const reach = encoderReach ? share(kinds.map((k) => encoderReach[k] ?? 0)) : null;
  const both = reach ? own.map((x, k) => x * reach[k]!) : own;
  return kinds[both.indexOf(Math.max(...both))]!;
}
