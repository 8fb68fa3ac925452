import type { SparseVector } from './features.ts';

/**
 * A trained linear head over the feature space: softmax over classes (tone, priority) or one
 * sigmoid per class (emergency kinds, which can co-occur). Weights are classes × columns.
 */
export type Head = {
  name: string;
  kind: 'softmax' | 'sigmoid';
  classes: string[];
  columns: number;
  weights: Float32Array;
  bias: Float32Array;
};

export function logits(head: Head, x: SparseVector): Float64Array {
  const out = new Float64Array(head.classes.length);
  for (let c = 0; c < head.classes.length; c++) {
    const row = c * head.columns;
    let s = head.bias[c]!;
    for (let k = 0; k < x.idx.length; k++) s += head.weights[row + x.idx[k]!]! * x.val[k]!;
    out[c] = s;
  }
  return out;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function softmax(z: Float64Array): Float64Array {
  let max = -Infinity;
  for (const v of z) max = Math.max(max, v);
  const out = new Float64Array(z.length);
  let sum = 0;
  for (let i = 0; i < z.length; i++) sum += out[i] = Math.exp(z[i]! - max);
  for (let i = 0; i < z.length; i++) out[i]! /= sum;
  return out;
}

/** Class probabilities: softmax heads sum to one, sigmoid heads score each class alone. */
export function probabilities(head: Head, x: SparseVector): Record<string, number> {
  const z = logits(head, x);
  const p = head.kind === 'softmax' ? softmax(z) : z.map(sigmoid);
  return Object.fromEntries(head.classes.map((c, i) => [c, p[i]!]));
}
