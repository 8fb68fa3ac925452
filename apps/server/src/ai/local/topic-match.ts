import type { TopicCandidate } from '../provider.ts';
import { model } from './model/model.ts';
import { NO_THEME } from './themes.ts';
import { meaningVector } from './model/verdict.ts';
import { dot } from './model/sentence-vector.ts';
import { embeddings } from './model/embeddings.ts';
import { wordsOf } from './model/words.ts';
import { STOP_WORDS } from './stop-words.ts';
import { ENCODER_DIMS } from './encoder/encoder.ts';
import { topicVector } from './encoder/topic-space.ts';

/**
 * Topic grouping by meaning: the insight's sentence vector against each topic's average meaning
 * (average linkage over the sentences of its profile), plus a smaller lexical term for the subject
 * words they share, weighted by how rare each word is in English ("VPN" decides, "office" does
 * not). Half of same-subject pairs share no content word ("the VPN drops" / "can't stay
 * connected from home"), so meaning leads; shared rare words settle near-ties.
 *
 * A topic's cost to match is constant in its length: its average meaning and word set come
 * stored with the candidate (ProfileShape, extended as insights join), or are computed once per
 * profile version (by id, length and ending) for callers that pass only text.
 */
export function matchThreshold(): number {
  return model().topicThreshold ?? 0.45;
}
/** An emergency joins another only when clearly the same incident. */
export function emergencyMatchThreshold(base = matchThreshold()): number {
  return Math.max(0.6, base + 0.15);
}
const LEXICAL_WEIGHT = 0.35;
/**
 * Agreeing on the theme (the workplace lexicon's category) is real evidence: in the training
 * corpora 40 % of same-subject pairs share a primary theme, against 8 % of other pairs.
 */
const THEME_WEIGHT = 0.12;

/**
 * The words of the organisation's department names: they say where, not what ("HR" in twenty
 * insights does not make them one subject), so topic meaning and subject words leave them out.
 */
export function placeWords(departments: { name: string }[]): Set<string> {
  return new Set(departments.flatMap((d) => wordsOf(d.name)));
}

/** A topic as matching reads it: its average meaning and whether a subject word (stem) is among its own. */
type TopicShape = { vector: Float32Array | null; has: (stem: string) => boolean };

/**
 * A profile reduced to what matching reads, stored with the topic (submission_groups) so that no
 * match and no restart re-reads its text: the mean of its sentences' unit meaning vectors, how
 * many sentences that mean holds (to extend it), and its subject words.
 */
export type ProfileShape = { vector: number[] | null; sentences: number; words: Record<string, number> };

const SENTENCES = /(?<=[.!?])\s+|\n+/;

/** The sum of the unit meaning vectors of the text's sentences, and how many there are. */
function meaningSum(text: string, skip?: Set<string>): { sum: Float32Array | null; n: number } {
  let sum: Float32Array | null = null;
  let n = 0;
  for (const sentence of text.split(SENTENCES)) {
    const v = meaningVector(sentence, skip);
    if (!v) continue;
    if (!sum) sum = new Float32Array(v.length);
    for (let d = 0; d < v.length; d++) sum[d]! += v[d]!;
    n++;
  }
  return { sum, n };
}

/**
 * The mean of `sentences` unit vectors whose mean is `mean`, with `more` (a sum of `k` more)
 * added: not renormalised, so its dot with an insight is the insight's average similarity to what
 * the topic holds (average linkage). A centroid renormalised to unit length would drift toward
 * "everything" as a topic grows varied and then attract every new insight; an average keeps a
 * varied topic honest.
 */
function extendMean(mean: ArrayLike<number> | null, sentences: number, more: Float32Array | null, k: number): Float32Array | null {
  const n = mean ? sentences : 0;
  if (n + k === 0) return null;
  const out = new Float32Array((mean ?? more)!.length);
  for (let d = 0; d < out.length; d++) out[d] = ((mean ? mean[d]! * n : 0) + (more ? more[d]! : 0)) / (n + k);
  return out;
}

