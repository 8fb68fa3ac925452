import { LOAD_PASSWORD, loadAdminEmail } from '../src/cli/seed-load.repository.ts';
import { prepareSeededDatabase } from './load-database.ts';
import { startBenchServer } from './bench-server-process.ts';
import { postJson, runLoad, send } from './http-load.ts';

/**
 * ARCHITECTURE §8's floor: an authenticated one-row call (/findOrganizations) >= 30 % of a bare
 * Fastify route, with the session cache off (two PostgreSQL round trips a call: the session,
 * then the query) and on (one), and on with the product's request log at info. Each variant is
 * its own server process, measured beside the bare route that process also serves (one-second
 * slices, alternated), in rounds that alternate the variants: the box is shared, so ranges.
 *
 * The floor call does not read insights: a small seed (`voyce_floor`, BENCH_FLOOR_ORGS
 * organisations) keeps the scenario quick; BENCH_DATABASE_URL points it at the load database.
 */
export type FloorVariant = { name: string; env: Record<string, string> };
export type FloorFigures = { name: string; floorRps: number[]; bareRps: number[]; ratios: number[]; p50: number[] };

export const FLOOR_VARIANTS: FloorVariant[] = [
  { name: 'session cache off', env: { BENCH_SESSION_CACHE: 'off' } },
  { name: 'session cache on', env: {} },
  { name: 'cache on, request log', env: { BENCH_LOG: 'info' } },
];

async function floorDatabase(): Promise<{ url: string; orgs: number }> {
  const orgs = Number(process.env.BENCH_FLOOR_ORGS ?? 100);
  return prepareSeededDatabase('voyce_floor', orgs, orgs * 20);
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

/** The figures per variant, one entry per round. FLOOR_CPU_PROF=<dir> profiles the servers (node --cpu-prof). */
export async function benchFloor(
  options: { rounds?: number; seconds?: number; clients?: number; variants?: FloorVariant[] } = {},
): Promise<FloorFigures[]> {
  const rounds = options.rounds ?? Number(process.env.BENCH_FLOOR_ROUNDS ?? 3);
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 6);
  const clients = options.clients ?? Number(process.env.BENCH_CLIENTS ?? 50);
  const variants = options.variants ?? FLOOR_VARIANTS;
  const { url, orgs } = await floorDatabase();
  const profile = process.env.FLOOR_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FLOOR_CPU_PROF}`] : [];
  const figures = variants.map((v) => ({
    name: v.name,
    floorRps: [] as number[],
    bareRps: [] as number[],
    ratios: [] as number[],
    p50: [] as number[],
  }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, variant] of variants.entries()) {
      const server = await startBenchServer(url, variant.env, profile);
      try {
        const sessions: { token: string; org: string }[] = [];
        for (let k = 0; k < Math.min(50, orgs); k++) {
          const login = (
            await postJson(`${server.base}/api/user/verifyLogin`, { email: loadAdminEmail(1 + k), password: LOAD_PASSWORD })
          ).json();
          const token = login.data.authorization as string;
          const profileAnswer = (await postJson(`${server.base}/api/user/getProfile`, {}, token)).json();
          sessions.push({ token, org: profileAnswer.data.organizationMemberships[0].organizationId as string });
        }
        const floor = (n: number) => {
          const s = sessions[n % sessions.length]!;
          return postJson(`${server.base}/api/findOrganizations`, { filter: { organizationId: s.org } }, s.token);
        };
        const ping = () => send(`${server.bare}/ping`);
        // Warm-up: statements parsed per connection, hot paths compiled, the cache filled.
        await runLoad(floor, clients, 2000);
        await runLoad(ping, clients, 1000);
        // One-second slices, alternated: what else runs on the box weighs on both alike.
        const bare = { requests: 0, seconds: 0 };
        const call = { requests: 0, seconds: 0, p50: [] as number[] };
        for (let slice = 0; slice < seconds; slice++) {
          const b = await runLoad(ping, clients, 1000);
          const c = await runLoad(floor, clients, 1000);
          if (c.errors) throw new Error(`${variant.name}: ${c.errors} floor calls failed`);
          bare.requests += b.requests;
          bare.seconds += b.requests / b.rps;
          call.requests += c.requests;
          call.seconds += c.requests / c.rps;
          call.p50.push(c.p50);
        }
        const f = figures[i]!;
        f.bareRps.push(bare.requests / bare.seconds);
        f.floorRps.push(call.requests / call.seconds);
        f.ratios.push(call.requests / call.seconds / (bare.requests / bare.seconds));
        f.p50.push(median(call.p50));
      } finally {
        await server.stop();
      }
    }
  }
  return figures;
}

/** The lines `npm run bench -- floor` prints: per variant, floor and bare req/s and floor/bare as median (range). */
export function formatFloor(figures: FloorFigures[]): string[] {
  const range = (xs: number[], digits: number) =>
    `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`;
  return figures.map(
    (f) =>
      `floor ${f.name.padEnd(24)} /findOrganizations ${range(f.floorRps, 0)} req/s, bare Fastify ${range(f.bareRps, 0)} req/s: floor/bare ${range(f.ratios, 2)} (target >= 0.30${median(f.ratios) >= 0.3 ? '' : ', MISSED'}), p50 ${range(f.p50, 1)} ms`,
  );
}
