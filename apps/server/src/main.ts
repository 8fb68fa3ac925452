import { parseConfig } from './config.ts';
import { refuseServedDataDir } from './db/embedded-owner.ts';
import { OperatorError } from './lib/operator-error.ts';

/**
 * The server's entry (`npm start`). A second server on a DATA_DIR in use is refused here, before
 * the app's code loads: on a busy machine loading it takes seconds, and the refusal is one line
 * the operator should read at once. The start itself is start-server.ts.
 */
async function main(): Promise<void> {
  const config = parseConfig();
  if (!config.databaseUrl) refuseServedDataDir(config.dataDir);
  const { startServer } = await import('./start-server.ts');
  await startServer(config);
}

main().catch((err: unknown) => {
  // A refusal the operator acts on is one line; anything else keeps its stack.
  console.error(err instanceof OperatorError ? err.message : err);
  process.exit(1);
});
