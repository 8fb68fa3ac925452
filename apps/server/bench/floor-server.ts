import Fastify from 'fastify';
import { writeSync } from 'node:fs';
import { pino } from 'pino';
import { createAiProvider } from '../src/ai/provider.ts';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/client.ts';
import { startSessionListener } from '../src/http/session-cache.ts';
import { createIdentityVault } from '../src/lib/identity-vault.ts';
import { memoryLimiter } from '../src/lib/limiter.ts';
import { createLogger } from '../src/lib/logger.ts';

/**
 * The server of the floor bench (floor.ts), in its own process like bench-server.ts, with the
 * product's session cache as main.ts starts it unless FLOOR_SESSION_CACHE=off, and the
 * product's request log (level info) when FLOOR_LOG=info. Writes one JSON line with its
 * address and the bare Fastify route's to file descriptor 3.
 */
const url = process.env.BENCH_SERVER_DATABASE_URL;
if (!url) throw new Error('BENCH_SERVER_DATABASE_URL is required');
const logged = process.env.FLOOR_LOG === 'info';
// floor.ts points this process's stdout at /dev/null: the log is written, and costs what it costs.
const log = logged ? createLogger('info') : pino({ level: 'silent' });
const config = parseConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: logged ? 'info' : 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_EMAIL_LIMIT_PER_15_MINUTES: '100000',
});
const database = connectDatabase(url, config.databasePoolSize);
const listener = process.env.FLOOR_SESSION_CACHE === 'off' ? null : await startSessionListener(database.db, url);
const { app } = await buildApp({
  config,
  db: database.db,
  log,
  secretKey: 'bench-secret-key-0123456789abcdef0123456789abcdef',
  vault: createIdentityVault('ef'.repeat(32)),
  ai: createAiProvider({ provider: 'local' }, log),
  enqueueSubmission: async () => {},
  enqueueTopicSummary: async () => {},
  enqueueReachoutSummary: async () => {},
  limiter: memoryLimiter(),
  onMailQueued: () => {},
});
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/ping', async () => ({ status: 'OK', data: { ok: true } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const portOf = (s: typeof bare.server) => (s.address() as { port: number }).port;
writeSync(3, `${JSON.stringify({ base: `http://127.0.0.1:${portOf(app.server)}`, bare: `http://127.0.0.1:${portOf(bare.server)}` })}\n`);
process.on('SIGTERM', () => {
  void Promise.all([app.close(), bare.close(), listener?.stop()])
    .then(() => database.close())
    .finally(() => process.exit(0));
});
