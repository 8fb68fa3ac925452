import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/** Starts bench-server.ts in a child process on the same Node (with `nodeArgs`, e.g. --cpu-prof) and waits for its addresses. */
export async function startBenchServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<{ base: string; bare: string; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [...nodeArgs, fileURLToPath(new URL('./bench-server.ts', import.meta.url))], {
    env: { ...process.env, ...env, BENCH_SERVER_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdio[3] as Readable }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const { base, bare } = JSON.parse(line) as { base: string; bare: string };
  return {
    base,
    bare,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
