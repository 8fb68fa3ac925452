import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { LOAD_PASSWORD } from '../src/cli/seed-load.repository.ts';
import { startBenchServer } from './bench-server-process.ts';
import { postJson } from './http-load.ts';
import { prepareLoadDatabase } from './load-database.ts';

export type ExportMemory = { rows: number; seconds: number; peakGrowthMb: number }[];

/** The server's resident memory, in MB (Linux). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

const EXPORT_ADMIN = 'export-bench@load.voyce.local';
const SIZES = [10_000, 100_000];

/**
 * An organisation of its own in the load database, with a topic of 10,000 and one of 100,000
 * insights, made once and kept (removing 110,000 insights costs minutes; they change no other
 * scenario's organisations). Its topics' ids, by size.
 */
async function exportOrganisation(db: pg.Client): Promise<{ org: string; topics: Map<number, string> }> {
  let org = (await db.query<{ id: string }>(`select id from organizations where name = 'Export bench'`)).rows[0]?.id;
  if (!org) {
    org = (await db.query<{ id: string }>(`insert into organizations (name) values ('Export bench') returning id`)).rows[0]!.id;
    await db.query(
      `with u as (
         insert into users (business_email, first_name, last_name, password_hash) values ($1, 'Export', 'Bench', $2)
         on conflict (business_email) do update set business_email = excluded.business_email returning id)
       insert into organization_memberships (organization_id, user_id, role, invite_status) select $3, u.id, 'admin', 'accepted' from u`,
      [EXPORT_ADMIN, await hashPassword(LOAD_PASSWORD), org],
    );
  }
  const topics = new Map<number, string>();
  for (const rows of SIZES) {
    const name = `Export bench ${rows}`;
    let topic = (await db.query<{ id: string }>(`select id from submission_groups where organization_id = $1 and topic = $2`, [org, name]))
      .rows[0]?.id;
    if (!topic) {
      topic = (
        await db.query<{ id: string }>(
          `insert into submission_groups (organization_id, topic, theme, severity, status, submission_count)
           values ($1, $2, 'Export bench', 2, 'open', $3) returning id`,
          [org, name, rows],
        )
      ).rows[0]!.id;
      await db.query(
        `insert into submissions (organization_id, topic_id, body, stage, theme, severity, created_at, processed_at)
         select $1, $2, 'Export bench insight ' || s || ': ' || repeat('the warehouse heating is off again ', 6), 'processed', 'Export bench', 2,
           now() - (s || ' seconds')::interval, now()
         from generate_series(1, $3::int) s`,
        [org, topic, rows],
      );
    }
    topics.set(rows, topic);
  }
  return { org, topics };
}

/**
 * ARCHITECTURE §8 "CSV export of 100,000 rows streams in constant memory": a topic of 10,000 and
 * one of 100,000 insights exported through the real server (`/exportInsightsDetails`, which
 * writes the file page by page), its resident memory sampled every 10 ms while each export runs.
 * Constant memory: the larger export raises the server's peak no more than the smaller one does.
 */
export async function benchExportMemory(): Promise<ExportMemory> {
  const { url } = await prepareLoadDatabase();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { org, topics } = await exportOrganisation(db).finally(() => db.end());
  const dataDir = await mkdtemp(join(tmpdir(), 'voyce-export-'));
  const server = await startBenchServer(url, { BENCH_DATA_DIR: dataDir });
  try {
    const figures: ExportMemory = [];
    const login = await postJson(`${server.base}/api/user/verifyLogin`, { email: EXPORT_ADMIN, password: LOAD_PASSWORD });
    const token = login.json().data.authorization as string;
    // The first 10,000-row export warms the server (code, pools): the comparison is the second.
    for (const rows of [SIZES[0]!, ...SIZES]) {
      const before = rssMb(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 10);
      const started = performance.now();
      const res = await postJson(
        `${server.base}/api/exportInsightsDetails`,
        { filter: { organizationId: org, topicId: topics.get(rows) } },
        token,
      );
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (!res.ok) throw new Error(`export of ${rows} rows answered ${res.status}: ${res.text().slice(0, 200)}`);
      figures.push({ rows, seconds, peakGrowthMb: Math.max(0, peak - before) });
    }
    return figures.slice(1);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
