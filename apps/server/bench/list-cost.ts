import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { connectDatabase, type Db } from '../src/db/client.ts';
import { submissionWhere } from '../src/modules/insights/insight-filters.sql.ts';
import * as submissionsRepo from '../src/modules/insights/insight-lists.repository.ts';
import * as topicChartRepo from '../src/modules/topics/topic-chart.repository.ts';
import * as topicsRepo from '../src/modules/topics/topics.repository.ts';
import { seedListOrg, type ListOrg } from './list-orgs.ts';
import { withScratchDatabase } from './scratch-database.ts';

/**
 * ARCHITECTURE §8 "a call's PostgreSQL cost grows <= 1.2x with 20x the rows of its
 * organisation", measured where it is spent: the CPU of the one PostgreSQL backend that runs
 * the list calls' statements (its /proc/<pid>/schedstat, in nanoseconds; utime+stime of
 * /proc/<pid>/stat, in 10 ms ticks, when schedstat is missing). PostgreSQL must run on this
 * machine. The statements are the real repository functions', on a drizzle handle whose pool
 * holds that one connection, so they are prepared once as in the server. Small and large
 * organisations alternate, round after round, so others' load on the box falls on both.
 */
export type ListCost = {
  name: string;
  /** Which implementation of the list queries: 'current', or another passed to benchListCost. */
  impl: string;
  small: string;
  large: string;
  smallUs: number[];
  largeUs: number[];
  ratios: number[];
  smallBuffers: number;
  largeBuffers: number;
  source: string;
};

/** The list queries measured: this tree's, or another version's modules to compare with. */
export type ListQueries = {
  submissionWhere: typeof submissionWhere;
  findPage: (...args: Parameters<typeof submissionsRepo.findPage>) => Promise<unknown>;
  topicWhere: typeof topicsRepo.topicWhere;
  findTopicPage: (...args: Parameters<typeof topicsRepo.findTopicPage>) => Promise<unknown>;
  topicsPerClassification: (...args: Parameters<typeof topicChartRepo.topicsPerClassification>) => Promise<unknown>;
};
const CURRENT: ListQueries = { submissionWhere, ...submissionsRepo, ...topicsRepo, ...topicChartRepo };

type Call = { name: string; small: string; large: string; run: (q: ListQueries, db: Db, org: ListOrg) => Promise<unknown> };

/** The insights-api bench's requests, each on the organisations that differ in what it must not grow with. */
const CALLS: Call[] = [
  {
    name: '/findSubmissions',
    small: '1k insights',
    large: '20k insights',
    run: (q, db, org) =>
      q.findPage(db, q.submissionWhere({ organizationId: org.id, status: 'open', timespan: 'last_30_days' }, new Date(), true), 1, 10),
  },
  {
    name: '/findSubmissions (all)',
    small: '1k insights',
    large: '20k insights',
    run: (q, db, org) => q.findPage(db, q.submissionWhere({ organizationId: org.id }, new Date(), true), 1, 10),
  },
  {
    name: '/findSubmissionGroups',
    small: '1k insights',
    large: '20k insights',
    run: (q, db, org) =>
      q.findTopicPage(db, q.topicWhere({ organizationId: org.id, status: 'open', severity: 2 }, new Date(), true), 'hot', 1, 20),
  },
  {
    name: '/fetchSubmissionsChartData',
    small: '40 topics',
    large: '400 topics',
    run: (q, db, org) => q.topicsPerClassification(db, { organizationId: org.id, status: 'all', noReachout: true }),
  },
];

/** CPU time of process `pid` so far, in microseconds, and where it was read. */
async function cpuUs(pid: number): Promise<{ us: number; source: string }> {
  try {
    const ns = Number((await readFile(`/proc/${pid}/schedstat`, 'utf8')).split(' ')[0]);
    if (Number.isFinite(ns)) return { us: ns / 1000, source: 'schedstat' };
  } catch {
    // fall through to stat
  }
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return { us: (Number(fields[11]) + Number(fields[12])) * 10_000, source: 'stat ticks' };
}

/** Shared buffers a call's statements touch (hit + read), from EXPLAIN (ANALYZE, BUFFERS) of what it sent. */
async function buffersOf(client: pg.Client, sent: { text: string; values?: unknown[] }[]): Promise<number> {
  let total = 0;
  for (const q of sent) {
    const plan = await client.query({ text: `explain (analyze, buffers, format json) ${q.text}`, values: q.values });
    const top = (plan.rows[0] as { 'QUERY PLAN': { Plan: Record<string, number>; Planning?: Record<string, number> }[] })['QUERY PLAN'][0]!;
    total += (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0);
  }
  return total;
}

