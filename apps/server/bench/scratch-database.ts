import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';

/**
 * A migrated database of its own for one benchmark, dropped afterwards: on the server at
 * `adminUrl`, or on an embedded PostgreSQL started (and stopped) for it when none is given.
 */
export async function withScratchDatabase<T>(adminUrl: string | undefined, run: (database: Database) => Promise<T>): Promise<T> {
  let dir: string | null = null;
  let stop = async () => {};
  if (!adminUrl) {
    dir = await mkdtemp(join(tmpdir(), 'voyce-bench-'));
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres(dir, pino({ level: 'silent' }));
    adminUrl = embedded.url('postgres');
    stop = embedded.stop;
  }
  const name = `voyce_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const database = connectDatabase(u.toString(), 4);
  try {
    await runMigrations(database.db);
    return await run(database);
  } finally {
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
