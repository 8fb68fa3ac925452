import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { LOAD_PASSWORD } from '../src/cli/seed-load.repository.ts';
import { startBenchServer } from './bench-server-process.ts';
import { postJson } from './http-load.ts';
import { withScratchDatabase } from './scratch-database.ts';

export const EXPORT_SIZES = [10_000, 100_000] as const;

/** One export or report: its rows and seconds per call at each size, and the time ratio (medians of the rounds). */
export type ExportScaling = { name: string; rows: number[]; seconds: number[]; ratio: number };

type Bench = { org: string; topic: string; reachout: string; admin: string };

/**
 * An organisation whose every export and report has `n` rows (the submissions report 2n: every
 * insight of the organisation): a topic of n insights, each marked as win in the last two days
 * and each an answer to the first of n reach-outs; n topics of one insight each (the topic
 * summary's rows); n audit entries. No ties on the timestamps: the tests cover ties.
 */
async function seedOrganisation(db: pg.Pool, n: number, passwordHash: string): Promise<Bench> {
  const org = (await db.query<{ id: string }>(`insert into organizations (name) values ($1) returning id`, [`Export bench ${n}`])).rows[0]!
    .id;
  const admin = `export-bench-${n}@load.voyce.local`;
  const user = (
    await db.query<{ id: string }>(
      `insert into users (business_email, first_name, last_name, password_hash) values ($1, 'Export', 'Bench', $2) returning id`,
      [admin, passwordHash],
    )
  ).rows[0]!.id;
  await db.query(
    `insert into organization_memberships (organization_id, user_id, role, invite_status) values ($1, $2, 'admin', 'accepted')`,
    [org, user],
  );
  const topic = (
    await db.query<{ id: string }>(
      `insert into submission_groups (organization_id, topic, theme, severity, status, submission_count)
       values ($1, 'Export bench', 'Export bench', 2, 'open', $2) returning id`,
      [org, n],
    )
  ).rows[0]!.id;
  const body = `': ' || repeat('the warehouse heating is off again ', 6)`;
  await db.query(
    `insert into submissions (organization_id, topic_id, body, stage, theme, severity, created_at, processed_at, marked_as_win_at)
     select $1, $2, 'Export bench insight ' || s || ${body}, 'processed', 'Export bench', 2,
       now() - (s || ' seconds')::interval, now(), now() - (s || ' seconds')::interval
     from generate_series(1, $3::int) s`,
    [org, topic, n],
  );
  await db.query(
    `with g as (
       insert into submission_groups (organization_id, topic, theme, severity, status, submission_count, created_at)
       select $1, 'Summary topic ' || s, 'Export bench', 1 + s % 3, 'open', 1, now() - (s || ' seconds')::interval
       from generate_series(1, $2::int) s
       returning id, created_at)
     insert into submissions (organization_id, topic_id, body, stage, theme, severity, created_at, processed_at)
     select $1, g.id, 'Summary insight' || ${body}, 'processed', 'Export bench', 1, g.created_at, now() from g`,
    [org, n],
  );
  await db.query(
    `insert into audit_log (organization_id, actor_id, actor_name, action, target_type, target_id, detail, created_at)
     select $1, $2, 'Export Bench', 'settings.structure_created', 'division', s::text, jsonb_build_object('name', 'Division ' || s),
       now() - (s || ' seconds')::interval
     from generate_series(1, $3::int) s`,
    [org, user, n],
  );
  const reachout = (
    await db.query<{ id: string; title: string }>(
      `insert into reachouts (organization_id, title, body, send_as, prompter_id, created_at)
       select $1, 'Export bench reach-out ' || s, 'How is the warehouse this week?', 'myself', $2, now() - (s || ' seconds')::interval
       from generate_series(1, $3::int) s
       returning id, title`,
      [org, user, n],
    )
  ).rows.find((r) => r.title === 'Export bench reach-out 1')!.id;
  await db.query(`update submissions set reachout_id = $1 where topic_id = $2`, [reachout, topic]);
  return { org, topic, reachout, admin };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The calls, each with the rows it writes for an organisation of n, and its body. */
function calls(b: Bench, now: Date) {
  const range = { timespan: 'custom_range', startDate: day(new Date(now.getTime() - 3 * 86_400_000)), endDate: day(now) };
  return [
    {
      name: "topic's insights export",
      rows: (n: number) => n,
      url: '/exportInsightsDetails',
      body: { filter: { organizationId: b.org, topicId: b.topic } },
    },
    { name: 'audit log export', rows: (n: number) => n, url: '/exportAuditLog', body: { filter: { organizationId: b.org } } },
    {
      name: 'submissions report',
      rows: (n: number) => 2 * n,
      url: '/generateReport',
      body: { organizationId: b.org, reportOptions: { reportType: 'submissions' } },
    },
    {
      name: 'wins report',
      rows: (n: number) => n,
      url: '/generateReport',
      body: { organizationId: b.org, reportOptions: { reportType: 'wins', ...range } },
    },
    {
      name: 'topic summary report',
      rows: (n: number) => n + 1,
      url: '/generateReport',
      body: { organizationId: b.org, reportOptions: { reportType: 'topicSummary', ...range } },
    },
    { name: 'reach-out list export', rows: (n: number) => n, url: '/exportReachouts', body: { filter: { organizationId: b.org } } },
    {
      name: "reach-out's answers export",
      rows: (n: number) => n,
      url: '/exportReachoutDetails',
      body: { filter: { organizationId: b.org, id: b.reachout } },
    },
    {
      name: 'reach-out summary report',
      rows: (n: number) => n,
      url: '/generateReport',
      body: { organizationId: b.org, reportOptions: { reportType: 'reachoutSummary', ...range } },
    },
  ];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * ARCHITECTURE §8 "exports and reports linear in their rows": each export and report of an
 * organisation of 10,000 and of one of 100,000 rows, through the real server (the file is
 * written page by page, as a leader's call does), in one scratch database. The figure is the
 * median of BENCH_EXPORT_ROUNDS rounds (3); a round is one call of the large organisation and,
 * right before it, as many calls of the small one as make the same rows (ten), so both sizes
 * are timed over about the same stretch of the machine's other load. The goal: 10x the rows in
 * <= 11x the time.
 */
export async function benchExportScaling(): Promise<ExportScaling[]> {
  const rounds = Number(process.env.BENCH_EXPORT_ROUNDS ?? 3);
  return withScratchDatabase(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL, async (scratch) => {
    const url = scratch.pool.options.connectionString!;
    const passwordHash = await hashPassword(LOAD_PASSWORD);
    const t0 = performance.now();
    // The seed's insights and topics skip the tally and list-version triggers (no export reads
    // them; row by row they cost minutes at this size).
    await scratch.pool.query(`alter table submissions disable trigger user; alter table submission_groups disable trigger user`);
    const benches: Bench[] = [];
    for (const n of EXPORT_SIZES) benches.push(await seedOrganisation(scratch.pool, n, passwordHash));
    await scratch.pool.query(`alter table submissions enable trigger user; alter table submission_groups enable trigger user`);
    await scratch.pool.query('vacuum analyze');
    console.log(
      `export-scaling       seeded ${EXPORT_SIZES.map((n) => n.toLocaleString('en')).join(' and ')}-row organisations in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );

    const dataDir = await mkdtemp(join(tmpdir(), 'voyce-export-scaling-'));
    const server = await startBenchServer(url, { BENCH_DATA_DIR: dataDir });
    try {
      const now = new Date();
      const tokens: string[] = [];
      for (const b of benches) {
        const login = await postJson(`${server.base}/api/user/verifyLogin`, { email: b.admin, password: LOAD_PASSWORD });
        if (!login.ok) throw new Error(`export bench login answered ${login.status}`);
        tokens.push(login.json().data.authorization as string);
      }
      const time = async (i: number, c: { url: string; body: object }) => {
        const started = performance.now();
        const res = await postJson(`${server.base}/api${c.url}`, c.body, tokens[i]);
        if (!res.ok) throw new Error(`${c.url} answered ${res.status}: ${res.text().slice(0, 200)}`);
        return (performance.now() - started) / 1000;
      };
      // Warms the server (code, pools, statements) on the small organisation first.
      for (const c of calls(benches[0]!, now)) await time(0, c);
      const figures: ExportScaling[] = [];
      const perSize = benches.map((b) => calls(b, now));
      const repeat = EXPORT_SIZES[1] / EXPORT_SIZES[0];
      for (let k = 0; k < perSize[0]!.length; k++) {
        const small: number[] = [];
        const large: number[] = [];
        for (let r = 0; r < rounds; r++) {
          let sum = 0;
          for (let j = 0; j < repeat; j++) sum += await time(0, perSize[0]![k]!);
          small.push(sum / repeat);
          large.push(await time(1, perSize[1]![k]!));
        }
        const c = perSize[0]![k]!;
        figures.push({
          name: c.name,
          rows: EXPORT_SIZES.map((n) => c.rows(n)),
          seconds: [median(small), median(large)],
          ratio: median(large.map((l, r) => l / small[r]!)),
        });
      }
      return figures;
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

export function formatExportScaling(figures: ExportScaling[]): string[] {
  const rows = (n: number) => n.toLocaleString('en');
  return figures.map(
    (f) =>
      `export-scaling       ${f.name.padEnd(27)} ${rows(f.rows[0]!).padStart(7)} rows ${f.seconds[0]!.toFixed(2).padStart(6)} s   ` +
      `${rows(f.rows[1]!).padStart(7)} rows ${f.seconds[1]!.toFixed(2).padStart(6)} s   time × ${f.ratio.toFixed(1)} for rows × ${(f.rows[1]! / f.rows[0]!).toFixed(1)} (goal <= × 11)${f.ratio <= 11 ? '' : ' MISSED'}`,
  );
}
