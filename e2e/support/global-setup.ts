import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { E2E_BASE_URL, E2E_PORT, E2E_STATE_FILE } from './env.ts';
import { seedE2eOrg } from './seed.ts';

const root = join(import.meta.dirname, '..', '..');

async function waitForHealth(timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become healthy');
}

/**
 * A fresh database (on DATABASE_URL's server, or an embedded one), seeded with known
 * accounts, and the real server process serving the built web app on it.
 */
export default async function globalSetup(): Promise<void> {
  // Another server on our port would answer the health check and the journeys would run
  // against it: refuse to start instead.
  const squatter = await fetch(`${E2E_BASE_URL}/api/health`).then(
    () => true,
    () => false,
  );
  if (squatter) throw new Error(`Port ${E2E_PORT} is already in use; set E2E_PORT to a free port.`);
  const log = pino({ level: 'warn' });
  const dataDir = await mkdtemp(join(tmpdir(), 'voyce-e2e-'));
  // As root the embedded server runs as `postgres`, which must reach its folder inside.
  await chmod(dataDir, 0o755);
  let url: string;
  let embeddedPid: number | null = null;
  let dropDatabase: { adminUrl: string; name: string } | null = null;
  if (process.env.DATABASE_URL) {
    const name = `voyce_e2e_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = { adminUrl: process.env.DATABASE_URL, name };
  } else {
    const embedded = await startEmbeddedPostgres(join(dataDir, 'db'), log);
    url = embedded.url('postgres');
    // Stopped in teardown through its pid file: the process object does not cross over.
    embeddedPid = -1;
  }
  const database = connectDatabase(url, 2);
  await runMigrations(database.db);
  const seeded = await seedE2eOrg(database.db);
  await database.close();

  const server = spawn(process.execPath, [join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // The journeys read codes and invite links there, as a developer after `npm start` does.
      DEV_MAILBOX: 'on',
      DATABASE_URL: url,
      DATA_DIR: join(dataDir, 'app'),
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      APP_URL: E2E_BASE_URL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_EMAIL_LIMIT_PER_15_MINUTES: '1000',
      // The single sign-on journeys' identity provider runs on this machine over plain http.
      SSO_ALLOW_HTTP: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  let exited: number | null = null;
  server.once('exit', (code) => (exited = code ?? 1));
  await waitForHealth(60_000);
  if (exited !== null) throw new Error(`the server exited with code ${exited}`);
  await mkdir(dirname(E2E_STATE_FILE), { recursive: true });
  await writeFile(E2E_STATE_FILE, JSON.stringify({ url, dataDir, serverPid: server.pid, embeddedPid, dropDatabase, ...seeded }, null, 2));
}