export async function benchListCost(implementations: Record<string, ListQueries> = { current: CURRENT }): Promise<ListCost[]> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const sliceMs = Number(process.env.BENCH_SLICE_MS ?? 1500);
  return withScratchDatabase(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL, async (scratch) => {
    // Other organisations around them, so the planner sees each one's share as in a shared database.
    for (let i = 0; i < 20; i++) await seedListOrg(scratch.db, `Other ${i}`, 40, 2000);
    const small = await seedListOrg(scratch.db, 'Small', 40, 1000);
    const large = await seedListOrg(scratch.db, 'Large', 40, 20_000);
    const few = await seedListOrg(scratch.db, 'Few topics', 40, 2000);
    const many = await seedListOrg(scratch.db, 'Many topics', 400, 2000);
    await scratch.pool.query('vacuum analyze');

    const one = connectDatabase(scratch.pool.options.connectionString!, 1);
    const client = (await one.pool.connect()) as unknown as pg.Client;
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    // What a call sends, for its EXPLAIN: the handle goes through this client's query(config, values).
    let sent: { text: string; values?: unknown[] }[] = [];
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const c = config as { text?: string; values?: unknown[] };
      const values = Array.isArray(rest[0]) ? (rest[0] as unknown[]) : c?.values;
      if (c && typeof c === 'object' && typeof c.text === 'string') sent.push({ text: c.text, values });
      return query(config, ...rest);
    };
    (client as unknown as { release: () => void }).release();

    const results: ListCost[] = [];
    try {
      for (const call of CALLS) {
        const [a, b] = call.name.startsWith('/fetchSubmissionsChartData') ? [few, many] : [small, large];
        const cases = Object.entries(implementations).map(([impl, q]) => ({
          impl,
          q,
          smallUs: [] as number[],
          largeUs: [] as number[],
          source: '',
        }));
        // Warm: statements prepared, generic plans settled, pages in shared buffers.
        for (const c of cases) for (let i = 0; i < 20; i++) await Promise.all([call.run(c.q, one.db, a), call.run(c.q, one.db, b)]);
        for (let r = 0; r < rounds; r++) {
          for (const c of cases) {
            for (const [org, out] of [
              [a, c.smallUs],
              [b, c.largeUs],
            ] as const) {
              const before = await cpuUs(pid);
              let n = 0;
              const until = performance.now() + sliceMs;
              while (performance.now() < until) {
                await call.run(c.q, one.db, org);
                n++;
              }
              const after = await cpuUs(pid);
              c.source = after.source;
              out.push((after.us - before.us) / n);
            }
          }
        }
        for (const c of cases) {
          const buffers = async (org: ListOrg) => {
            sent = [];
            await call.run(c.q, one.db, org);
            return buffersOf(client, sent.splice(0));
          };
          results.push({
            name: call.name,
            impl: c.impl,
            small: call.small,
            large: call.large,
            smallUs: c.smallUs,
            largeUs: c.largeUs,
            ratios: c.largeUs.map((l, i) => l / c.smallUs[i]!),
            smallBuffers: await buffers(a),
            largeBuffers: await buffers(b),
            source: c.source,
          });
        }
      }
    } finally {
      await one.close();
    }
    return results;
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const range = (xs: number[], digits: number) => `${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}`;

/** One line per call for `npm run bench`: per-call PostgreSQL CPU, small vs large organisation, and the ratio against its goal. */
export function formatListCost(r: ListCost): string {
  const goal = r.name.startsWith('/fetchSubmissionsChartData') ? 1.3 : 1.2;
  const ratio = median(r.ratios);
  return (
    `${(r.impl === 'current' ? r.name : `${r.name} [${r.impl}]`).padEnd(27)} PostgreSQL CPU per call ${median(r.smallUs).toFixed(0)} µs (${r.small}) vs ${median(r.largeUs).toFixed(0)} µs (${r.large}): ` +
    `x${ratio.toFixed(2)} (range ${range(r.ratios, 2)}, goal <= x${goal}${ratio <= goal ? '' : ', MISSED'}); ` +
    `buffers ${r.smallBuffers} vs ${r.largeBuffers} [${r.source}]`
  );
}
