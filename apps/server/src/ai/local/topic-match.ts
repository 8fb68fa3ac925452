import type { TopicCandidate } from '../provider.ts';
import { model } from './model/model.ts';
import { NO_THEME } from './themes.ts';
import { meaningVector } from './model/verdict.ts';
import { dot } from './model/sentence-vector.ts';
import { embeddings } from './model/embeddings.ts';
import { wordsOf } from './model/words.ts';
import { STOP_WORDS } from './stop-words.ts';

/**
 * Topic grouping by meaning: the insight's sentence vector against each topic's average meaning
 * (average linkage over the sentences of its profile), plus a smaller lexical term for the subject
 * words they share, weighted by how rare each word is in English ("VPN" decides, "office" does
 * not). Half of same-subject pairs share no content word ("the VPN drops" / "can't stay
 * connected from home"), so meaning leads; shared rare words settle near-ties.
 *
 * A topic's cost to match is constant in its length: its average meaning and word set are
 * computed once per profile version (by id, length and ending) and kept, or come stored with
 * the candidate.
 */
export function matchThreshold(): number {
  return model().topicThreshold ?? 0.45;
}
/** An emergency joins another only when clearly the same incident. */
export function emergencyMatchThreshold(): number {
  return Math.max(0.6, matchThreshold() + 0.15);
}
const LEXICAL_WEIGHT = 0.35;
/**
 * Agreeing on the theme (the workplace lexicon's category) is real evidence: in the training
 * corpora 40 % of same-subject pairs share a primary theme, against 8 % of other pairs.
 */
const THEME_WEIGHT = 0.12;

type TopicShape = { length: number; tail: string; vector: Float32Array | null; words: Map<string, number> };
const shapes = new Map<string, TopicShape>();
const SHAPES_MAX = 20_000;

/**
 * The mean of the unit meaning vectors of a topic's sentences, not renormalised: its dot with an
 * insight is the insight's average similarity to what the topic holds (average linkage). A
 * centroid renormalised to unit length would drift toward "everything" as a topic grows varied
 * and then attract every new insight; an average keeps a varied topic honest.
 */
function averageMeaning(text: string, skip?: Set<string>): Float32Array | null {
  let sum: Float32Array | null = null;
  let n = 0;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const v = meaningVector(sentence, skip);
    if (!v) continue;
    if (!sum) sum = new Float32Array(v.length);
    for (let d = 0; d < v.length; d++) sum[d]! += v[d]!;
    n++;
  }
  if (!sum) return null;
  for (let d = 0; d < sum.length; d++) sum[d]! /= n;
  return sum;
}

/** A crude stem, so that "drops", "dropped" and "dropping" count as one shared word. */
function stem(w: string): string {
  if (w.length <= 4) return w;
  const cut = w.replace(/(?:ing|ed|es|s)$/, '');
  return cut.length >= 3 && /([b-df-hj-np-tv-z])\1$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** How much a shared word says: rare words (by their frequency rank in English) say more. */
function rarity(w: string): number {
  const e = embeddings();
  const row = e.index.get(w);
  const rank = row === undefined ? e.fullSize : e.ranks[row]!;
  return Math.log(1 + rank / 500);
}

/**
 * The text's subject words as stems with their rarity. `skip`: the organisation's department
 * names, which say where, not what (see classify.ts).
 */
export function contentWords(text: string, skip?: Set<string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of wordsOf(text)) {
    if (w.length <= 1 || STOP_WORDS.has(w) || skip?.has(w) || /^\d+$/.test(w)) continue;
    out.set(stem(w), Math.max(out.get(stem(w)) ?? 0, rarity(w)));
  }
  return out;
}

function shapeOf(t: TopicCandidate, skip?: Set<string>): TopicShape {
  const key = t.id;
  const text = `${t.label}\n${t.profile}`;
  const tail = text.slice(-64);
  const known = shapes.get(key);
  if (known && known.length === text.length && known.tail === tail) return known;
  const shape: TopicShape = {
    length: text.length,
    tail,
    vector: t.vector ? Float32Array.from(t.vector) : averageMeaning(text, skip),
    words: contentWords(text, skip),
  };
  shapes.delete(key);
  shapes.set(key, shape);
  if (shapes.size > SHAPES_MAX) shapes.delete(shapes.keys().next().value!);
  return shape;
}

export type TopicMatch = { topicId: string | null; score: number };

/** Each candidate's score: meaning plus the share of the insight's subject words (by rarity) it contains. */
export function topicScores(
  vector: Float32Array | null,
  words: Map<string, number>,
  topics: TopicCandidate[],
  skip?: Set<string>,
  theme?: string,
): number[] {
  const all = topics.map((t) => shapeOf(t, skip));
  let total = 0;
  for (const w of words.values()) total += w;
  return all.map((s, i) => {
    const meaning = vector && s.vector ? dot(vector, s.vector) : 0;
    let shared = 0;
    for (const [w, weight] of words) if (s.words.has(w)) shared += weight;
    const sameTheme = theme !== undefined && theme !== NO_THEME && topics[i]!.theme === theme ? THEME_WEIGHT : 0;
    return meaning + LEXICAL_WEIGHT * (total > 0 ? shared / total : 0) + sameTheme;
  });
}

export function matchTopic(
  vector: Float32Array | null,
  words: Map<string, number>,
  topics: TopicCandidate[],
  threshold = matchThreshold(),
  skip?: Set<string>,
  theme?: string,
): TopicMatch {
  if (topics.length === 0 || (!vector && words.size === 0)) return { topicId: null, score: 0 };
  const scores = topicScores(vector, words, topics, skip, theme);
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
const EMERGENCY_LABEL =
  /^(?:(?:Violence|Crime|Threat|Self-harm|Harassment)(?: & (?:Violence|Crime|Threat|Self-harm|Harassment))* reported:|Possible [a-z& -]+, please review:)/;
const NOT_ENGLISH_LABEL = /^Not English:/;

export function isEmergencyLabel(label: string): boolean {
  return EMERGENCY_LABEL.test(label);
}

/**
 * Which kind of topic a label belongs to. Each kind keeps to itself: an ordinary insight never
 * joins an emergency topic or a topic set aside for a person to read (not English).
 */
export function topicKindOf(label: string): 'emergency' | 'not-english' | 'ordinary' {
  if (EMERGENCY_LABEL.test(label)) return 'emergency';
  if (NOT_ENGLISH_LABEL.test(label)) return 'not-english';
  return 'ordinary';
}
