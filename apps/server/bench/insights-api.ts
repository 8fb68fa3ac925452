import Fastify from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { createAiProvider } from '../src/ai/provider.ts';
import { buildApp } from '../src/app.ts';
import { seedLoad, loadAdminEmail, LOAD_PASSWORD } from '../src/cli/seed-load.ts';
import { parseConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createIdentityVault } from '../src/lib/identity-vault.ts';
import { memoryLimiter } from '../src/lib/limiter.ts';
import { formatLoad, runLoad } from './http-load.ts';

/**
 * ARCHITECTURE §8: list calls at 1,000 organisations / 1,000,000 insights, 50 concurrent
 * clients, p95 < 50 ms, beside a bare Fastify route measured in the same run. Needs
 * BENCH_DATABASE_URL (a database it may fill; seed:load runs once) or DATABASE_URL's server,
 * where it creates `voyce_load`.
 */
export async function benchInsightsApi(): Promise<void> {
  const orgs = Number(process.env.BENCH_ORGS ?? 1000);
  const insights = Number(process.env.BENCH_INSIGHTS ?? 1_000_000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const clients = Number(process.env.BENCH_CLIENTS ?? 50);
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    if (!process.env.DATABASE_URL) throw new Error('insights-api needs BENCH_DATABASE_URL or DATABASE_URL (a PostgreSQL server).');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const found = await admin.query(`select 1 from pg_database where datname = 'voyce_load'`);
    if (found.rowCount === 0) await admin.query('create database voyce_load');
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '/voyce_load';
    url = u.toString();
  }
  const log = pino({ level: 'silent' });
  const database = connectDatabase(url, 20);
  await runMigrations(database.db);
  const t0 = Date.now();
  const seeded = await seedLoad(database.db, orgs, insights, (m) => process.stdout.write(`\r${m}   `));
  if (seeded.created) console.log(`\nseed:load ${orgs} organisations / ${insights} insights in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_EMAIL_LIMIT_PER_15_MINUTES: '100000',
  });
  const { app } = await buildApp({
    config,
    db: database.db,
    log,
    secretKey: 'bench-secret-key-0123456789abcdef0123456789abcdef',
    vault: createIdentityVault('ef'.repeat(32)),
    ai: createAiProvider({ provider: 'local' }, log),
    enqueueSubmission: async () => {},
    enqueueTopicSummary: async () => {},
    enqueueReachoutSummary: async () => {},
    limiter: memoryLimiter(),
    onMailQueued: () => {},
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const bare = Fastify();
  bare.get('/ping', async () => ({ status: 'OK', data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  // 50 leaders of different organisations.
  const sessions: { token: string; org: string }[] = [];
  for (let i = 0; i < 50; i++) {
    const email = loadAdminEmail(1 + Math.floor((i * orgs) / 50));
    const login = await (
      await fetch(`${base}/api/user/verifyLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: LOAD_PASSWORD }),
      })
    ).json();
    const token = login.data.authorization as string;
    const profile = await (
      await fetch(`${base}/api/user/getProfile`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      })
    ).json();
    sessions.push({ token, org: profile.data.organizationMemberships[0].organizationId });
  }
  const call = (path: string, body: (org: string) => object) => (i: number) => {
    const s = sessions[i % sessions.length]!;
    return fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body(s.org)),
    });
  };

  console.log(`insights-api: ${orgs} organisations, ${insights} insights, ${clients} concurrent clients, ${seconds} s per call`);
  console.log(formatLoad('bare Fastify GET /ping', await runLoad(() => fetch(`${bareBase}/ping`), clients, seconds * 1000)));
  console.log(
    formatLoad(
      '/findSubmissionGroups',
      await runLoad(
        call('/findSubmissionGroups', (org) => ({ filter: { organizationId: org, status: 'open', severity: 2 }, page: 1, pageSize: 20 })),
        clients,
        seconds * 1000,
      ),
    ),
  );
  console.log(
    formatLoad(
      '/findSubmissions',
      await runLoad(
        call('/findSubmissions', (org) => ({
          filter: { organizationId: org, status: 'open', timespan: 'last_30_days' },
          page: 1,
          pageSize: 10,
        })),
        clients,
        seconds * 1000,
      ),
    ),
  );
  console.log(
    formatLoad(
      '/fetchSubmissionsChartData',
      await runLoad(
        call('/fetchSubmissionsChartData', (org) => ({ filter: { organizationId: org, groupType: 'departmentTopic', noReachout: true } })),
        clients,
        seconds * 1000,
      ),
    ),
  );

  // The plans behind the numbers: every list query starts from an organisation-leading index.
  const org = sessions[0]!.org;
  const plan = await database.pool.query(
    `explain select * from submissions where organization_id = $1 and stage in ('processed','closed') and closed_at is null order by created_at desc limit 10`,
    [org],
  );
  console.log('EXPLAIN findSubmissions:', plan.rows.map((r) => r['QUERY PLAN']).join(' | '));
  await app.close();
  await bare.close();
  await database.close();
}
