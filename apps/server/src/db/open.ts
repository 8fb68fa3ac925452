import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { connectDatabase, type Database } from './client.ts';
import { OperatorError } from '../lib/operator-error.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.ts';
import { readServer } from './embedded-owner.ts';
import { runMigrations } from './migrate.ts';

export type OpenDatabase = Database & { url: string; stop: () => Promise<void> };

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR. Migrations run
 * either way, so the same schema is everywhere. The CLI (`role: 'cli'`) uses the PostgreSQL
 * of a server running on the same DATA_DIR rather than starting (and later stopping) its own.
 */
export async function openDatabase(config: Config, log: Logger, role: 'server' | 'cli' = 'server'): Promise<OpenDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    const server = role === 'cli' ? readServer(config.dataDir) : null;
    if (server?.running && server.database === 'external') {
      throw new OperatorError(
        `The Voyce server running on DATA_DIR ${config.dataDir} (pid ${server.pid}) uses DATABASE_URL: run the command with the same DATABASE_URL.`,
      );
    }
    const embedded = await startEmbeddedPostgres(config.dataDir, log, role);
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
