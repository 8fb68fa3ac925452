import pg from 'pg';
import { seedLoad } from '../src/cli/seed-load.repository.ts';
import { connectDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

/**
 * The seed:load database: BENCH_DATABASE_URL when set, else `voyce_load` on DATABASE_URL's
 * server (created on first use). Migrated, and seeded once with BENCH_ORGS / BENCH_INSIGHTS.
 */
export function prepareLoadDatabase(): Promise<{ url: string; orgs: number; insights: number }> {
  return prepareSeededDatabase('voyce_load', Number(process.env.BENCH_ORGS ?? 1000), Number(process.env.BENCH_INSIGHTS ?? 1_000_000));
}

/**
 * A seed:load database of `orgs` organisations and `insights` insights: BENCH_DATABASE_URL when
 * set, else database `name` on DATABASE_URL's server (created on first use). Migrated, and
 * seeded once (seed:load leaves a seeded database as it is).
 */
export async function prepareSeededDatabase(
  name: string,
  orgs: number,
  insights: number,
): Promise<{ url: string; orgs: number; insights: number }> {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    if (!process.env.DATABASE_URL) throw new Error('this scenario needs BENCH_DATABASE_URL or DATABASE_URL (a PostgreSQL server).');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const found = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  const database = connectDatabase(url, 20);
  try {
    await runMigrations(database.db);
    const t0 = Date.now();
    const seeded = await seedLoad(database.db, orgs, insights, (m) => process.stdout.write(`\r${m}   `));
    if (seeded.created)
      console.log(`\nseed:load ${orgs} organisations / ${insights} insights in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
  return { url, orgs, insights };
}