/** Both word sets in `into`, each word at its rarity (the same in both). */
function mergeWords(into: Record<string, number>, words: Map<string, number>): Record<string, number> {
  for (const [w, weight] of words) into[w] = Math.max(into[w] ?? 0, weight);
  return into;
}

/**
 * `shape` (null: an empty profile) with `text` appended: the same mean as if read from the whole
 * text. `encoded`: the text's sentence-encoder vector (encoder/encoder.ts), when the encoder is
 * running: the topic's meaning is then the mean of its insights' encoder vectors (one each), and
 * a shape stored in the other space (word vectors, from before the encoder) starts again from
 * this insight rather than mixing the two.
 */
export function extendProfileShape(
  shape: ProfileShape | null,
  text: string,
  skip?: Set<string>,
  encoded?: Float32Array | null,
): ProfileShape {
  const words = mergeWords({ ...shape?.words }, contentWords(text, skip));
  if (encoded) {
    encoded = topicVector(encoded);
    const same = shape?.vector?.length === encoded.length;
    const vector = extendMean(same ? shape!.vector : null, same ? shape!.sentences : 0, encoded, 1)!;
    return { vector: Array.from(vector), sentences: (same ? shape!.sentences : 0) + 1, words };
  }
  const { sum, n } = meaningSum(text, skip);
  // Without the encoder, a shape in its space keeps its meaning and gains only the words.
  if (shape?.vector && shape.vector.length === ENCODER_DIMS) return { ...shape, words };
  const vector = extendMean(shape?.vector ?? null, shape?.sentences ?? 0, sum, n);
  return {
    vector: vector ? Array.from(vector) : null,
    sentences: (shape?.vector ? shape.sentences : 0) + n,
    words,
  };
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

/** Shapes of text profiles (callers without a stored one), by topic id and profile version. */
const fromText = new Map<string, { length: number; tail: string; shape: ProfileShape }>();
const FROM_TEXT_MAX = 20_000;
/** What a stored shape becomes with its topic's current label, kept as long as the shape is. */
const withLabel = new WeakMap<ProfileShape, { label: string; shape: TopicShape }>();

function profileShapeOf(t: TopicCandidate, skip?: Set<string>): ProfileShape {
  if (t.shape) return t.shape;
  const tail = t.profile.slice(-64);
  const known = fromText.get(t.id);
  if (known && known.length === t.profile.length && known.tail === tail) return known.shape;
  const shape = extendProfileShape(null, t.profile, skip);
  fromText.delete(t.id);
  fromText.set(t.id, { length: t.profile.length, tail, shape });
  if (fromText.size > FROM_TEXT_MAX) fromText.delete(fromText.keys().next().value!);
  return shape;
}

/** The topic's shape: its label's sentences and words joined to its profile's. */
function shapeOf(t: TopicCandidate, skip?: Set<string>): TopicShape {
  const profile = profileShapeOf(t, skip);
  const known = withLabel.get(profile);
  if (known && known.label === t.label) return known.shape;
  // An encoder-space topic is the mean of its insights alone: its label is read from them.
  const encoderSpace = profile.vector?.length === ENCODER_DIMS;
  const { sum, n } = encoderSpace ? { sum: null, n: 0 } : meaningSum(t.label, skip);
  const label = contentWords(t.label, skip);
  // The profile's words are looked up where they are: a copy of 200 word sets after a restart cost more than the match.
  const words = profile.words;
  const shape: TopicShape = {
    vector: extendMean(profile.vector, profile.sentences, sum, n),
    has: (stem) => label.has(stem) || Object.hasOwn(words, stem),
  };
  withLabel.set(profile, { label: t.label, shape });
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
    const meaning = vector && s.vector && s.vector.length === vector.length ? dot(vector, s.vector) : 0;
    let shared = 0;
    for (const [w, weight] of words) if (s.has(w)) shared += weight;
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
