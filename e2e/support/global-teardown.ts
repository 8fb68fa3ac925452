import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_STATE_FILE } from './env.ts';

function stop(pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}

async function waitGone(pid: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop(pid, 'SIGKILL');
}

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(E2E_STATE_FILE)) return;
  const state = JSON.parse(readFileSync(E2E_STATE_FILE, 'utf8'));
  if (state.serverPid) {
    stop(state.serverPid);
    await waitGone(state.serverPid, 15_000);
  }
  if (state.dropDatabase) {
    const admin = new pg.Client({ connectionString: state.dropDatabase.adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${state.dropDatabase.name} with (force)`);
    await admin.end();
  }
  const pidFile = join(state.dataDir, 'db', 'pg', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid > 0) {
      stop(pid, 'SIGINT');
      await waitGone(pid, 15_000);
    }
  }
  await rm(state.dataDir, { recursive: true, force: true });
}
