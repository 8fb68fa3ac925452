import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema/index.ts';
import { StatementCachingClient } from './statement-cache.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The readiness probe's question: does PostgreSQL answer at all. */
export const pingDatabase = (db: Db) => db.execute(sql`select 1`);

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

export function connectDatabase(url: string, poolSize: number, log?: Logger): Database {
  const pool = new pg.Pool({ Client: StatementCachingClient, connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (restart, network) must not crash the process;
  // the next query gets a fresh connection or a clear 503.
  pool.on('error', (err) => log?.warn({ err: err.message }, 'database connection lost'));
  // pg-pool takes its idle listener off a client while it is checked out (a transaction awaits
  // between statements: classification, bulk batches), so a connection lost then emitted
  // 'error' with nobody listening and ended the process (found by test/faults/db-outage).
  // The statement in flight fails by itself (503); the pool discards the broken client.
  pool.on('connect', (client) => {
    client.on('error', (err) => log?.warn({ err: err.message }, 'database connection lost during a request'));
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
