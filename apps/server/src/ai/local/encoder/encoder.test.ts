import { describe, expect, it } from 'vitest';
import {
  encode,
  encodeOne,
  encoderHeapStatistics,
  encoderState,
  ENCODER_DIMS,
  setEncoderEnabled,
  stopEncoderThread,
  warmEncoder,
} from './encoder.ts';
import { loadEncoderModel, readVectors } from './encoder-model.ts';

describe('sentence encoder', () => {
  it('loads from the npm package, offline, and gives unit vectors of 512', async () => {
    await warmEncoder();
    expect(encoderState().status).toBe('ready');
    const v = (await encodeOne('The forklift brakes are worn.'))!;
    expect(v).toHaveLength(ENCODER_DIMS);
    expect(Math.hypot(...v)).toBeCloseTo(1, 4);
  });

  it('reads a blank text without failing (it threw on no tokens, and a submit answered 500)', async () => {
    const [blank, spaces] = (await encode(['', '   ']))!;
    expect(blank).toHaveLength(ENCODER_DIMS);
    expect(spaces).toEqual(blank);
  });

  it('reads thousands of texts in one call (one tensor of them overran the WebAssembly memory)', async () => {
    const texts = Array.from({ length: 300 }, (_, i) => `Insight number ${i} about the rota being published late.`);
    const vs = (await encode(texts))!;
    expect(vs).toHaveLength(300);
    expect(vs.every((v) => v.length === ENCODER_DIMS)).toBe(true);
  }, 60_000);

  it('keeps its heap small while it reads long texts (what each read left behind piled up to 90-200 MB)', async () => {
    await warmEncoder();
    const long = (i: number) => `${'The handover notes at the depot are unreadable and nobody checks them. '.repeat(20)}(${i})`;
    for (let i = 0; i < 200; i += 20) await encode(Array.from({ length: 20 }, (_, j) => long(i + j)));
    const heap = (await encoderHeapStatistics())!;
    expect(heap.total_heap_size / 2 ** 20).toBeLessThan(80);
  }, 120_000);

  it("reads through its own forward pass the graph model's vectors, bit for bit", async () => {
    const m = await loadEncoderModel();
    expect(m.forward).not.toBeNull();
    const texts = [
      'The forklift brakes are worn.',
      'Rota is late again. Also Dave said he would wait for me in the car park after shift.',
      'Emoji 😀, accents (crème brûlée), “quotes” and 漢字 the vocabulary lacks',
      ' ',
      'word '.repeat(200),
    ];
    const graph = await m.embeddings.embed(texts);
    const own = m.forward!(texts.map((t) => m.embeddings.tokenizer.encode(t)));
    expect(own.map((v) => Array.from(v))).toEqual(graph);
  });

  it('reads on a thread of its own: requests are answered while a text is read', async () => {
    await warmEncoder();
    const order: string[] = [];
    const reading = encode([`A text no call has read before (${Math.random()}): the rota is published late again.`]).then(() =>
      order.push('read'),
    );
    setImmediate(() => order.push('event loop'));
    await reading;
    // On the answering thread, the pass ran to its end before anything else could run.
    expect(order).toEqual(['event loop', 'read']);
  });

  it('answers reads that arrive together each with its own texts, as the model reads them', async () => {
    const n = Math.random();
    const texts = [`The canteen closes too early (${n}).`, `Night buses are late (${n}).`, `Praise for the new rota ${n}!`, `x ${n}`];
    const apart = await Promise.all(texts.map((t) => encodeOne(t)));
    const expected = await readVectors(await loadEncoderModel(), texts);
    apart.forEach((v, i) => {
      expect(v).toHaveLength(ENCODER_DIMS);
      // Which texts share a pass moves a vector by float rounding only (passes.ts).
      v!.forEach((x, j) => expect(x).toBeCloseTo(expected[i]![j]!, 5));
    });
  });

  it('reads the same text asked twice at once the same, as the model reads it', async () => {
    const text = `Asked twice at once (${Math.random()}): the night bus is late.`;
    const [a, b] = await Promise.all([encodeOne(text), encodeOne(text)]);
    const [expected] = await readVectors(await loadEncoderModel(), [text]);
    expect(a).toEqual(b);
    a!.forEach((x, j) => expect(x).toBeCloseTo(expected![j]!, 5));
  });

  it("reads a filing's one text between the passes of a large read", async () => {
    const n = Math.random();
    const order: string[] = [];
    const large = encode(Array.from({ length: 300 }, (_, i) => `Backlog insight ${i} (${n}) about the rota being late again.`)).then(() =>
      order.push('large'),
    );
    const small = encodeOne(`A filing (${n}): I cannot go on like this.`).then(() => order.push('small'));
    await Promise.all([large, small]);
    expect(order).toEqual(['small', 'large']);
  }, 60_000);

  it('a thread that stops fails what it owed (the word-vector model answers) and a new one starts', async () => {
    await warmEncoder();
    const owed = encode(Array.from({ length: 300 }, (_, i) => `Owed ${i} (${Math.random()}).`));
    await stopEncoderThread();
    expect(await owed).toBeNull();
    expect(encoderState().failures).toBeGreaterThan(0);
    await warmEncoder();
    expect(encoderState().status).toBe('ready');
    expect(await encodeOne(`Read after the restart (${Math.random()}).`)).toHaveLength(ENCODER_DIMS);
  }, 60_000);

  it('answers null when turned off, so callers use the word-vector model', async () => {
    setEncoderEnabled(false);
    try {
      expect(await encodeOne('anything')).toBeNull();
      expect(encoderState().status).toBe('off');
    } finally {
      setEncoderEnabled(true);
    }
  });
});
