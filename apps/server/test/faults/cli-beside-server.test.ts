import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.ts';
import { PASSWORD, seedOrg } from '../fixtures.ts';
import { call, freePort, loginOver, runCli, startServer, tempDataDir, type ServerProcess } from './server-process.ts';

/**
 * `npm run cli` on the DATA_DIR of a running `npm start`. The CLI used to start its
 * own embedded PostgreSQL there, stopping the server's as "orphaned": every call then answered
 * 503 until a restart while /api/health said ok. Now the real server runs on its embedded
 * PostgreSQL in a temp DATA_DIR, requests flow, and org:create and the billing commands run
 * against the same DATA_DIR: no request may fail, and the CLI's links use the server's APP_URL.
 */
const APP_URL = 'https://voyce.example.test';
let data: Awaited<ReturnType<typeof tempDataDir>>;
let server: ServerProcess | undefined;
let direct: Database | undefined;

beforeAll(async () => {
  data = await tempDataDir();
});
afterAll(async () => {
  await direct?.close();
  await server?.stop();
  await data.remove();
});

/** The test's own connection to the server's embedded PostgreSQL (its port is in postmaster.pid). */
async function connectToEmbedded(dataDir: string): Promise<Database> {
  const port = Number((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]);
  return connectDatabase(`postgres://voyce:voyce-embedded@127.0.0.1:${port}/voyce`, 2);
}

type Outcome = { url: string; status: number; error?: string };

describe('the CLI beside a running server on the same DATA_DIR', () => {
  it('runs org:create and billing commands with zero failed requests and links on the server URL', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const t0 = Date.now();
    server = await startServer({ port, dataDir: data.dir, env: { APP_URL } });
    const startedMs = Date.now() - t0;
    direct = await connectToEmbedded(data.dir);
    const { org, admin, employee } = await seedOrg(direct.db, 'cli');
    const leader = await loginOver(server.base, admin.businessEmail, PASSWORD);
    const worker = await loginOver(server.base, employee.businessEmail, PASSWORD);

    const calls: [string, () => Promise<{ status: number }>][] = [
      ['/health', () => fetch(`${server!.base}/api/health`).then((r) => ({ status: r.status }))],
      ['/findSubmissions', () => call(server!.base, '/findSubmissions', { filter: { organizationId: org.id, status: 'all' } }, leader)],
      [
        '/employee/submitInsight',
        () => call(server!.base, '/employee/submitInsight', { body: `The lift is out again (${Date.now()}).` }, worker),
      ],
      ['/findReachouts', () => call(server!.base, '/findReachouts', { filter: { organizationId: org.id } }, leader)],
    ];
    const outcomes: Outcome[] = [];
    let running = true;
    const clients = Array.from({ length: 4 }, async (_, c) => {
      for (let i = c; running; i++) {
        const [url, send] = calls[i % calls.length]!;
        try {
          outcomes.push({ url, status: (await send()).status });
        } catch (err) {
          outcomes.push({ url, status: 0, error: (err as Error).message });
        }
      }
    });

    const env = { DATA_DIR: data.dir, LOG_LEVEL: 'warn' };
    const created = await runCli(['org:create', '--name', 'Beside Co', '--admin-email', 'owner@beside.example'], env);
    const createdId = /\(([0-9a-f-]{36})\)/.exec(created.out)?.[1] ?? '';
    const plan = await runCli(
      ['billing:set-plan', '--org', createdId || org.id, '--plan', 'Enterprise Plus', '--blyndspot-licenses', '25'],
      env,
    );
    const invoice = await runCli(
      ['billing:add-invoice', '--org', org.id, '--number', 'INV-1', '--date', '2026-01-15', '--currency', 'USD', '--total', '1200.00'],
      env,
    );
    const again = await runCli(['org:create', '--name', 'Beside Two', '--admin-email', 'two@beside.example'], env);
    // Requests keep flowing a while after the last command.
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(clients);

    const failed = outcomes.filter((o) => o.status !== 200);
    console.info(
      `cli beside server: server up in ${startedMs} ms; ${outcomes.length} requests; cli ${[created, plan, invoice, again].map((r) => `${r.ms} ms`).join(', ')}`,
    );
    expect(failed.slice(0, 5), `${failed.length} of ${outcomes.length} requests failed`).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(20);
    for (const r of [created, plan, invoice, again]) expect(r.code, r.out).toBe(0);
    expect(created.out).toContain(`Invite queued for owner@beside.example: ${APP_URL}/registration?inviteId=`);
    // The CLI only queued it; the running server delivers it.
    const pool = direct.pool;
    const sent = async () =>
      (await pool.query<{ sent: boolean }>('select sent_at is not null sent from outbox where "to" = \'owner@beside.example\'')).rows[0]
        ?.sent;
    for (let i = 0; i < 50 && !(await sent()); i++) await new Promise((r) => setTimeout(r, 200));
    expect(await sent()).toBe(true);

    // What the commands wrote is in the server's database, and the server still serves.
    const orgs = await direct.pool.query<{ name: string }>('select name from organizations order by name');
    expect(orgs.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Beside Co', 'Beside Two']));
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    expect((await call(server.base, '/findSubmissions', { filter: { organizationId: org.id, status: 'all' } }, leader)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it('refuses a second server on the same DATA_DIR in one line, leaving the first untouched', { timeout: 60_000 }, async () => {
    // Its progress is logged (info), so that a start that hangs shows where in the failure.
    const second = await startServer({
      port: await freePort(),
      dataDir: data.dir,
      env: { LOG_LEVEL: 'info' },
      startTimeoutMs: 40_000,
    }).then(
      async (s) => {
        await s.stop();
        return 'started';
      },
      (err: Error) => err.message,
    );
    // What a person reads: the lines that are not the JSON log.
    const said = second
      .split('\n')
      .slice(1)
      .filter((l) => l.trim() && !l.startsWith('{'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^DATA_DIR .* is in use by a running Voyce server \(pid \d+\): stop it first/);
    expect((await fetch(`${server!.base}/api/health`)).status).toBe(200);
  });
});
