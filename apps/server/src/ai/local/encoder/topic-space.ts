import { ENCODER_DIMS } from './encoder.ts';
import { encoderModel } from './encoder-heads.ts';

/**
 * The space topics are matched in: encoder vectors centred on the training lines' mean, their 3
 * principal directions removed, unit length. Workplace text shares a strong common direction
 * (everything about "customers", "HR" or "the warehouse" sits close), which made topics of 14-19
 * insights about anything in a department; without it, the shared blind set's pairwise F1 rose
 * from 0.39 to 0.46 at the precision it had (built by ai-model/train-encoder.ts).
 */
export type TopicSpace = { mean: number[]; directions: number[][] };

const COMPONENTS = 3;

/** The mean and the first principal directions of `vectors` (power iteration, fixed start). */
export function topicSpaceOf(vectors: Float32Array[]): TopicSpace {
  const mean = new Array<number>(ENCODER_DIMS).fill(0);
  for (const v of vectors) for (let d = 0; d < ENCODER_DIMS; d++) mean[d]! += v[d]! / vectors.length;
  const centred = vectors.map((v) => Float64Array.from(v, (x, d) => x - mean[d]!));
  const directions: number[][] = [];
  for (let c = 0; c < COMPONENTS; c++) {
    let p = Float64Array.from({ length: ENCODER_DIMS }, (_, d) => Math.sin(d * (c + 1) + 1));
    for (let it = 0; it < 40; it++) {
      const next = new Float64Array(ENCODER_DIMS);
      for (const x of centred) {
        let s = 0;
        for (let d = 0; d < ENCODER_DIMS; d++) s += x[d]! * p[d]!;
        for (let d = 0; d < ENCODER_DIMS; d++) next[d]! += s * x[d]!;
      }
      for (const q of directions) {
        let s = 0;
        for (let d = 0; d < ENCODER_DIMS; d++) s += next[d]! * q[d]!;
        for (let d = 0; d < ENCODER_DIMS; d++) next[d]! -= s * q[d]!;
      }
      const n = Math.hypot(...next) || 1;
      p = next.map((x) => x / n);
    }
    directions.push(Array.from(p, (x) => Math.round(x * 1e6) / 1e6));
  }
  return { mean: mean.map((x) => Math.round(x * 1e6) / 1e6), directions };
}

let override: TopicSpace | null = null;
/** For the trainer, which tunes the topic threshold before the model file exists. */
export function useTopicSpace(space: TopicSpace): void {
  override = space;
}

/** An encoder vector in the topic space (unchanged when the model file has none). */
export function topicVector(v: Float32Array): Float32Array {
  const space = override ?? encoderModel()?.topicSpace;
  if (!space) return v;
  const x = Float64Array.from(v, (a, d) => a - space.mean[d]!);
  for (const q of space.directions) {
    let s = 0;
    for (let d = 0; d < ENCODER_DIMS; d++) s += x[d]! * q[d]!;
    for (let d = 0; d < ENCODER_DIMS; d++) x[d]! -= s * q[d]!;
  }
  const n = Math.hypot(...x) || 1;
  return Float32Array.from(x, (a) => a / n);
}
