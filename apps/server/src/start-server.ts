import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { hasAnyOrganization } from './cli/demo-seed.repository.ts';
import { demoBanner, seedDemo } from './cli/seed-demo.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/open.ts';
import { recordServer } from './db/embedded-owner.ts';
import { startJobs } from './jobs/boss.ts';
import { enqueueSubmission, startPipelineWorkers } from './jobs/pipeline-worker.ts';
import { createAiProvider, encoderState, setEncoderEnabled, warmEncoder } from './ai/provider.ts';
import { enqueueReachoutSummary, enqueueTopicSummary, startSummaryWorkers } from './jobs/summary-worker.ts';
import { createIdentityVault } from './lib/identity-vault.ts';
import { memoryLimiter, redisLimiter } from './lib/limiter.ts';
import { createLogger } from './lib/logger.ts';
import { loadSecrets } from './lib/secrets.ts';
import { createDispatcher } from './mail/dispatcher.ts';
import { createTransport } from './mail/transport.ts';
import { startScheduledJobs } from './jobs/schedules.ts';
import { rewriteOldAuthorship } from './modules/employee/employee.service.ts';
import { sessionCacheSubscriber } from './http/session-cache.ts';
import { startChangeListener } from './db/change-listener.ts';
import { departmentMapSubscriber } from './db/department-map.ts';
import { startBanner } from './start-banner.ts';

/** Start: database (embedded or URL), migrations, app, workers. `main.ts` checked the DATA_DIR first. */
export async function startServer(config: Config): Promise<void> {
  const log = createLogger(config.logLevel);
  const secrets = await loadSecrets(config.dataDir, config);
  const database = await openDatabase(config, log);
  // The sentence encoder (~1 s) loads beside the start, never on a request: until it is ready,
  // the word-vector model reads insights, and AI settings says which one does.
  setEncoderEnabled(config.aiEncoder);
  void warmEncoder().then(() => {
    const s = encoderState();
    if (s.status === 'ready') log.info({ loadMs: s.loadMs }, 'sentence encoder ready');
    else if (s.status === 'failed')
      log.warn({ error: s.error }, 'the sentence encoder could not load; insights are read by the word-vector model');
  });
  // For `npm run cli` on this DATA_DIR: the URL its e-mailed links use, and which database to use.
  // Best effort: with DATABASE_URL and the keys set, DATA_DIR may be read-only, or not exist.
  await recordServer(config.dataDir, {
    pid: process.pid,
    appUrl: config.appUrl,
    database: config.databaseUrl ? 'external' : 'embedded',
  }).catch((err: unknown) =>
    log.warn({ err: (err as Error).message }, 'could not write DATA_DIR/server.json; the CLI will not know APP_URL'),
  );
  // Authorised calls then skip the member look-up, and lists the department look-up; every
  // replica hears deactivations, role changes (triggers of migration 0019) and department
  // changes (0020) at once, and reads the database while deaf. Sessions themselves are asked of
  // the identity store on every call (Redis when REDIS_URL is set, which replicas then share).
  const changes = await startChangeListener(
    database.db,
    database.url,
    [sessionCacheSubscriber(database.db), departmentMapSubscriber(database.db)],
    log,
  );
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
  redis?.on('error', (err) => log.warn({ err: err.message }, 'redis error'));

  const transport = createTransport(config.smtpUrl, config.mailFrom, log);
  const dispatcher = createDispatcher(database.db, transport, log, 2000, config.devMailbox);
  const boss = await startJobs(database.url, log);
  const ai = createAiProvider(config.ai, log);
  const vault = createIdentityVault(secrets.identityKey);
  // Rows written by versions before per-insight tags and answer claims (needs the key).
  const rewritten = await rewriteOldAuthorship(database.db, vault);
  if (rewritten.insights || rewritten.answers) log.info(rewritten, 'rewrote linkable authorship rows of an earlier version');
  let banner = '';
  if (config.seedDemo && !(await hasAnyOrganization(database.db))) {
    log.info('first start: creating the demo organisation (about 300 insights through the pipeline)');
    const seeded = await seedDemo({ db: database.db, vault, ai, log, appUrl: config.appUrl });
    if (seeded) banner = demoBanner(config.appUrl, seeded);
  }
  const pipeline = await startPipelineWorkers(
    boss,
    { db: database.db, ai, log, appUrl: config.appUrl, onMailQueued: dispatcher.kick, alertTickMinutes: config.alertTickMinutes },
    log,
    config.pipelineSweepSeconds,
  );
  await startSummaryWorkers(boss, { db: database.db, ai });
  await startScheduledJobs(
    boss,
    { db: database.db, appUrl: config.appUrl, secretKey: secrets.secretKey, log, onMailQueued: dispatcher.kick },
    { answerReleaseMinutes: config.answerReleaseMinutes, myvoyceReminder: config.myvoyceReminder, leaderDigest: config.leaderDigest },
  );
  const { app } = await buildApp({
    config,
    db: database.db,
    log,
    secretKey: secrets.secretKey,
    vault,
    ai,
    // The insight is committed before this runs: failing the request now (PostgreSQL gone
    // between the two) would make the person send it twice. The sweeper re-queues it instead.
    enqueueSubmission: (submissionId, organizationId) =>
      enqueueSubmission(boss, submissionId, organizationId).catch((err: unknown) =>
        log.warn({ err: (err as Error).message, submissionId }, 'enqueue failed; the pipeline sweep will pick the insight up'),
      ),
    enqueueTopicSummary: (organizationId, topicId, summaryId) => enqueueTopicSummary(boss, organizationId, topicId, summaryId),
    enqueueReachoutSummary: (organizationId, reachoutId) => enqueueReachoutSummary(boss, organizationId, reachoutId),
    limiter: redis ? redisLimiter(redis) : memoryLimiter(),
    redis,
    transport,
    onMailQueued: dispatcher.kick,
  });
  dispatcher.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close().catch(() => {});
    await changes.stop();
    await dispatcher.stop();
    pipeline.stop();
    await boss.stop({ graceful: true, timeout: 5000 }).catch(() => {});
    transport.close();
    redis?.disconnect();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  if (banner) console.log(banner);
  console.log(startBanner(config));
}
