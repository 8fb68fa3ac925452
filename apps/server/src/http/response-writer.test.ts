import { ENDPOINT_AREAS } from '@voyce/contracts/endpoints/index';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonWire } from './json-wire.ts';
import { compileResponseWriter, isDoubt } from './response-writer.ts';

/**
 * The compiled writer must give, for every answer, exactly what zod gives (the text of the
 * parsed JSON form), or give up; and for answers that fit, it should not give up. Checked on
 * answers generated from every endpoint's response schema, valid and broken at random places.
 */
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  checks?: unknown[];
  catchall?: unknown;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** mulberry32: the same answers on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Instance {
  readonly a = 'x';
}
const WRONG: unknown[] = [42, 1.5, 'text', true, null, [], {}, new Instance(), new Map(), Number.NaN, Number.POSITIVE_INFINITY, () => 1];
const STRINGS: unknown[] = [
  '',
  'plain',
  'quote " back\\slash \u2028 é 😀',
  new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)),
  '\ud800',
  'line\nbreak\ttab \u0000 \u001f \u007f',
  'low \udfff alone',
];

function generate(schema: z.ZodType, r: () => number, breakRate: number, depth = 0): unknown {
  if (r() < breakRate) return WRONG[Math.floor(r() * WRONG.length)];
  const d = defOf(schema);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  switch (d.type) {
    case 'string':
      return pick(STRINGS);
    case 'number':
      return d.checks?.length ? pick([0, 7, -3, 2 ** 40]) : pick([0, 1.25, -7, 1e21]);
    case 'boolean':
      return r() < 0.5;
    case 'null':
      return null;
    case 'literal':
      return pick(d.values!);
    case 'enum':
      return pick(Object.values(d.entries!));
    case 'nullable':
      return r() < 0.3 ? null : generate(d.innerType!, r, breakRate, depth);
    case 'optional':
      return r() < 0.3 ? undefined : generate(d.innerType!, r, breakRate, depth);
    case 'array':
      return depth > 4 ? [] : Array.from({ length: Math.floor(r() * 3) }, () => generate(d.element!, r, breakRate, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      // A strict object (a catch-all) refuses keys it does not name: one is a break there.
      if (r() < (d.catchall === undefined ? 0.3 : breakRate * 5)) out.notInTheSchema = 'leak';
      for (const [k, v] of Object.entries(d.shape!)) out[k] = generate(v, r, breakRate, depth + 1);
      if (r() < 0.2) out.aFunction = () => 1;
      return out;
    }
    case 'union':
      return generate(pick(d.options!), r, breakRate, depth);
    case 'record':
      return { one: 'value', two: 2 };
    default:
      return pick(['any', 1, null, { a: 1 }]);
  }
}

const viaZod = (schema: z.ZodType, v: unknown) => {
  const parsed = schema.safeParse(jsonWire(v) ?? null);
  return parsed.success ? JSON.stringify(parsed.data) : 'REFUSED';
};
const viaWriter = (write: (v: unknown) => string, v: unknown) => {
  try {
    return write(v);
  } catch (e) {
    if (isDoubt(e)) return 'DOUBT';
    throw e;
  }
};

const responses = Object.values(ENDPOINT_AREAS)
  .flatMap((area) => Object.values(area) as { path: string; response: unknown }[])
  .filter((e) => e.response instanceof z.core.$ZodType)
  .map((e) => ({
    path: e.path,
    schema: z.object({ status: z.literal('OK'), data: e.response as z.core.$ZodType, message: z.string().optional() }),
  }));

describe('the compiled response writer', () => {
  it('covers the endpoints', () => {
    expect(responses.length).toBeGreaterThan(100);
  });

  it("gives zod's text for every answer that fits, without giving up", () => {
    const r = rng(20);
    let answers = 0;
    let refused = 0;
    for (const { path, schema } of responses) {
      const write = compileResponseWriter(schema);
      for (let i = 0; i < 25; i++) {
        const answer = generate(schema, r, 0);
        const expected = viaZod(schema, answer);
        answers++;
        // The generator does not know every rule (a record's values): what zod refuses, the writer must not answer.
        if (expected === 'REFUSED') refused++;
        expect(viaWriter(write, answer), path).toBe(expected === 'REFUSED' ? 'DOUBT' : expected);
      }
    }
    expect(refused).toBeLessThan(answers / 20);
  });

  it('never answers what zod refuses, nor differently: broken answers', () => {
    const r = rng(7);
    let refused = 0;
    let answered = 0;
    for (const { path, schema } of responses) {
      const write = compileResponseWriter(schema);
      for (let i = 0; i < 60; i++) {
        // About one broken place per answer: several would hide each other.
        const answer = generate(schema, r, 0.02);
        const expected = viaZod(schema, answer);
        const got = viaWriter(write, answer);
        if (expected === 'REFUSED') refused++;
        if (got !== 'DOUBT') {
          answered++;
          expect(got, path).toBe(expected);
        }
      }
    }
    expect(refused).toBeGreaterThan(1000);
    expect(answered).toBeGreaterThan(1000);
  });

  it('writes scalar fields inline as zod would, and leaves every doubtful one to the field’s own writer', () => {
    const schema = z.object({
      s: z.string(),
      n: z.number().nullable(),
      i: z.number().int(),
      b: z.boolean(),
      e: z.enum(['open', 'closed']).nullable(),
      l: z.literal('OK'),
    });
    const write = compileResponseWriter(schema);
    const fits = [
      { s: 'a "quoted"\n\u2028 line', n: 1.5, i: 3, b: false, e: 'open', l: 'OK' },
      { s: '', n: null, i: -0, b: true, e: null, l: 'OK' },
      // NaN is null in JSON, which the nullable number takes: as zod sees it.
      { s: 'x', n: Number.NaN, i: 0, b: true, e: 'closed', l: 'OK' },
    ];
    for (const answer of fits) expect(viaWriter(write, answer)).toBe(viaZod(schema, answer));
    const doubtful = [
      { s: 1, n: null, i: 3, b: true, e: null, l: 'OK' },
      { s: 'x', n: null, i: 1.5, b: true, e: null, l: 'OK' },
      { s: 'x', n: null, i: 2 ** 53, b: true, e: null, l: 'OK' },
      { s: 'x', n: null, i: 3, b: 'true', e: null, l: 'OK' },
      { s: 'x', n: null, i: 3, b: true, e: 'held', l: 'OK' },
      { s: 'x', n: null, i: 3, b: true, e: null, l: 'ERROR' },
    ];
    for (const answer of doubtful) {
      expect(viaZod(schema, answer)).toBe('REFUSED');
      expect(viaWriter(write, answer)).toBe('DOUBT');
    }
  });

  it('leaves out what the schema does not name, in the schema order, and reads dates as JSON does', () => {
    const schema = z.object({ b: z.string(), a: z.number().int(), when: z.string().nullable(), opt: z.string().optional() });
    const write = compileResponseWriter(schema);
    const at = new Date(Date.UTC(2026, 4, 6, 7, 8, 9, 10));
    expect(write({ a: 1, secret: 'x', b: 'y', when: at, opt: undefined })).toBe('{"b":"y","a":1,"when":"2026-05-06T07:08:09.010Z"}');
    expect(() => write({ a: 1.5, b: 'y', when: null })).toThrow();
    expect(() => write({ a: 1, b: new Instance(), when: null })).toThrow();
  });
});
