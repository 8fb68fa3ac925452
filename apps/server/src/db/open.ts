import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { connectDatabase, type Database } from './client.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export type OpenDatabase = Database & { url: string; stop: () => Promise<void> };

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR. Migrations run
 * either way, so the same schema is everywhere.
 */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    await ensureDatabase(embedded.url('postgres'), 'voyce');
    url = embedded.url('voyce');
    stopEmbedded = embedded.stop;
  }
  const database = connectDatabase(url, config.databasePoolSize, log);
  try {
    await runMigrations(database.db);
  } catch (err) {
    await database.close();
    await stopEmbedded?.();
    throw err;
  }
  return {
    ...database,
    url,
    // The pool must end before the server it talks to stops.
    stop: async () => {
      await database.close().catch(() => {});
      await stopEmbedded?.();
    },
  };
}
