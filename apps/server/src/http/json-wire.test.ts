import { describe, expect, it } from 'vitest';
import { jsonWire } from './json-wire.ts';

const roundTrip = (v: unknown) => JSON.parse(JSON.stringify(v) ?? 'null');

describe('jsonWire', () => {
  it('gives what a JSON round trip gives', () => {
    const samples: unknown[] = [
      null,
      'text',
      0,
      -1.5,
      true,
      [],
      {},
      { a: new Date(Date.UTC(2026, 10, 1)), b: undefined, c: () => 1, d: Symbol('s'), e: [undefined, () => 1, NaN, Infinity] },
      { nested: [{ at: new Date(0), list: [new Date(86_400_000), null] }], n: NaN },
      { invalid: new Date(Number.NaN) },
      { custom: { toJSON: () => ({ shown: 1, hidden: undefined }) } },
      [[['deep']], { x: [1, { y: 'z' }] }],
    ];
    for (const s of samples) expect(jsonWire(s)).toEqual(roundTrip(s));
  });

  it('gives each date its own ISO string, cached or not', () => {
    const days = Array.from({ length: 5000 }, (_, i) => new Date(Date.UTC(2020, 0, 1 + (i % 4500))));
    expect(jsonWire(days)).toEqual(days.map((d) => d.toISOString()));
    expect(jsonWire(days)).toEqual(days.map((d) => d.toISOString()));
  });

  it('refuses a BigInt as JSON does', () => {
    expect(() => jsonWire({ n: 1n })).toThrow(TypeError);
  });
});
