import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * One pass of wink-nlp over a text, flattened into plain arrays so that every other local
 * module reads tokens without touching wink's API. The model ships inside the npm package,
 * so this runs offline and gives the same answer on every machine.
 */
const nlp = winkNLP(model);
const its = nlp.its;
// wink's typings declare stem and lemma with a signature its own out() rejects; they work at run time.
const STEM = its.stem as any;
const LEMMA = its.lemma as any;

export type Token = {
  /** The text as written (labels keep "VPN" upper-case). */
  value: string;
  /** Lower-cased surface form with contractions expanded by wink ("n't" -> "not"). */
  normal: string;
  /** Porter2 stem: the key every lexicon and the similarity measure use. */
  stem: string;
  lemma: string;
  pos: string;
  kind: string;
  stop: boolean;
  /** True inside the scope of a negation ("not", "never", "no one" ...), per wink's negation model. */
  negated: boolean;
  sentence: number;
  /** First token of its sentence: a capital there says nothing about a name. */
  sentenceStart: boolean;
};

export type Sentence = { text: string; sentiment: number; start: number; end: number };

export type Analysis = {
  text: string;
  tokens: Token[];
  sentences: Sentence[];
  /** wink's document sentiment, -1..1. */
  sentiment: number;
  wordCount: number;
  /** Stems of every word token, for lexicon look-ups. */
  stemSet: Set<string>;
};

const WORDISH = new Set(['word', 'number', 'hashtag', 'abbreviation']);

export function analyze(text: string): Analysis {
  const doc = nlp.readDoc(text);
  const t = doc.tokens();
  const values = t.out(its.value) as string[];
  const normals = t.out(its.normal) as string[];
  const stems = t.out(STEM) as string[];
  const lemmas = t.out(LEMMA) as string[];
  const pos = t.out(its.pos) as string[];
  const kinds = t.out(its.type) as string[];
  const stops = t.out(its.stopWordFlag) as unknown as boolean[];
  const negs = t.out(its.negationFlag) as unknown as boolean[];

  const sentenceTexts = doc.sentences().out() as string[];
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  const sentiments = doc.sentences().out(its.sentiment) as unknown as number[];
  const sentences: Sentence[] = spans.map(([start, end], i) => ({
    text: (sentenceTexts[i] ?? '').replace(/\s+/g, ' ').trim(),
    sentiment: sentiments[i] ?? 0,
    start,
    end,
  }));

  const tokens: Token[] = new Array(normals.length);
  let s = 0;
  let wordCount = 0;
  const stemSet = new Set<string>();
  for (let i = 0; i < normals.length; i++) {
    while (s < spans.length - 1 && i > spans[s]![1]) s++;
    const kind = kinds[i] ?? 'word';
    const stem = (stems[i] ?? '').toLowerCase();
    tokens[i] = {
      value: values[i] ?? '',
      normal: normals[i] ?? '',
      stem,
      lemma: (lemmas[i] ?? '').toLowerCase(),
      pos: pos[i] ?? 'X',
      kind,
      stop: stops[i] ?? false,
      negated: negs[i] ?? false,
      sentence: s,
      sentenceStart: i === spans[s]?.[0],
    };
    if (WORDISH.has(kind)) {
      wordCount++;
      stemSet.add(stem);
    }
  }
  return { text, tokens, sentences, sentiment: doc.out(its.sentiment) as unknown as number, wordCount, stemSet };
}

/** Stems of a word or phrase, so lexicons written in plain English match analysed text. */
export function stemsOf(phrase: string): string[] {
  const t = nlp.readDoc(phrase.toLowerCase()).tokens();
  const kinds = t.out(its.type) as string[];
  const stems = t.out(STEM) as string[];
  return stems.filter((_, i) => kinds[i] !== 'punctuation').map((x) => x.toLowerCase());
}

/** Lower-cased word forms of a phrase as wink normalises them ("won't" -> "will", "not"). */
export function normalsOf(phrase: string): string[] {
  const t = nlp.readDoc(phrase.toLowerCase()).tokens();
  const kinds = t.out(its.type) as string[];
  const normals = t.out(its.normal) as string[];
  return normals.filter((_, i) => kinds[i] !== 'punctuation');
}

export function isWord(t: Token): boolean {
  return t.kind === 'word' || t.kind === 'number' || t.kind === 'abbreviation';
}

/** A content word: a word that is not a stop word and carries meaning on its own. */
export function isContent(t: Token): boolean {
  return t.kind === 'word' && !t.stop && t.normal.length > 1 && /[a-z]/.test(t.normal);
}
