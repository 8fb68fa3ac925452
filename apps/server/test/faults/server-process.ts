import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.ts';
import { withDatabase } from '../global-setup.ts';
import { TEST_IDENTITY_KEY, TEST_SECRET_KEY } from '../test-app.ts';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const CLI = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

/** `npm run cli -- <args>` as an operator runs it: the real CLI in its own process. */
export function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', SECRET_KEY: TEST_SECRET_KEY, IDENTITY_KEY: TEST_IDENTITY_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out, ms: Date.now() - started })));
}

/** A fresh migrated database (a copy of the template) and a pool on it for the test's own checks. */
export async function freshDatabase(): Promise<Database & { url: string; drop: () => Promise<void> }> {
  const name = `voyce_f_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = withDatabase(inject('pgAdminUrl'), name);
  const database = connectDatabase(url, 4);
  return {
    ...database,
    url,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** What the server wrote to stderr and stdout (for a failing test's message). */
  output: () => string;
  /** SIGKILL: no shutdown hook runs, open transactions are cut. */
  kill9: () => Promise<void>;
  /** SIGTERM and wait for the graceful shutdown. */
  stop: () => Promise<void>;
};

/**
 * The REAL server (`node apps/server/src/main.ts`) in a child process, configured by
 * environment as an operator would; resolves once it listens.
 */
export async function startServer(v: {
  /** Without one, the server starts its embedded PostgreSQL in dataDir, as `npm start` does. */
  databaseUrl?: string;
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** A start that neither listens nor exits by then is killed, and the error carries its output. */
  startTimeoutMs?: number;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      ...(v.databaseUrl ? { DATABASE_URL: v.databaseUrl } : {}),
      PORT: String(v.port),
      HOST: '127.0.0.1',
      DATA_DIR: v.dataDir,
      SECRET_KEY: TEST_SECRET_KEY,
      IDENTITY_KEY: TEST_IDENTITY_KEY,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_EMAIL_LIMIT_PER_15_MINUTES: '100000',
      // No SMTP: the outbox keeps the mails, which is what the tests count.
      ...v.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('Voyce is running')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${out}`)));
    const deadline = v.startTimeoutMs ?? 45_000;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server neither listened nor exited within ${deadline / 1000} s:\n${out}`));
    }, deadline);
    child.once('exit', () => clearTimeout(timer));
    child.stdout!.on('data', () => out.includes('Voyce is running') && clearTimeout(timer));
  });
  return {
    base: `http://127.0.0.1:${v.port}`,
    child,
    output: () => out,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function tempDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'voyce-fault-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export type Envelope = { status: string; data: any; message?: string; error?: { code: string; message: string } };

/** POST /api<url> as the web does. */
export async function call(base: string, url: string, body: unknown, token?: string): Promise<{ status: number; body: Envelope }> {
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Envelope;
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    parsed = { status: 'NOT_JSON', data: text };
  }
  return { status: res.status, body: parsed };
}

export async function loginOver(base: string, email: string, password: string): Promise<string> {
  const res = await call(base, '/user/verifyLogin', { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.authorization as string;
}

export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 200): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}
