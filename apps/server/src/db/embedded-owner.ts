import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { OperatorError } from '../lib/operator-error.ts';

/**
 * Who runs the embedded PostgreSQL of a DATA_DIR. The server (or a CLI run while no server
 * runs) writes DATA_DIR/postgres.json before starting it and removes it on stop; a CLI run
 * beside a running server reads it and connects to that PostgreSQL instead of starting its
 * own (which used to stop the server's as "orphaned", leaving every call 503).
 */
export type PostgresOwner = { pid: number; role: 'server' | 'cli'; port: number };

/** What the running server tells the CLI: its public URL (for invite links) and its database. */
export type ServerRecord = { pid: number; appUrl: string; database: 'embedded' | 'external' };

const OWNER_FILE = 'postgres.json';
const SERVER_FILE = 'server.json';

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

export function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The parent of a process (Linux /proc); undefined where that cannot be read. */
function parentOf(pid: number): number | undefined {
  try {
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The command line of a process (Linux /proc); undefined where that cannot be read. */
export function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return undefined;
  }
}

/** The postmaster of a data directory: its pid and port (postmaster.pid, lines 1 and 4), if it runs. */
export function runningPostmaster(pgDir: string): { pid: number; port: number } | null {
  const file = join(pgDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch (err) {
    // PostgreSQL's own files belong to the user it runs as (root's server: `postgres`).
    throw new OperatorError(`Cannot read ${file} (${(err as NodeJS.ErrnoException).code}): run this as the user that runs the server.`);
  }
  const pid = Number(lines[0]);
  if (!alive(pid)) return null;
  // A pid taken by another program after a reboot is not our PostgreSQL.
  const cmd = commandOf(pid);
  if (cmd !== undefined && !cmd.includes('postgres')) return null;
  return { pid, port: Number(lines[3]) };
}

/**
 * The live owner of the PostgreSQL running in `pgDir`, or null when none runs or its owner is
 * gone (an orphan of a killed process, safe to stop). Where /proc can be read, the postmaster's
 * parent must be the recorded process, so a recycled pid never counts as the owner.
 */
export function liveOwner(dataDir: string, pgDir: string): PostgresOwner | null {
  const postmaster = runningPostmaster(pgDir);
  if (!postmaster) return null;
  const recorded = readJson<PostgresOwner>(join(dataDir, OWNER_FILE));
  const parent = parentOf(postmaster.pid);
  if (parent !== undefined) {
    if (recorded && recorded.pid === parent) return { ...recorded, port: postmaster.port };
    // Started by an earlier version (no record) whose process still runs: a server.
    const cmd = parent > 1 ? commandOf(parent) : undefined;
    if (!recorded && cmd && /\bnode\b|\/node /.test(cmd) && parent !== process.pid)
      return { pid: parent, role: 'server', port: postmaster.port };
    return null;
  }
  return recorded && alive(recorded.pid) && recorded.pid !== process.pid ? { ...recorded, port: postmaster.port } : null;
}

/** The one line that refuses a process on a DATA_DIR whose PostgreSQL `owner` runs. */
export function dataDirInUse(owner: PostgresOwner, dataDir: string, role: 'server' | 'cli'): OperatorError {
  const who = owner.role === 'server' ? `a running Voyce server (pid ${owner.pid})` : `another \`npm run cli\` (pid ${owner.pid})`;
  const advice = role === 'server' ? 'stop it first, or give this server its own DATA_DIR' : 'run one command at a time';
  return new OperatorError(`DATA_DIR ${resolve(dataDir)} is in use by ${who}: ${advice}.`);
}

/**
 * Before a server loads its code: refuses at once when another live process runs this
 * DATA_DIR's PostgreSQL. Read-only: DATA_DIR/pg is the data or (for root) a link to it.
 */
export function refuseServedDataDir(dataDir: string): void {
  const owner = liveOwner(dataDir, join(resolve(dataDir), 'pg'));
  if (owner) throw dataDirInUse(owner, dataDir, 'server');
}

export async function recordOwner(dataDir: string, owner: PostgresOwner): Promise<void> {
  await writeFile(join(dataDir, OWNER_FILE), `${JSON.stringify(owner)}\n`);
}

/** Removes the owner record if it is this process's. */
export async function clearOwner(dataDir: string): Promise<void> {
  const recorded = readJson<PostgresOwner>(join(dataDir, OWNER_FILE));
  if (recorded?.pid === process.pid) await rm(join(dataDir, OWNER_FILE), { force: true });
}

export async function recordServer(dataDir: string, record: ServerRecord): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, SERVER_FILE), `${JSON.stringify(record)}\n`);
}

/** The last server's record (its URL stays useful after it stopped); `running` says whether it still runs. */
export function readServer(dataDir: string): (ServerRecord & { running: boolean }) | null {
  const r = readJson<ServerRecord>(join(dataDir, SERVER_FILE));
  if (!r || typeof r.appUrl !== 'string') return null;
  const cmd = commandOf(r.pid);
  const running = alive(r.pid) && r.pid !== process.pid && (cmd === undefined || cmd.includes('node'));
  return { ...r, running };
}
