import { sentenceVector } from './sentence-vector.ts';
import { wordsOf } from './words.ts';

/**
 * What the trained heads read of a text: its meaning (the sentence vector, dense) and its
 * wording (words, word pairs and character 4-grams, sparse, from the training dictionary).
 * Meaning carries paraphrases ("he had me pinned against the lockers"); wording carries the
 * words the vectors blur (negation, "myself" vs "him") and typos (character grams of
 * "managment" still overlap "management"). `extra` are named signals the caller adds (the rule
 * engines' verdicts), learned like any other feature.
 */
export type FeatureSpace = {
  dims: number;
  /** Sparse feature name → column (after the dense columns). */
  index: Map<string, number>;
  /** The corpus's common direction, removed from every sentence vector. */
  pc: Float32Array | null;
};

export type SparseVector = { idx: Int32Array; val: Float32Array };

/** The dense part counts as much as a handful of words, not as one feature among thousands. */
const DENSE_SCALE = 2;

export function featureNames(text: string, extra: string[] = []): string[] {
  const words = wordsOf(text);
  const names = new Set<string>(extra.map((e) => `x:${e}`));
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    names.add(`w:${w}`);
    if (i > 0) names.add(`b:${words[i - 1]}_${w}`);
    if (w.length >= 4) {
      const padded = `<${w}>`;
      for (let j = 0; j + 4 <= padded.length; j++) names.add(`c:${padded.slice(j, j + 4)}`);
    }
  }
  return [...names];
}

export function featurize(text: string, space: FeatureSpace, extra: string[] = []): SparseVector {
  const idx: number[] = [];
  const val: number[] = [];
  const v = sentenceVector(text, space.pc);
  if (v) {
    for (let d = 0; d < space.dims; d++) {
      idx.push(d);
      val.push(v[d]! * DENSE_SCALE);
    }
  }
  const sparse: number[] = [];
  for (const name of featureNames(text, extra)) {
    const col = space.index.get(name);
    if (col !== undefined) sparse.push(col);
  }
  // Long texts have more features; scale so a rant and a one-liner weigh alike.
  const w = sparse.length ? 1 / Math.sqrt(sparse.length) : 0;
  for (const col of sparse) {
    idx.push(col);
    val.push(w * 3);
  }
  return { idx: Int32Array.from(idx), val: Float32Array.from(val) };
}
