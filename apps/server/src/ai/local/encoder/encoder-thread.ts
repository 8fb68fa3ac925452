import { parentPort } from 'node:worker_threads';
import { loadEncoderModel, readVectors, type EncoderModel } from './encoder-model.ts';

/**
 * The encoder's thread (started by encoder.ts): it loads the model once, then reads the texts
 * each message brings and answers their unit vectors in one transferred buffer, `dims` floats a
 * text. A pass takes 4-300 ms of CPU; on the thread that answers HTTP it held every other
 * request (a leader's list waited behind an employee's insight), here it runs beside them.
 */
export type EncoderRequest = { id: number; texts: string[] };
export type EncoderReply =
  { id: number; vectors: Float32Array; dims: number } | { id: number; error: string } | { ready: true } | { failed: string };

const port = parentPort!;
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Reads that arrive while a pass runs wait, and are read together when it ends: passes.ts groups
 * texts of about one length, and a pass costs about 8 tokens' time besides its texts, so a burst
 * of insights (each filing reads its text for the crisis panel) costs fewer passes.
 */
const waiting: EncoderRequest[] = [];
let scheduled = false;

async function readWaiting(model: EncoderModel): Promise<void> {
  scheduled = false;
  const batch = waiting.splice(0);
  const texts = [...new Set(batch.flatMap((r) => r.texts))];
  let vectors: Float32Array[];
  try {
    vectors = await readVectors(model, texts);
  } catch (e) {
    for (const r of batch) port.postMessage({ id: r.id, error: message(e) } satisfies EncoderReply);
    return;
  }
  const at = new Map(texts.map((t, i) => [t, vectors[i]!]));
  for (const r of batch) {
    const dims = vectors[0]?.length ?? 0;
    const all = new Float32Array(r.texts.length * dims);
    r.texts.forEach((t, i) => all.set(at.get(t)!, i * dims));
    port.postMessage({ id: r.id, vectors: all, dims } satisfies EncoderReply, [all.buffer]);
  }
}

try {
  const model = await loadEncoderModel();
  port.on('message', (request: EncoderRequest) => {
    waiting.push(request);
    // After the messages already queued on the port: they join this batch.
    if (!scheduled) {
      scheduled = true;
      setImmediate(() => void readWaiting(model));
    }
  });
  port.postMessage({ ready: true } satisfies EncoderReply);
} catch (e) {
  port.postMessage({ failed: message(e) } satisfies EncoderReply);
}
