import type { FastifyInstance } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';

/**
 * Where a bench server's requests spend their time (BENCH_STATS=on): per route, the time from
 * the request's arrival to its answer, the part of it spent waiting for a pool connection and
 * holding one (PostgreSQL's round trips and what runs between them in a transaction), and the
 * event loop's delay (how long ready work waited for the one thread: queueing in Node). Served
 * as JSON on the bare app's GET /stats; POST /stats/reset starts over.
 */
type RouteStats = { calls: number; totalMs: number; waitMs: number; holdMs: number; checkouts: number; totals: number[]; waits: number[] };

export function collectServerStats(app: FastifyInstance, pool: pg.Pool, bare: FastifyInstance): void {
  let routes = new Map<string, RouteStats>();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let pool_ = { waits: 0, waitMs: 0, maxWaiting: 0 };
  // The request each pool checkout serves (Node 24's async context frames make this cheap).
  const requestOf = new AsyncLocalStorage<object>();
  const started = new WeakMap<object, number>();
  const waits = new WeakMap<object, number>();
  const held = new WeakMap<object, number>();
  const of = (url: string) => {
    let r = routes.get(url);
    if (!r) routes.set(url, (r = { calls: 0, totalMs: 0, waitMs: 0, holdMs: 0, checkouts: 0, totals: [], waits: [] }));
    return r;
  };

  const connect = pool.connect.bind(pool) as (cb?: (...a: unknown[]) => void) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (cb) => {
    const t0 = performance.now();
    const request = requestOf.getStore() ?? null;
    pool_.maxWaiting = Math.max(pool_.maxWaiting, pool.waitingCount);
    const done = (client: unknown) => {
      const ms = performance.now() - t0;
      pool_.waits++;
      pool_.waitMs += ms;
      if (request) waits.set(request, (waits.get(request) ?? 0) + ms);
      if (client && request) held.set(client as object, performance.now());
      if (client) (client as { __request?: object | null }).__request = request;
    };
    if (cb)
      return connect((err: unknown, client: unknown, release: unknown) => {
        done(client);
        cb(err, client, release);
      });
    return (connect() as Promise<unknown>).then((client) => {
      done(client);
      return client;
    });
  };
  pool.on('release', (_err: unknown, client: unknown) => {
    const c = client as { __request?: object | null };
    const t = held.get(c);
    if (t !== undefined && c.__request) {
      const ms = performance.now() - t;
      const request = c.__request as { holdMs?: number; checkouts?: number };
      request.holdMs = (request.holdMs ?? 0) + ms;
      request.checkouts = (request.checkouts ?? 0) + 1;
    }
  });

  app.addHook('onRequest', (request, _reply, done) => {
    started.set(request, performance.now());
    requestOf.run(request, done);
  });
  app.addHook('onResponse', async (request) => {
    const t0 = started.get(request);
    if (t0 === undefined) return;
    const r = of(request.routeOptions.url ?? request.url);
    r.calls++;
    const total = performance.now() - t0;
    const wait = waits.get(request) ?? 0;
    r.totalMs += total;
    r.waitMs += wait;
    r.totals.push(total);
    r.waits.push(wait);
    const own = request as unknown as { holdMs?: number; checkouts?: number };
    r.holdMs += own.holdMs ?? 0;
    r.checkouts += own.checkouts ?? 0;
  });

  const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(0.99 * (xs.length - 1))] ?? 0;
  bare.get('/stats', async () => ({
    routes: Object.fromEntries(
      [...routes].map(([url, { totals, waits: w, ...r }]) => [url, { ...r, totalP99Ms: p99(totals), waitP99Ms: p99(w) }]),
    ),
    pool: { ...pool_, size: pool.options.max },
    eventLoopDelayMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
  }));
  bare.post('/stats/reset', async () => {
    routes = new Map();
    pool_ = { waits: 0, waitMs: 0, maxWaiting: 0 };
    loop.reset();
    return { ok: true };
  });
}
