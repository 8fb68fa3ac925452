import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { loadAdminEmail, LOAD_PASSWORD } from '../src/cli/seed-load.repository.ts';
import { startBenchServer } from './bench-server-process.ts';
import { formatLoad, postJson, runLoad, send, type LoadResponse, type LoadResult } from './http-load.ts';
import { prepareLoadDatabase } from './load-database.ts';
import { measureCpu, type CpuSplit } from './cpu-split.ts';
import { record } from './budget-table.ts';

/**
 * A mixed workload on seed:load data — leaders listing, replying and exporting,
 * employees submitting — from BENCH_CLIENTS (200) concurrent connections for BENCH_SECONDS
 * (60). Any non-2xx answer is an error; p99 per call; throughput beside a bare Fastify route
 * measured in the same run. Writes a little to the load database (replies, insights).
 */
const loadEmployeeEmail = (i: number) => `employee${i}@load.voyce.local`;
const LOAD_INSIGHT_TEXT = 'The load test says the night shift needs more breaks';

type Session = { token: string; org: string };
/** `i` counts revolutions of the schedule (one leader per revolution); `n` is the request's own number. */
type Mix = { name: string; weight: number; run: (i: number, n: number) => Promise<LoadResponse> };

const post = (base: string, path: string, body: object, token?: string) => postJson(`${base}/api${path}`, body, token);

async function json(res: LoadResponse, what: string): Promise<any> {
  const body = res.json();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** One employee per chosen organisation (seed:load has admins only); idempotent. */
async function ensureEmployees(url: string, orgIndexes: number[]): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const hash = await hashPassword(LOAD_PASSWORD);
    for (const i of orgIndexes) {
      await c.query(
        `with u as (
           insert into users (business_email, first_name, last_name, password_hash) values ($1, 'Load', 'Employee', $2)
           on conflict (business_email) do update set business_email = excluded.business_email returning id)
         insert into organization_memberships (organization_id, user_id, role, invite_status)
         select o.id, u.id, 'employee', 'accepted' from u, organizations o where o.name = $3
         on conflict do nothing`,
        [loadEmployeeEmail(i), hash, `Load Org ${i}`],
      );
    }
  } finally {
    await c.end();
  }
}

export async function benchLoad(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 60);
  const clients = Number(process.env.BENCH_CLIENTS ?? 200);
  const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
  const { url, orgs, insights } = await prepareLoadDatabase();
  const orgIndexes = Array.from({ length: 50 }, (_, i) => 1 + Math.floor((i * orgs) / 50));
  const dataDir = await mkdtemp(join(tmpdir(), 'voyce-bench-load-'));
  const server = await startBenchServer(url, {
    BENCH_DATA_DIR: dataDir,
    BENCH_STATS: 'on',
    BENCH_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '20',
  });
  try {
    console.log(
      `load: ${orgs} organisations, ${insights} insights; 50 leaders + 50 employees; ${clients} concurrent connections, ${seconds} s after ${warmUpSeconds} s of warm-up`,
    );
    const bare = await runLoad(() => send(`${server.bare}/ping`), clients, Math.min(seconds, 10) * 1000);
    console.log(formatLoad('bare Fastify GET /ping', bare));
    const { perCall, total, cpu, stats } = await runMixedLoad({
      base: server.base,
      databaseUrl: url,
      orgIndexes,
      clients,
      seconds,
      server,
      warmUpSeconds,
    });
    for (const [name, r] of perCall) console.log(formatLoad(name, r) + (r.firstError ? `  first error: ${r.firstError}` : ''));
    console.log(formatLoad('mixed (all calls)', total));
    console.log('where the time goes:');
    for (const line of formatWhereTimeGoes(total, cpu, stats)) console.log(line);
    console.log(
      `load: ${total.rps.toFixed(0)} req/s mixed vs ${bare.rps.toFixed(0)} req/s bare Fastify (${((100 * total.rps) / bare.rps).toFixed(1)} %); errors ${total.errors} (target 0)`,
    );
    const lists = ['/findSubmissions', '/findSubmissionGroups', '/fetchSubmissionsChartData'].map((name) => perCall.get(name)!);
    record('load.mixedVsBare', (100 * total.rps) / bare.rps);
    record('load.listP99', Math.max(...lists.map((r) => r.p99)));
    record('load.errors', total.errors);
    if (total.errors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await removeLoadInsights(url);
  }
}

/** The bench server does not run the pipeline: its insights would pile up 'submitted' run after run. */
async function removeLoadInsights(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`delete from submissions where stage = 'submitted' and body like $1`, [`${LOAD_INSIGHT_TEXT}%`]);
  } finally {
    await c.end();
  }
}

