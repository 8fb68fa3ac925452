import type { TopicCandidate } from '../provider.ts';
import { model } from './model/model.ts';
import { meaningVector } from './model/verdict.ts';
import { dot } from './model/sentence-vector.ts';
import { wordsOf } from './model/words.ts';
import { STOP_WORDS } from './stop-words.ts';

/**
 * Topic grouping by meaning: the insight's sentence vector against each topic's centroid (the
 * meaning vector of its profile), plus a smaller lexical term for the subject words they
 * share, weighted by how rare each word is among the candidates ("VPN" decides, "shift" in a
 * warehouse does not). Half of same-subject pairs share no content word ("the VPN drops" /
 * "can't stay connected from home"), so meaning leads; shared rare words settle near-ties.
 *
 * A topic's cost to match is constant in its length: its centroid and word set are computed
 * once per profile version (by id, length and ending) and kept, or come stored
 * with the candidate.
 */
export function matchThreshold(): number {
  return model().topicThreshold ?? 0.45;
}
/** An emergency joins another only when clearly the same incident. */
export function emergencyMatchThreshold(): number {
  return Math.max(0.6, matchThreshold() + 0.15);
}
const LEXICAL_WEIGHT = 0.35;

type TopicShape = { length: number; tail: string; vector: Float32Array | null; words: Set<string> };
const shapes = new Map<string, TopicShape>();
const SHAPES_MAX = 20_000;

export function contentWords(text: string): Set<string> {
  return new Set(wordsOf(text).filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !/^\d+$/.test(w)));
}

function shapeOf(t: TopicCandidate): TopicShape {
  const key = t.id;
  const text = `${t.label}\n${t.profile}`;
  const tail = text.slice(-64);
  const known = shapes.get(key);
  if (known && known.length === text.length && known.tail === tail) return known;
  const shape: TopicShape = {
    length: text.length,
    tail,
    vector: t.vector ? Float32Array.from(t.vector) : meaningVector(text),
    words: contentWords(text),
  };
  shapes.delete(key);
  shapes.set(key, shape);
  if (shapes.size > SHAPES_MAX) shapes.delete(shapes.keys().next().value!);
  return shape;
}

export type TopicMatch = { topicId: string | null; score: number };

/** Each candidate's score: meaning plus the share of the insight's rare words it contains. */
export function topicScores(vector: Float32Array | null, words: Set<string>, topics: TopicCandidate[]): number[] {
  const all = topics.map(shapeOf);
  // Rarity of each of the insight's words among the candidates (only its words matter).
  const idf = new Map<string, number>();
  let total = 0;
  for (const w of words) {
    let df = 0;
    for (const s of all) if (s.words.has(w)) df++;
    const v = Math.log((all.length + 1) / (df + 0.5));
    idf.set(w, v);
    total += v;
  }
  return all.map((s) => {
    const meaning = vector && s.vector ? dot(vector, s.vector) : 0;
    let shared = 0;
    if (total > 0) for (const w of words) if (s.words.has(w)) shared += idf.get(w)!;
    return meaning + LEXICAL_WEIGHT * (total > 0 ? shared / total : 0);
  });
}

export function matchTopic(vector: Float32Array | null, words: Set<string>, topics: TopicCandidate[], threshold = matchThreshold()): TopicMatch {
  if (topics.length === 0 || (!vector && words.size === 0)) return { topicId: null, score: 0 };
  const scores = topicScores(vector, words, topics);
  let best = 0;
  let bestId: string | null = null;
  scores.forEach((score, i) => {
    if (score > best) {
      best = score;
      bestId = topics[i]!.id;
    }
  });
  return { topicId: best >= threshold ? bestId : null, score: Math.max(0, Math.min(1, best)) };
}

/** Labels the classifier gives emergency topics ("Violence reported: …", "Possible self-harm, please review: …"). */
const EMERGENCY_LABEL = /^(?:(?:Violence|Crime|Threat|Self-harm|Harassment)(?: & (?:Violence|Crime|Threat|Self-harm|Harassment))* reported:|Possible [a-z& -]+, please review:)/;

export function isEmergencyLabel(label: string): boolean {
  return EMERGENCY_LABEL.test(label);
}
