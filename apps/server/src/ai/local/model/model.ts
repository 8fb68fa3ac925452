import { readFileSync } from 'node:fs';
import type { FeatureSpace } from './features.ts';
import type { Head } from './linear.ts';

/**
 * The trained model, built by ai-model/train.ts from the corpora in ai-model/corpus (never
 * edited by hand): heads.json holds the feature dictionary, the common direction, the heads'
 * shapes, the thresholds chosen on the validation split and the test-split figures; heads.bin
 * holds the weights (float32, the heads in order, each classes × columns).
 */
export type ModelFile = {
  version: 1;
  dims: number;
  pc: number[];
  /** The common direction of content words alone, removed from topic-matching vectors. */
  topicPc: number[];
  /** dims × dims, row-major: the within-subject whitening applied to topic vectors ([] for none). */
  topicTransform: number[];
  features: string[];
  heads: { name: string; kind: 'softmax' | 'sigmoid'; classes: string[]; bias: number[] }[];
  /** Emergency thresholds per kind: `confirmed` raises an emergency, `possible` asks for review. */
  thresholds: Record<string, { confirmed: number; possible: number }>;
  /** Topic matching's threshold, chosen by ai-model/tune-topics.ts on the validation split. */
  topicThreshold?: number;
  metrics: Record<string, unknown>;
};

export type Model = {
  space: FeatureSpace;
  topicPc: Float32Array;
  topicTransform: Float32Array | null;
  topicThreshold: number | undefined;
  heads: Map<string, Head>;
  thresholds: ModelFile['thresholds'];
};

let loaded: Model | undefined;

export function model(): Model {
  if (loaded) return loaded;
  const file = JSON.parse(readFileSync(new URL('./heads.json', import.meta.url), 'utf8')) as ModelFile;
  const bin = readFileSync(new URL('./heads.bin', import.meta.url));
  const all = new Float32Array(bin.buffer, bin.byteOffset, bin.byteLength / 4);
  const columns = file.dims + file.features.length;
  const heads = new Map<string, Head>();
  let at = 0;
  for (const h of file.heads) {
    const size = h.classes.length * columns;
    heads.set(h.name, {
      name: h.name,
      kind: h.kind,
      classes: h.classes,
      columns,
      weights: all.slice(at, at + size),
      bias: Float32Array.from(h.bias),
    });
    at += size;
  }
  const index = new Map(file.features.map((f, i) => [f, file.dims + i]));
  loaded = {
    space: { dims: file.dims, index, pc: file.pc.length ? Float32Array.from(file.pc) : null },
    topicPc: Float32Array.from(file.topicPc),
    topicTransform: file.topicTransform.length ? Float32Array.from(file.topicTransform) : null,
    topicThreshold: file.topicThreshold,
    heads,
    thresholds: file.thresholds,
  };
  return loaded;
}
