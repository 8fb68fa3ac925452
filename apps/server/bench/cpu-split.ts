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
 * generator. `measureCpu` starts counting; the function it returns stops and gives the totals in
 * microseconds. A backend gone before the end (a connection closed) is left out.
 */
export async function measureCpu(databaseUrl: string, serverPid: number): Promise<() => Promise<CpuSplit>> {
  const backends = async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const sql = `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
      return (await admin.query<{ pid: number }>(sql)).rows.map((r) => r.pid);
    } finally {
      await admin.end();
    }
  };
  const startPids = await backends();
  const read = (pids: number[]) => Promise.all(pids.map(cpuUs));
  const [server, generator] = await read([serverPid, process.pid]);
  const pgBefore = new Map((await read(startPids)).map((us, i) => [startPids[i]!, us]));
  return async () => {
    // A backend that connected since (the pool grows under load) counts from its start.
    const endPids = [...new Set([...startPids, ...(await backends())])];
    const [serverAfter, generatorAfter] = await read([serverPid, process.pid]);
    const pgAfter = await read(endPids);
    const postgres = pgAfter.reduce((sum, us, i) => sum + us - (pgBefore.get(endPids[i]!) ?? 0), 0);
    return { server: serverAfter! - server!, generator: generatorAfter! - generator!, postgres };
  };
}
