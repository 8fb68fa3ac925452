import type { TopicCandidate } from '../provider.ts';
import { GENERIC } from './lexicons.ts';
import { nounPhrases, type NounPhrase } from './labels.ts';
import { analyze, isContent, type Analysis } from './tokenize.ts';

/**
 * Topic grouping by TF-IDF cosine over stems and adjacent-stem bigrams. Bigrams make
 * "night shift" closer to "night shift" than to "shift swap". IDF is computed over the
 * candidate profiles themselves, so a word every topic shares (say "warehouse" in a
 * warehouse-only organisation) stops deciding anything.
 */
export type Terms = Map<string, number>;

/**
 * Calibrated on the evaluation set (evaluation.test.ts) over eight arrival orders: at 0.18
 * purity averages 0.91 and cohesion 0.76; lower merges different subjects, higher splits
 * real ones. A wrongly merged topic misleads more than a split one, so it errs high.
 */
export const MATCH_THRESHOLD = 0.18;
/** Emergencies need a closer match, and only among emergency topics (see classify.ts). */
export const EMERGENCY_MATCH_THRESHOLD = 0.3;
/** Agreeing on the theme is weak evidence; it breaks near-ties, it cannot create a match. */
const THEME_BONUS = 0.05;
const BIGRAM_WEIGHT = 1.5;

/** Nouns name the subject ("VPN", "payslip"); verbs and adjectives mostly say how people feel about it. */
const POS_WEIGHT: Record<string, number> = { NOUN: 1.5, PROPN: 1.5, VERB: 0.6, ADJ: 0.8, ADV: 0.4 };

const SUBJECT_BOOST = 2;

export function termsOf(a: Analysis, phrases: NounPhrase[] = nounPhrases(a)): Terms {
  const terms: Terms = new Map();
  // The words of the main noun phrases name the subject; they count double.
  const subject = new Set(phrases.slice(0, 2).flatMap((p) => p.words.map((w) => w.stem)));
  let prev: { stem: string; sentence: number; index: number; w: number } | null = null;
  for (let i = 0; i < a.tokens.length; i++) {
    const t = a.tokens[i]!;
    if (!isContent(t) || GENERIC.has(t.stem) || !/^[a-z][a-z0-9&-]*$/.test(t.stem)) continue;
    const w = (POS_WEIGHT[t.pos] ?? 0.8) * (subject.has(t.stem) ? SUBJECT_BOOST : 1);
    terms.set(t.stem, (terms.get(t.stem) ?? 0) + w);
    // Adjacent content words only (one stop word between is allowed: "lack of training").
    if (prev && prev.sentence === t.sentence && i - prev.index <= 2) {
      const bigram = `${prev.stem}_${t.stem}`;
      terms.set(bigram, (terms.get(bigram) ?? 0) + BIGRAM_WEIGHT * Math.min(w, prev.w));
    }
    prev = { stem: t.stem, sentence: t.sentence, index: i, w };
  }
  return terms;
}

const profileCache = new Map<string, Terms>();
const PROFILE_CACHE_MAX = 4_000;

/** Profiles repeat across calls (the same 50 topics for every new insight), so their terms are memoised. */
export function profileTerms(profile: string): Terms {
  let terms = profileCache.get(profile);
  if (terms) {
    // Refresh recency so a busy topic is not evicted.
    profileCache.delete(profile);
  } else {
    terms = termsOf(analyze(profile));
  }
  profileCache.set(profile, terms);
  if (profileCache.size > PROFILE_CACHE_MAX) profileCache.delete(profileCache.keys().next().value!);
  return terms;
}

/** Damped term weight: the fifth mention of a word adds far less than the first. */
const sublinear = (w: number) => Math.log1p(w);

/** Cosine similarity of two term bags under the given IDF (absent terms weigh 1). */
export function cosine(a: Terms, b: Terms, idf?: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [term, tf] of a) {
    const w = sublinear(tf) * (idf?.get(term) ?? 1);
    na += w * w;
    const other = b.get(term);
    if (other !== undefined) dot += w * sublinear(other) * (idf?.get(term) ?? 1);
  }
  if (dot === 0) return 0;
  for (const [term, tf] of b) {
    const w = sublinear(tf) * (idf?.get(term) ?? 1);
    nb += w * w;
  }
  return dot / Math.sqrt(na * nb);
}

export type TopicMatch = { topicId: string | null; score: number };

/** A profile is the label and recent insight bodies, one per line; each line also counts on its own. */
function profileParts(t: TopicCandidate): { whole: Terms; lines: Terms[] } {
  const lines = t.profile
    .split(/\n+/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const parts = [t.label, ...lines].map((l) => profileTerms(l));
  const whole: Terms = new Map();
  for (const p of parts) for (const [k, v] of p) whole.set(k, (whole.get(k) ?? 0) + v);
  return { whole, lines: parts.slice(1) };
}

/**
 * Whole profile vs best single line: the whole rewards a topic's shared vocabulary, the best
 * line catches a short insight that repeats one earlier insight. Calibrated with MATCH_THRESHOLD.
 */
const WHOLE_WEIGHT = 0.7;

export function matchTopic(query: Terms, theme: string, topics: TopicCandidate[], threshold = MATCH_THRESHOLD): TopicMatch {
  if (topics.length === 0 || query.size === 0) return { topicId: null, score: 0 };
  const parts = topics.map(profileParts);
  const df = new Map<string, number>();
  for (const p of parts) for (const term of p.whole.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const n = parts.length + 1;
  const idf = new Map<string, number>();
  for (const [term, d] of df) idf.set(term, 1 + Math.log((n + 1) / (d + 1)));
  for (const term of query.keys()) if (!idf.has(term)) idf.set(term, 1 + Math.log(n + 1));

  let bestId: string | null = null;
  let best = 0;
  for (let i = 0; i < topics.length; i++) {
    const topic = topics[i]!;
    const p = parts[i]!;
    const whole = cosine(query, p.whole, idf);
    let line = 0;
    for (const l of p.lines) line = Math.max(line, cosine(query, l, idf));
    let score = WHOLE_WEIGHT * whole + (1 - WHOLE_WEIGHT) * line;
    if (score > 0 && topic.theme === theme) score += THEME_BONUS;
    if (score > best) {
      best = score;
      bestId = topic.id;
    }
  }
  const score = Math.min(1, best);
  return { topicId: score >= threshold ? bestId : null, score };
}