/**
 * The mixed workload against a running server whose database holds seed:load organisations
 * `orgIndexes` (their admins sign in; one employee each is added). Also run, short, by
 * test/faults/mixed-load.test.ts.
 */
export async function runMixedLoad(v: {
  base: string;
  databaseUrl: string;
  orgIndexes: number[];
  clients: number;
  seconds: number;
  /** The bench server's process and bare address: its CPU and its /stats (server-stats.ts) over the load. */
  server?: { pid: number; bare: string };
  /** The same load first, not timed. */
  warmUpSeconds?: number;
}) {
  const { base, seconds } = v;
  await ensureEmployees(v.databaseUrl, v.orgIndexes);
  const leaders: (Session & { insightIds: string[]; topicIds: string[] })[] = [];
  const employees: Session[] = [];
  for (const i of v.orgIndexes) {
    const token = (await json(await post(base, '/user/verifyLogin', { email: loadAdminEmail(i), password: LOAD_PASSWORD }), 'login'))
      .authorization as string;
    const profile = await json(await post(base, '/user/getProfile', {}, token), 'profile');
    const org = profile.organizationMemberships[0].organizationId as string;
    const found = await json(
      await post(
        base,
        '/findSubmissions',
        { filter: { organizationId: org, status: 'open', timespan: 'all_time' }, page: 1, pageSize: 20 },
        token,
      ),
      'findSubmissions',
    );
    const topics = await json(
      await post(base, '/findSubmissionGroups', { filter: { organizationId: org, status: 'open' }, page: 1, pageSize: 20 }, token),
      'findSubmissionGroups',
    );
    leaders.push({
      token,
      org,
      insightIds: (found.entities as { id: string }[]).map((e) => e.id),
      topicIds: (topics.entities as { id: string }[]).map((e) => e.id),
    });
    const employeeToken = (
      await json(await post(base, '/user/verifyLogin', { email: loadEmployeeEmail(i), password: LOAD_PASSWORD }), 'employee login')
    ).authorization as string;
    employees.push({ token: employeeToken, org });
  }
  const leader = (i: number) => leaders[i % leaders.length]!;
  const pick = <T>(xs: T[], i: number) => xs[Math.floor(i / leaders.length) % xs.length]!;
  const mix: Mix[] = [
    {
      name: '/findSubmissions',
      weight: 25,
      run: (i) => {
        const s = leader(i);
        const body = { filter: { organizationId: s.org, status: 'open', timespan: 'last_30_days' }, page: 1, pageSize: 10 };
        return post(base, '/findSubmissions', body, s.token);
      },
    },
    {
      name: '/findSubmissionGroups',
      weight: 20,
      run: (i) => {
        const s = leader(i);
        return post(
          base,
          '/findSubmissionGroups',
          { filter: { organizationId: s.org, status: 'open', severity: 2 }, page: 1, pageSize: 20 },
          s.token,
        );
      },
    },
    {
      name: '/fetchSubmissionsChartData',
      weight: 10,
      run: (i) => {
        const s = leader(i);
        return post(
          base,
          '/fetchSubmissionsChartData',
          { filter: { organizationId: s.org, groupType: 'departmentTopic', noReachout: true } },
          s.token,
        );
      },
    },
    {
      name: '/replySubmission',
      weight: 10,
      run: (i) => {
        const s = leader(i);
        const body = {
          filter: { organizationId: s.org, ids: [pick(s.insightIds, i)] },
          response: 'Thank you, we are looking into this.',
        };
        return post(base, '/replySubmission', body, s.token);
      },
    },
    {
      name: '/exportInsightsDetails',
      weight: 5,
      run: (i) => {
        const s = leader(i);
        return post(base, '/exportInsightsDetails', { filter: { organizationId: s.org, topicId: pick(s.topicIds, i) } }, s.token);
      },
    },
    {
      name: '/employee/submitInsight',
      weight: 30,
      // Each filing from the next employee: 50 people writing, as the scenario says. By revolution,
      // a revolution's 30 filings came from one person and queued behind each other (a person's
      // filings are serialised by design), which measured that queue rather than intake.
      run: (_i, n) => {
        const s = employees[n % employees.length]!;
        return post(base, '/employee/submitInsight', { body: `${LOAD_INSIGHT_TEXT} (${n}).` }, s.token);
      },
    },
  ];
  // A deterministic weighted schedule: request n runs wheel[n % wheel.length].
  const wheel = mix.flatMap((m) => Array.from({ length: m.weight }, () => m));
  const perCall = new Map<string, { latencies: number[]; errors: number; firstError?: string }>(
    mix.map((m) => [m.name, { latencies: [], errors: 0 }]),
  );

  // The warm-up runs first, untimed, in the same load without a pause (its errors still count):
  // the pool opening its connections, each preparing its statements, the caches filling, as in
  // a server that has been up for a while. Without it the first seconds' queue (every connection
  // waiting for the pool to open) was the p99; a pause between the two would make another.
  const warmUpMs = (v.warmUpSeconds ?? 0) * 1000;
  const timedFrom = performance.now() + warmUpMs;
  let stopCpu: (() => Promise<CpuSplit>) | null = null;
  const started = (async () => {
    await new Promise((resolve) => setTimeout(resolve, warmUpMs));
    if (v.server) await send(`${v.server.bare}/stats/reset`, { method: 'POST' });
    if (v.server) stopCpu = await measureCpu(v.databaseUrl, v.server.pid);
  })();
  const request = async (n: number) => {
    const m = wheel[n % wheel.length]!;
    const stats = perCall.get(m.name)!;
    const t0 = performance.now();
    const timed = t0 >= timedFrom;
    try {
      const res = await m.run(Math.floor(n / wheel.length), n);
      if (!res.ok) {
        stats.errors++;
        stats.firstError ??= `${res.status} ${res.text().slice(0, 200)}`;
      }
      if (timed) stats.latencies.push(performance.now() - t0);
      return res;
    } catch (err) {
      stats.errors++;
      stats.firstError ??= (err as Error).message;
      if (timed) stats.latencies.push(performance.now() - t0);
      throw err;
    }
  };
  await runLoad(request, v.clients, warmUpMs + seconds * 1000);
  await started;
  const cpu: CpuSplit | null = stopCpu ? await (stopCpu as () => Promise<CpuSplit>)() : null;
  const stats = v.server ? ((await send(`${v.server.bare}/stats`)).json() as ServerStats) : null;
  const results = new Map<string, LoadResult & { firstError?: string }>();
  for (const [name, st] of perCall) results.set(name, { ...summarise(st.latencies, st.errors, seconds), firstError: st.firstError });
  const all = [...perCall.values()];
  const total = summarise(
    all.flatMap((st) => st.latencies),
    all.reduce((n, st) => n + st.errors, 0),
    seconds,
  );
  return { perCall: results, total, cpu, stats };
}

