import { parentPort } from 'node:worker_threads';
import { loadEncoderModel, readNextPass, readVectors, startReading, type EncoderModel, type Reading } from './encoder-model.ts';

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
 * Reads wait in arrival order and are served one pass at a time, small ones first: a filing's
 * one text (its crisis panel, which the employee waits for) is read between the passes of a
 * pipeline batch instead of after all of them. Small reads that arrived together are read
 * together: passes.ts groups texts of about one length, and a pass costs about 8 tokens' time
 * besides its texts, so a burst of filings costs fewer passes.
 */
const SMALL = 2;
type Job = { request: EncoderRequest; reading: Reading | null };
const small: EncoderRequest[] = [];
const large: Job[] = [];
let running = false;

/** `vectors`: of the requests' texts in their order, as read. */
function reply(requests: EncoderRequest[], vectors: Float32Array[]): void {
  const at = new Map(requests.flatMap((r) => r.texts).map((t, i) => [t, vectors[i]!]));
  const dims = vectors[0]?.length ?? 0;
  for (const r of requests) {
    const all = new Float32Array(r.texts.length * dims);
    r.texts.forEach((t, i) => all.set(at.get(t)!, i * dims));
    port.postMessage({ id: r.id, vectors: all, dims } satisfies EncoderReply, [all.buffer]);
  }
}

async function readAll(model: EncoderModel, requests: EncoderRequest[]): Promise<void> {
  try {
    reply(
      requests,
      await readVectors(
        model,
        requests.flatMap((r) => r.texts),
      ),
    );
  } catch (e) {
    // One text's failure is its own request's: the others are read again, each alone.
    if (requests.length > 1) for (const r of requests) await readAll(model, [r]);
    else port.postMessage({ id: requests[0]!.id, error: message(e) } satisfies EncoderReply);
  }
}

/** One step: every small read waiting, else one pass of the oldest large one; then the next step, after new messages. */
async function step(model: EncoderModel): Promise<void> {
  if (small.length) await readAll(model, small.splice(0));
  else {
    const job = large[0]!;
    try {
      job.reading ??= startReading(model, job.request.texts);
      if (await readNextPass(model, job.reading)) {
        large.shift();
        reply([job.request], job.reading.vectors);
      }
    } catch (e) {
      large.shift();
      port.postMessage({ id: job.request.id, error: message(e) } satisfies EncoderReply);
    }
  }
  if (small.length || large.length) setImmediate(() => void step(model));
  else running = false;
}

try {
  const model = await loadEncoderModel();
  port.on('message', (request: EncoderRequest) => {
    if (request.texts.length <= SMALL) small.push(request);
    else large.push({ request, reading: null });
    // After the messages already queued on the port: small ones among them join this step.
    if (!running) {
      running = true;
      setImmediate(() => void step(model));
    }
  });
  port.postMessage({ ready: true } satisfies EncoderReply);
} catch (e) {
  port.postMessage({ failed: message(e) } satisfies EncoderReply);
}
