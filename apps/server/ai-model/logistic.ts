/**
 * Dense linear heads trained by full-batch Adam with L2: one sigmoid per class (multi-label) or
 * one softmax. Deterministic (zero start, fixed order), a few seconds on a few thousand lines.
 */
import type { DenseHead } from '../src/ai/local/encoder/encoder-heads.ts';
import type { LexicalFeatures } from '../src/ai/local/encoder/lexical.ts';

/** `terms`: sparse features whose weights follow x's (`extra` of them in all): the lexicon's. */
export type Example = { x: Float32Array; y: number[]; w?: number; terms?: LexicalFeatures };

export function trainHead(
  name: string,
  kind: 'softmax' | 'sigmoid',
  classes: string[],
  data: Example[],
  opts: { l2?: number; epochs?: number; lr?: number; extra?: number } = {},
): DenseHead {
  const l2 = opts.l2 ?? 1e-3;
  const epochs = opts.epochs ?? 400;
  const lr = opts.lr ?? 0.05;
  const dense = data[0]!.x.length;
  const d = dense + (opts.extra ?? 0);
  const C = classes.length;
  const W = Array.from({ length: C }, () => new Float64Array(d));
  const b = new Float64Array(C);
  const mW = W.map(() => new Float64Array(d));
  const vW = W.map(() => new Float64Array(d));
  const mb = new Float64Array(C);
  const vb = new Float64Array(C);
  const totalW = data.reduce((s, e) => s + (e.w ?? 1), 0);
  for (let t = 1; t <= epochs; t++) {
    const gW = W.map(() => new Float64Array(d));
    const gb = new Float64Array(C);
    for (const e of data) {
      const z = new Float64Array(C);
      for (let c = 0; c < C; c++) {
        let s = b[c]!;
        const w = W[c]!;
        for (let i = 0; i < dense; i++) s += w[i]! * e.x[i]!;
        if (e.terms) for (const i of e.terms.at) s += w[dense + i]! * e.terms.value;
        z[c] = s;
      }
      const p = kind === 'sigmoid' ? z.map((v) => 1 / (1 + Math.exp(-v))) : softmax(z);
      const weight = (e.w ?? 1) / totalW;
      for (let c = 0; c < C; c++) {
        const g = (p[c]! - e.y[c]!) * weight;
        if (g === 0) continue;
        gb[c]! += g;
        const gw = gW[c]!;
        for (let i = 0; i < dense; i++) gw[i]! += g * e.x[i]!;
        if (e.terms) for (const i of e.terms.at) gw[dense + i]! += g * e.terms.value;
      }
    }
    for (let c = 0; c < C; c++) {
      for (let i = 0; i < d; i++) {
        const g = gW[c]![i]! + l2 * W[c]![i]!;
        mW[c]![i] = 0.9 * mW[c]![i]! + 0.1 * g;
        vW[c]![i] = 0.999 * vW[c]![i]! + 0.001 * g * g;
        W[c]![i]! -= (lr * (mW[c]![i]! / (1 - 0.9 ** t))) / (Math.sqrt(vW[c]![i]! / (1 - 0.999 ** t)) + 1e-8);
      }
      mb[c] = 0.9 * mb[c]! + 0.1 * gb[c]!;
      vb[c] = 0.999 * vb[c]! + 0.001 * gb[c]! * gb[c]!;
      b[c]! -= (lr * (mb[c]! / (1 - 0.9 ** t))) / (Math.sqrt(vb[c]! / (1 - 0.999 ** t)) + 1e-8);
    }
  }
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return { name, kind, classes, weights: W.map((w) => Array.from(w, round)), bias: Array.from(b, round) };
}

function softmax(z: Float64Array): Float64Array {
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const s = e.reduce((a, v) => a + v, 0);
  return e.map((v) => v / s);
}
