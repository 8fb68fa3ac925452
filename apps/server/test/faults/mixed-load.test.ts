import { describe, expect, it } from 'vitest';
import { runMixedLoad } from '../../bench/load.ts';
import { seedLoad } from '../../src/cli/seed-load.repository.ts';
import { useFaultSuite } from './fault-suite.ts';

/**
 * The CI variant of `npm run bench -- load`: the same mixed workload for 5 s at
 * 50 connections against the real server on a small seed:load, with zero errors.
 */
const fault = useFaultSuite();

describe('mixed load (short)', () => {
  it('answers every call of the mixed workload without an error', { timeout: 90_000 }, async () => {
    await seedLoad(fault.database.db, 5, 4000);
    const server = await fault.start();
    const { perCall, total } = await runMixedLoad({
      base: server.base,
      databaseUrl: fault.database.url,
      orgIndexes: [1, 2, 3, 4, 5],
      clients: 50,
      seconds: 5,
    });
    const lines = [...perCall].map(
      ([name, r]) => `${name}: ${r.requests} calls, p99 ${r.p99.toFixed(0)} ms, errors ${r.errors} ${r.firstError ?? ''}`,
    );
    console.log(`mixed-load: ${total.requests} calls, ${total.rps.toFixed(0)} req/s, p99 ${total.p99.toFixed(0)} ms\n${lines.join('\n')}`);
    expect(total.errors, lines.join('\n')).toBe(0);
    for (const r of perCall.values()) expect(r.requests).toBeGreaterThan(0);
  });
});
