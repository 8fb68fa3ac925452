import { readFileSync } from 'node:fs';
import pg from 'pg';
import { prepareSeededDatabase } from './load-database.ts';
import { createOffboardOrganisation } from './offboard-organisation.ts';

const OFFBOARD_PREFIX = 'Offboard bench ';

/** The indexes migration 0038 made for foreign keys, by name: the "without" run drops them. */
const FOREIGN_KEY_INDEXES = [
  ...readFileSync(new URL('../src/db/migrations/0038_linear_deletes.sql', import.meta.url), 'utf8').matchAll(
    /CREATE INDEX IF NOT EXISTS "(\w+)"/g,
  ),
].map((m) => m[1]!);

export type OffboardRun = { insights: number; indexed: boolean; seconds: number };
export type Offboard = { databaseInsights: number; organisations: number; runs: OffboardRun[] };

/**
 * Removes an organisation as offboarding would: the organisation (everything it holds goes by
 * cascade) and its members' user records, with the deferred triggers run as at COMMIT. Without
 * `indexes`, migration 0038's indexes are dropped first, in the same transaction, which is then
 * rolled back (so the organisation and the indexes stay); with them it commits.
 */
async function removeOrganisation(db: pg.Client, org: { org: string; users: string[] }, indexes: boolean): Promise<number> {
  // The writes that made it are flushed first, as a running database's checkpoints do: otherwise
  // the removal's timing would share the disk with them.
  await db.query('checkpoint');
  await db.query('begin');
  try {
    if (!indexes) for (const name of FOREIGN_KEY_INDEXES) await db.query(`drop index "${name}"`);
    const started = performance.now();
    await db.query('delete from organizations where id = $1', [org.org]);
    await db.query('delete from users where id = any($1::uuid[])', [org.users]);
    await db.query('set constraints all immediate');
    const seconds = (performance.now() - started) / 1000;
    await db.query(indexes ? 'commit' : 'rollback');
    return seconds;
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}

/**
 * ARCHITECTURE §8 "removing an organisation of 10,000 insights from the 1M database < 5 s": a
 * tenant of 10,000 insights (every kind of row it can hold) made inside a seed:load database of
 * BENCH_OFFBOARD_INSIGHTS insights (default 200,000, 1,000 per organisation; 1,000,000 is the
 * budget's, and takes 20 minutes to seed once), then removed, three times. Beside it, in the same run, one
 * of 1,000 insights removed with and without the foreign keys' indexes: without them each
 * removed insight read every other tenant's rows, so that time grows with the database.
 */
export async function benchOffboard(): Promise<Offboard> {
  const databaseInsights = Number(process.env.BENCH_OFFBOARD_INSIGHTS ?? 200_000);
  const organisations = Math.max(1, Math.round(databaseInsights / 1000));
  const { url } = await prepareSeededDatabase(`voyce_offboard_${databaseInsights}`, organisations, databaseInsights);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const present = await db.query(`select count(*)::int n from pg_indexes where schemaname = 'public' and indexname = any($1)`, [
      FOREIGN_KEY_INDEXES,
    ]);
    if (present.rows[0].n !== FOREIGN_KEY_INDEXES.length)
      throw new Error(
        `offboard: ${FOREIGN_KEY_INDEXES.length - present.rows[0].n} of migration 0038's indexes are missing from ${url} (a database migrated past 0038 before it existed skips it)`,
      );
    // An earlier run stopped half-way leaves its organisations: they would count as other tenants.
    const left = await db.query<{ id: string }>(`select id from organizations where name like $1`, [`${OFFBOARD_PREFIX}%`]);
    for (const { id } of left.rows) await db.query('delete from organizations where id = $1', [id]);
    const runs: OffboardRun[] = [];
    const small = await createOffboardOrganisation(db, `${OFFBOARD_PREFIX}1000`, 1000);
    runs.push({ insights: 1000, indexed: false, seconds: await removeOrganisation(db, small, false) });
    runs.push({ insights: 1000, indexed: true, seconds: await removeOrganisation(db, small, true) });
    // Three times: this box's other work moves a single figure by half.
    for (let round = 0; round < 3; round++) {
      const large = await createOffboardOrganisation(db, `${OFFBOARD_PREFIX}10000`, 10_000);
      runs.push({ insights: 10_000, indexed: true, seconds: await removeOrganisation(db, large, true) });
    }
    return { databaseInsights, organisations, runs };
  } finally {
    await db.end();
  }
}
