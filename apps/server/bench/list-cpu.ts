import { prepareLoadDatabase } from './load-database.ts';
import { startBenchServer } from './bench-server-process.ts';
import { postJson, runLoad, send, type LoadResponse } from './http-load.ts';
import { measureCpu } from './cpu-split.ts';
import { FLOOR_CALL, LIST_CALLS, signInLeaders } from './insights-api.ts';

/**
 * CPU per call, by process (bench server, PostgreSQL backends, this load generator), for the
 * floor and each list computed every call: on a shared box CPU per call moves far less than
 * req/s, so it says which side of a list's cost to work on. Alternated slices, as insights-api.
 */
export async function benchListCpu(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 4);
  const rounds = Number(process.env.BENCH_API_ROUNDS ?? 3);
  const clients = Number(process.env.BENCH_CLIENTS ?? 50);
  const { url, orgs } = await prepareLoadDatabase();
  const server = await startBenchServer(url, { BENCH_ANSWER_CACHE: 'off' });
  try {
    const signed = await signInLeaders(server.base, orgs);
    const call = (path: string, body: (org: string) => object) => (i: number) => {
      const s = signed[i % signed.length]!;
      return postJson(`${server.base}/api${path}`, body(s.org), s.token);
    };
    const routes: [string, (i: number) => Promise<LoadResponse>][] = [
      ['bare /ping', () => send(`${server.bare}/ping`)],
      [`${FLOOR_CALL[0]} (floor)`, call(...FLOOR_CALL)],
      ...LIST_CALLS.map(([path, body]): [string, (i: number) => Promise<LoadResponse>] => [path, call(path, body)]),
    ];
    for (const [, run] of routes) await runLoad(run, clients, 2000);
    const totals = new Map(routes.map(([name]) => [name, { n: 0, ms: 0, server: 0, postgres: 0, generator: 0, bytes: 0 }]));
    for (let r = 0; r < rounds; r++) {
      for (const [name, run] of routes) {
        const stop = await measureCpu(url, server.pid);
        const result = await runLoad(run, clients, (seconds * 1000) / rounds);
        const cpu = await stop();
        const t = totals.get(name)!;
        t.n += result.requests;
        t.ms += (1000 * result.requests) / result.rps;
        t.server += cpu.server;
        t.postgres += cpu.postgres;
        t.generator += cpu.generator;
      }
    }
    for (const [name, run] of routes) totals.get(name)!.bytes = (await run(0)).text().length;
    const floor = totals.get(`${FLOOR_CALL[0]} (floor)`)!;
    const per = (t: { n: number; server: number; postgres: number; generator: number }) => (t.server + t.postgres + t.generator) / t.n;
    console.log(
      `list-cpu: ${clients} clients; CPU µs per call (server / PostgreSQL / generator = all), answer bytes, all vs the floor, req/s, cores busy`,
    );
    for (const [name, t] of totals) {
      console.log(
        `  ${name.padEnd(30)} ${(t.server / t.n).toFixed(0).padStart(5)} / ${(t.postgres / t.n).toFixed(0).padStart(5)} / ${(t.generator / t.n).toFixed(0).padStart(5)} = ${per(t).toFixed(0).padStart(5)} µs, ${String(t.bytes).padStart(6)} B, x${(per(t) / per(floor)).toFixed(2)}, ${((1000 * t.n) / t.ms).toFixed(0).padStart(5)} req/s, ${((t.server + t.postgres + t.generator) / 1000 / t.ms).toFixed(2)} cores (server ${(t.server / 1000 / t.ms).toFixed(2)})`,
      );
    }
  } finally {
    await server.stop();
  }
}
