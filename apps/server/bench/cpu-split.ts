import { readFile } from 'node:fs/promises';
import pg from 'pg';

/** CPU time of process `pid` so far, in microseconds (its schedstat; 0 once it is gone). */
export async function cpuUs(pid: number): Promise<number> {
  try {
    return Number((await readFile(`/proc/${pid}/schedstat`, 'utf8')).split(' ')[0]) / 1000;
  } catch {
    return 0;
  }
}

export type CpuSplit = { server: number; postgres: number; generator: number };

/**
 * Where a stretch of load spent the machine's CPU: the server process, the PostgreSQL backends
 * serving `databaseUrl` (PostgreSQL must run on this machine) and this process, the load
 * generator. `measure` starts counting; the function it returns stops and gives the totals in
 * microseconds. Backends that connect in between are not counted: start after a warm-up.
 */
export async function measureCpu(databaseUrl: string, serverPid: number): Promise<() => Promise<CpuSplit>> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  let pids: number[];
  try {
    pids = (
      await admin.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)
    ).rows.map((r) => r.pid);
  } finally {
    await admin.end();
  }
  const read = () => Promise.all([serverPid, process.pid, ...pids].map(cpuUs));
  const before = await read();
  return async () => {
    const after = await read();
    const d = after.map((a, i) => a - before[i]!);
    return { server: d[0]!, generator: d[1]!, postgres: d.slice(2).reduce((a, b) => a + b, 0) };
  };
}
