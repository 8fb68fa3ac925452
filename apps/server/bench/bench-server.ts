import Fastify from 'fastify';
import { writeFileSync, writeSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { pino } from 'pino';
import { createAiProvider, warmEncoder } from '../src/ai/provider.ts';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/client.ts';
import { createIdentityVault } from '../src/lib/identity-vault.ts';
import { memoryLimiter } from '../src/lib/limiter.ts';
import { sessionCacheSubscriber } from '../src/http/session-cache.ts';
import { startChangeListener } from '../src/db/change-listener.ts';
import { departmentMapSubscriber } from '../src/db/department-map.ts';
import { createLogger } from '../src/lib/logger.ts';
import { collectServerStats } from './server-stats.ts';

/**
 * The server under test, in its own process: the load generator's HTTP client must not share
 * the server's event loop (in production the clients are elsewhere). Also serves the bare
 * Fastify route the figures are printed beside. Writes one JSON line with both addresses to
 * file descriptor 3 (stdout is the product's log, at info when BENCH_LOG=info: it costs what it
 * costs). As `npm start`, it loads the sentence encoder before it answers (an insight's filing
 * reads its text with it: employee.service.ts); BENCH_ENCODER=off leaves it unloaded, so
 * insights are read by the word-vector model. BENCH_SESSION_CACHE=off looks every session up (no session cache);
 * BENCH_ANSWER_CACHE=off computes every leaders' list on each call (http/answer-cache.ts).
 */
const url = process.env.BENCH_SERVER_DATABASE_URL;
if (!url) throw new Error('BENCH_SERVER_DATABASE_URL is required');
const logged = process.env.BENCH_LOG === 'info';
const log = logged ? createLogger('info') : pino({ level: 'silent' });
const config = parseConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: logged ? 'info' : 'silent',
  // Export files of the load scenario go to a directory it removes afterwards.
  ...(process.env.BENCH_DATA_DIR ? { DATA_DIR: process.env.BENCH_DATA_DIR } : {}),
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_EMAIL_LIMIT_PER_15_MINUTES: '100000',
  // The product's own pool size unless a scenario asks for another.
  ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
});
const database = connectDatabase(url, config.databasePoolSize);
// As main.ts does: resolved sessions and department maps are kept, so a call is one PostgreSQL round trip.
// BENCH_SESSION_CACHE=off: no caches at all (every session and department map read), to show what the caches save.
const sessions =
  process.env.BENCH_SESSION_CACHE === 'off'
    ? null
    : await startChangeListener(database.db, url, [sessionCacheSubscriber(database.db), departmentMapSubscriber(database.db)], log);
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
  ...(process.env.BENCH_ANSWER_CACHE === 'off' ? { answerCache: false as const } : {}),
});
if (process.env.BENCH_ENCODER !== 'off') await warmEncoder();
const bare = Fastify();
// BENCH_STATS=on: where requests spend their time (server-stats.ts), on the bare app's /stats.
if (process.env.BENCH_STATS === 'on') collectServerStats(app, database.pool, bare);
await app.listen({ port: 0, host: '127.0.0.1' });
bare.get('/ping', async () => ({ status: 'OK', data: { ok: true } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const portOf = (s: typeof bare.server) => (s.address() as { port: number }).port;
// BENCH_PROFILE=<file>: a CPU profile from SIGUSR2 until SIGTERM, so start-up (module loading
// and type stripping) does not crowd the profile of the requests.
const profiling = process.env.BENCH_PROFILE ? new Session() : null;
if (profiling) {
  profiling.connect();
  process.on('SIGUSR2', () => void profiling.post('Profiler.enable').then(() => profiling.post('Profiler.start')));
}
writeSync(3, `${JSON.stringify({ base: `http://127.0.0.1:${portOf(app.server)}`, bare: `http://127.0.0.1:${portOf(bare.server)}` })}\n`);
const saveProfile = async () => {
  if (!profiling) return;
  const { profile } = await profiling.post('Profiler.stop');
  writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
};
process.on('SIGTERM', () => {
  void saveProfile()
    .catch(() => {})
    .then(() => Promise.all([app.close(), bare.close()]))
    .then(() => sessions?.stop())
    .then(() => database.close())
    .finally(() => process.exit(0));
});
