import { embeddings } from './embeddings.ts';
import { rowOf } from './spelling.ts';
import { wordsOf } from './words.ts';

/**
 * A text's meaning as one vector: the SIF average of its word vectors (Arora et al. 2017,
 * "A simple but tough-to-beat baseline for sentence embeddings"). Each word weighs a/(a + p(w)),
 * so "the" and "is" count for almost nothing and "payslip" for almost everything; p(w) comes
 * from the word's frequency rank (Zipf), as the embeddings ship ranks, not counts. The corpus's
 * common direction (what every sentence shares) is removed, then the vector is unit length, so
 * a dot product is the cosine.
 */
const SIF_A = 1e-3;

export type SentenceVector = Float32Array;

let harmonic = 0;
let weightsCache: Float32Array | undefined;

/** SIF weight per vocabulary row, computed once. */
function weights(): Float32Array {
  if (weightsCache) return weightsCache;
  const e = embeddings();
  harmonic = Math.log(e.fullSize) + 0.5772;
  weightsCache = new Float32Array(e.ranks.length);
  for (let i = 0; i < e.ranks.length; i++) {
    const p = 1 / (e.ranks[i]! * harmonic);
    weightsCache[i] = SIF_A / (SIF_A + p);
  }
  return weightsCache;
}

/** The raw SIF average (no common-direction removal, not normalised); null when no word is known. */
export function sifAverage(words: string[]): Float32Array | null {
  const e = embeddings();
  const w = weights();
  const out = new Float32Array(e.dims);
  let total = 0;
  for (const word of words) {
    const i = rowOf(word);
    if (i === undefined) continue;
    const wi = w[i]!;
    total += wi;
    const row = i * e.dims;
    for (let d = 0; d < e.dims; d++) out[d]! += wi * e.vectors[row + d]!;
  }
  if (total === 0) return null;
  for (let d = 0; d < e.dims; d++) out[d]! /= total;
  return out;
}

/**
 * Unit vector of the text with the common direction `pc` (unit length) projected out. `skip`:
 * words to leave out (topic matching drops function words: what a text is about is in its
 * content words, while the classifier keeps them, as "myself" and "not" change the verdict).
 */
export function sentenceVector(text: string, pc: Float32Array | null, skip?: Set<string>): SentenceVector | null {
  const words = wordsOf(text);
  const v = sifAverage(skip ? words.filter((w) => !skip.has(w)) : words);
  if (!v) return null;
  if (pc) {
    let dot = 0;
    for (let d = 0; d < v.length; d++) dot += v[d]! * pc[d]!;
    for (let d = 0; d < v.length; d++) v[d]! -= dot * pc[d]!;
  }
  return normalize(v);
}

export function normalize(v: Float32Array): Float32Array {
  let n = 0;
  for (let d = 0; d < v.length; d++) n += v[d]! * v[d]!;
  n = Math.sqrt(n);
  if (n > 0) for (let d = 0; d < v.length; d++) v[d]! /= n;
  return v;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d]! * b[d]!;
  return s;
}
