import { GENERIC } from './lexicons.ts';
import { nounPhrases, type NounPhrase } from './labels.ts';
import { isContent, type Analysis } from './tokenize.ts';

/**
 * Term bags over stems and adjacent-stem bigrams, and their cosine: how summaries find the
 * sentences that say the same thing. (Topic matching is by meaning: topic-match.ts.)
 */
export type Terms = Map<string, number>;

/** Nouns name the subject ("VPN", "payslip"); verbs and adjectives mostly say how people feel about it. */
const POS_WEIGHT: Record<string, number> = { NOUN: 1.5, PROPN: 1.5, VERB: 0.6, ADJ: 0.8, ADV: 0.4 };

const SUBJECT_BOOST = 2;
const BIGRAM_WEIGHT = 1.5;

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
