import { afterAll, beforeAll } from 'vitest';
import { freePort, freshDatabase, startServer, tempDataDir, type ServerProcess } from './server-process.ts';

export type FaultSuite = {
  /** A fresh migrated database of the file's own. */
  database: Awaited<ReturnType<typeof freshDatabase>>;
  /**
   * Starts the real server on the suite's DATA_DIR and port (the same port on a restart), on
   * `database` unless another URL is given. The last one started is stopped after the file.
   */
  start: (v?: { databaseUrl?: string; env?: Record<string, string> }) => Promise<ServerProcess>;
};

/**
 * The set-up the fault suites share: a fresh database, a temporary DATA_DIR and a free port
 * (beforeAll); the server stopped, the database dropped and the directory removed (afterAll).
 * The returned object is filled in before the tests run.
 */
export function useFaultSuite(): FaultSuite {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let port: number;
  let server: ServerProcess | undefined;
  const suite: Partial<FaultSuite> = {
    start: async (v = {}) => {
      server = await startServer({ databaseUrl: v.databaseUrl ?? suite.database!.url, port, dataDir: data.dir, env: v.env });
      return server;
    },
  };
  beforeAll(async () => {
    suite.database = await freshDatabase();
    data = await tempDataDir();
    port = await freePort();
  });
  afterAll(async () => {
    await server?.stop();
    await suite.database?.drop();
    await data?.remove();
  });
  return suite as FaultSuite;
}
