import { MSG } from '@voyce/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PASSWORD, seedOrg, seedStructure } from '../fixtures.ts';
import { startTcpProxy } from './tcp-proxy.ts';
import { useFaultSuite } from './fault-suite.ts';
import { call, loginOver, until } from './server-process.ts';

/**
 * PostgreSQL away for 10 s under traffic. The real server talks to PostgreSQL
 * through a TCP proxy the test cuts (every connection closed, new ones refused) and restores.
 * Requests answer 503 with the envelope meanwhile, never 500 or a hang; the server recovers by
 * itself and pg-boss processes the insights again.
 */
const OUTAGE_MS = 10_000;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
beforeAll(async () => {
  const pgUrl = new URL(inject('pgAdminUrl'));
  proxy = await startTcpProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
});
// Registered after the proxy's hooks, so its afterAll (server stopped, database dropped) runs first.
afterAll(() => proxy.close());
const fault = useFaultSuite();

type Outcome = {
  at: number;
  ms: number;
  url: string;
  status: number;
  body: Awaited<ReturnType<typeof call>>['body'] | null;
  error?: string;
};

describe('PostgreSQL outage under traffic', () => {
  it('answers 503 while PostgreSQL is away and recovers by itself', { timeout: 120_000 }, async () => {
    const { org, admin, employee } = await seedOrg(fault.database.db, 'outage');
    await seedStructure(fault.database.db, org.id);
    const viaProxy = new URL(fault.database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port());
    const server = await fault.start({ databaseUrl: viaProxy.toString(), env: { PIPELINE_SWEEP_SECONDS: '3' } });
    const leader = await loginOver(server.base, admin.businessEmail, PASSWORD);
    const worker = await loginOver(server.base, employee.businessEmail, PASSWORD);
    const calls = [
      () => call(server.base, '/employee/submitInsight', { body: `The canteen queue takes too long at noon (${Date.now()}).` }, worker),
      () => call(server.base, '/employee/findMySubmissions', {}, worker),
      () =>
        call(
          server.base,
          '/findSubmissions',
          { filter: { organizationId: org.id, status: 'open', timespan: 'last_30_days' }, page: 1, pageSize: 10 },
          leader,
        ),
    ];
    const urls = ['/employee/submitInsight', '/employee/findMySubmissions', '/findSubmissions'];

    const outcomes: Outcome[] = [];
    const start = Date.now();
    let running = true;
    const clients = Array.from({ length: 6 }, async (_, c) => {
      for (let i = c; running; i++) {
        const t0 = Date.now();
        const url = urls[i % calls.length]!;
        try {
          const r = await calls[i % calls.length]!();
          outcomes.push({ at: t0 - start, ms: Date.now() - t0, url, status: r.status, body: r.body });
        } catch (err) {
          outcomes.push({ at: t0 - start, ms: Date.now() - t0, url, status: 0, body: null, error: (err as Error).message });
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await new Promise((r) => setTimeout(r, 2000));
    const cutAt = Date.now() - start;
    await proxy.cut();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    await proxy.restore();
    const restoredAt = Date.now() - start;
    const timeline = () =>
      outcomes
        .map(
          (o) =>
            `${(o.at / 1000).toFixed(1)}s ${o.url} ${o.status || o.error} ${o.ms}ms ${o.status >= 400 ? JSON.stringify(o.body).slice(0, 120) : ''}`,
        )
        .join('\n');
    // Recovered: every call answers 200 again within 10 s of PostgreSQL's return.
    await until(
      'requests to succeed again',
      async () => {
        const recent = outcomes.filter((o) => o.at > Date.now() - start - 1500);
        return recent.length >= 6 && recent.every((o) => o.status === 200);
      },
      10_000,
    ).catch((err: Error) => {
      running = false;
      throw new Error(`${err.message}\n${timeline().slice(-6000)}\n--- server output ---\n${server.output().slice(-4000)}`);
    });
    const recoveredAt = Date.now() - start;
    await new Promise((r) => setTimeout(r, 2000));
    running = false;
    await Promise.all(clients);

    const during = outcomes.filter((o) => o.at > cutAt + 500 && o.at + o.ms < restoredAt);
    const unavailable = outcomes.filter((o) => o.status === 503);
    console.log(
      `db-outage: ${outcomes.length} requests; ${during.length} during the ${OUTAGE_MS / 1000} s outage (${unavailable.length} answered 503); ` +
        `recovered ${recoveredAt - restoredAt} ms after PostgreSQL returned; slowest answer ${Math.max(...outcomes.map((o) => o.ms))} ms`,
    );
    // Only 200 or 503, never a 500 or a dropped connection; every 503 carries the envelope.
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((o) => o.status === 503)).toBe(true);
    for (const o of unavailable) {
      expect(o.body).toEqual({
        status: 'ERROR',
        message: MSG.dbUnavailable,
        error: { code: 'SERVICE_UNAVAILABLE', message: MSG.dbUnavailable },
      });
    }
    // No request waits on the dead database for long.
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(8000);
    expect(server.child.exitCode).toBeNull();

    // pg-boss resumed: every insight that was accepted gets processed.
    const accepted = outcomes.filter((o) => o.url === '/employee/submitInsight' && o.status === 200).length;
    let stored = 0;
    await until(
      'every accepted insight processed',
      async () => {
        const { rows } = await fault.database.pool.query(
          `select count(*) filter (where stage = 'processed')::int done, count(*)::int total from submissions where organization_id = $1`,
          [org.id],
        );
        stored = rows[0].total;
        return rows[0].total >= accepted && rows[0].done === rows[0].total;
      },
      30_000,
      250,
    );
    // An insight stored but answered 503 would be sent again by the person: a duplicate. Only a
    // commit whose acknowledgement the cut itself swallowed may do that (at most one a client).
    console.log(`db-outage: ${accepted} insights accepted, ${stored} stored, all processed`);
    expect(stored - accepted).toBeLessThanOrEqual(1);
  });
});
