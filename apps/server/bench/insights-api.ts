import { loadAdminEmail, LOAD_PASSWORD } from '../src/cli/seed-load.repository.ts';
import { connectDatabase } from '../src/db/client.ts';
import { prepareLoadDatabase } from './load-database.ts';
import { startBenchServer } from './bench-server-process.ts';
import { formatLoad, postJson, runLoad, send, type LoadResponse } from './http-load.ts';
import { apiRatios, formatApiRatios, type ApiRatios } from './list-ratios.ts';

/**
 * ARCHITECTURE §8: list calls at 1,000 organisations / 1,000,000 insights, 50 concurrent
 * clients, p95 < 50 ms, beside a bare Fastify route measured in the same run. Needs
 * BENCH_DATABASE_URL (a database it may fill; seed:load runs once) or DATABASE_URL's server,
 * where it creates `voyce_load`.
 */
const WARM_UP_MS = 3000;

/** A list call as the bench makes it: its path and its body for an organisation. */
export type ListCall = [string, (org: string) => object];
/** The leaders' lists the budgets name, with the bodies the dashboard sends. */
export const LIST_CALLS: ListCall[] = [
  ['/findSubmissionGroups', (org) => ({ filter: { organizationId: org, status: 'open', severity: 2 }, page: 1, pageSize: 20 })],
  ['/findSubmissions', (org) => ({ filter: { organizationId: org, status: 'open', timespan: 'last_30_days' }, page: 1, pageSize: 10 })],
  ['/fetchSubmissionsChartData', (org) => ({ filter: { organizationId: org, groupType: 'departmentTopic', noReachout: true } })],
];
/** The floor under any leader call: session look-up, permission check and one one-row query. */
export const FLOOR_CALL: ListCall = ['/findOrganizations', (org) => ({ filter: { organizationId: org } })];

/** 50 seed:load admins of organisations spread over `orgs`, signed in on the server at `base`, each with their organisation. */
export async function signInLeaders(base: string, orgs: number): Promise<{ token: string; org: string }[]> {
  const signed: { token: string; org: string }[] = [];
  for (let i = 0; i < 50; i++) {
    const email = loadAdminEmail(1 + Math.floor((i * orgs) / 50));
    const login = (await postJson(`${base}/api/user/verifyLogin`, { email, password: LOAD_PASSWORD })).json();
    const token = login.data.authorization as string;
    const profile = (await postJson(`${base}/api/user/getProfile`, {}, token)).json();
    signed.push({ token, org: profile.data.organizationMemberships[0].organizationId });
  }
  return signed;
}

/** The scenario, printing as it goes; its req/s ratios returned as well. */
export async function measureInsightsApi(): Promise<ApiRatios & { oneClientP50: number }> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const clients = Number(process.env.BENCH_CLIENTS ?? 50);
  const { url, orgs, insights } = await prepareLoadDatabase();

  const server = await startBenchServer(url);
  const { base, bare: bareBase } = server;
  // The same build with the answer cache off, beside it: what a list costs when it is computed
  // (a leader's first look after a write), measured in the same rounds.
  const computing = await startBenchServer(url, { BENCH_ANSWER_CACHE: 'off' });

  // 50 leaders of different organisations, signed in on each server: sessions live in the
  // server's identity store (its memory here), which the other process does not share.
  const sessionsAt = new Map([
    [base, await signInLeaders(base, orgs)],
    [computing.base, await signInLeaders(computing.base, orgs)],
  ]);
  const sessions = sessionsAt.get(base)!;
  const call =
    (path: string, body: (org: string) => object, at = base) =>
    (i: number) => {
      const signed = sessionsAt.get(at)!;
      const s = signed[i % signed.length]!;
      return postJson(`${at}/api${path}`, body(s.org), s.token);
    };

  const calls = LIST_CALLS;
  /** Lists whose answers are kept (answer-cache.ts): also measured computed on every call. */
  const cached = new Set(['/findSubmissionGroups', '/findSubmissions', '/fetchSubmissionsChartData']);
  const computed = (path: string) => `${path} (computed each call)`;
  const floor = FLOOR_CALL;

  // Alternated slices, round after round, so the others' load on the box falls on every route
  // alike; the budgets are ratios of req/s within a round (ARCHITECTURE §8).
  const rounds = Math.max(1, Number(process.env.BENCH_API_ROUNDS ?? 3));
  console.log(
    `insights-api: ${orgs} organisations, ${insights} insights, ${clients} concurrent clients, ${seconds} s per call in ${rounds} alternated slices after ${WARM_UP_MS / 1000} s of warm-up`,
  );
  const sliceMs = (seconds * 1000) / rounds;
  const routes: [string, () => (i: number) => Promise<LoadResponse>][] = [
    ['bare Fastify GET /ping', () => () => send(`${bareBase}/ping`)],
    ...[floor, ...calls].map(
      ([path, body]) =>
        [path === floor[0] ? `${path} (floor)` : path, () => call(path, body)] as [string, () => (i: number) => Promise<LoadResponse>],
    ),
    ...calls
      .filter(([path]) => cached.has(path))
      .map(
        ([path, body]) => [computed(path), () => call(path, body, computing.base)] as [string, () => (i: number) => Promise<LoadResponse>],
      ),
  ];
  // Not counted: each connection of the pool parses its statements once and V8 compiles the
  // hot paths; a server in use has done both long before.
  for (const [, make] of routes) await runLoad(make(), clients, WARM_UP_MS);
  const rps = new Map<string, number[]>(routes.map(([name]) => [name, []]));
  const errors = new Map<string, number>(routes.map(([name]) => [name, 0]));
  for (let r = 0; r < rounds; r++) {
    for (const [name, make] of routes) {
      const result = await runLoad(make(), clients, sliceMs);
      rps.get(name)!.push(result.rps);
      errors.set(name, errors.get(name)! + result.errors);
      console.log(formatLoad(`${name}${rounds > 1 ? ` [${r + 1}]` : ''}`, result));
    }
  }
  const figures = apiRatios(
    rps,
    routes[0]![0],
    routes[1]![0],
    calls.map(([path]) => path),
    [...cached].map(computed),
    errors,
  );
  for (const line of formatApiRatios(figures)) console.log(line);
  // Service time without queueing: at 50 closed-loop clients latency is mostly the wait for a
  // share of the machine's two cores, which the server, PostgreSQL and this generator split.
  console.log('one client at a time (service time):');
  const oneClientP50: number[] = [];
  for (const [path, body] of calls) {
    const one = await runLoad(call(path, body), 1, 3000);
    oneClientP50.push(one.p50);
    console.log(formatLoad(`  ${path}`, one));
  }

  // The plans behind the numbers: every list query starts from an organisation-leading index.
  const org = sessions[0]!.org;
  const planDb = connectDatabase(url, 1);
  const plan = await planDb.pool.query(
    `explain select * from submissions where organization_id = $1 and stage in ('processed', 'closed') and closed_at is null order by created_at desc limit 10`,
    [org],
  );
  console.log('EXPLAIN findSubmissions:', plan.rows.map((r) => r['QUERY PLAN']).join(' | '));
  await planDb.close();
  await Promise.all([server.stop(), computing.stop()]);
  return { ...figures, oneClientP50: Math.max(...oneClientP50) };
}