/** What server-stats.ts serves. */
export type ServerStats = {
  routes: Record<
    string,
    { calls: number; totalMs: number; waitMs: number; holdMs: number; checkouts: number; totalP99Ms: number; waitP99Ms: number }
  >;
  pool: { waits: number; waitMs: number; maxWaiting: number; size: number };
  eventLoopDelayMs: { p50: number; p99: number; max: number };
};

/** Where the mixed load's time went: CPU per call by process, and per route the server's time split. */
export function formatWhereTimeGoes(total: LoadResult, cpu: CpuSplit | null, stats: ServerStats | null): string[] {
  const lines: string[] = [];
  if (cpu) {
    const per = (us: number) => `${(us / total.requests).toFixed(0)} µs`;
    lines.push(
      `  CPU per call: server ${per(cpu.server)}, PostgreSQL ${per(cpu.postgres)}, load generator ${per(cpu.generator)} (${((cpu.server + cpu.postgres + cpu.generator) / 1e6 / (total.requests / total.rps)).toFixed(2)} cores busy of the machine's)`,
    );
  }
  if (stats) {
    lines.push(
      `  pool of ${stats.pool.size}: ${stats.pool.waits} checkouts, mean wait ${(stats.pool.waitMs / Math.max(1, stats.pool.waits)).toFixed(1)} ms, up to ${stats.pool.maxWaiting} waiting; event loop delay p50 ${stats.eventLoopDelayMs.p50.toFixed(1)} ms, p99 ${stats.eventLoopDelayMs.p99.toFixed(1)} ms, max ${stats.eventLoopDelayMs.max.toFixed(0)} ms`,
    );
    lines.push(
      '  in the server, mean per call: total = waiting for a connection + holding connections (queries, transactions) + the rest (Node: handler, queueing for the thread)',
    );
    for (const [route, r] of Object.entries(stats.routes).sort((a, b) => b[1].calls - a[1].calls)) {
      const m = (x: number) => (x / r.calls).toFixed(1).padStart(7);
      lines.push(
        `    ${route.padEnd(34)} ${String(r.calls).padStart(6)} calls  total ${m(r.totalMs)} ms = wait ${m(r.waitMs)} + hold ${m(r.holdMs)} + rest ${m(r.totalMs - r.waitMs - r.holdMs)}  (${(r.checkouts / r.calls).toFixed(1)} checkouts/call; p99 total ${r.totalP99Ms.toFixed(0)} ms, wait ${r.waitP99Ms.toFixed(0)} ms)`,
      );
    }
  }
  return lines;
}

function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { requests: sorted.length, errors, rps: sorted.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99) };
}
