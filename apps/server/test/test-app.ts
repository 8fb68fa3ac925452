import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { connectDatabase } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { memoryLimiter } from '../src/lib/limiter.ts';
import type { MailTransport } from '../src/mail/transport.ts';
import type { IdentityStore } from '../src/lib/identity-store.ts';
import { withDatabase } from './global-setup.ts';
import { createAiProvider } from '../src/ai/provider.ts';
import { createIdentityVault } from '../src/lib/identity-vault.ts';
import { processSubmission } from '../src/modules/pipeline/process-submission.ts';
import { releaseHeldAnswers } from '../src/jobs/release-answers.ts';
import { runTopicSummary } from '../src/modules/ai-assist/ai-assist.service.ts';
import { runReachoutSummary } from '../src/modules/reachouts/reachouts.service.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * A real app on its own fresh database (a copy of the migrated template), driven through
 * `app.inject`. `env` overrides configuration the way environment variables would.
 */
export const TEST_IDENTITY_KEY = 'ab'.repeat(32);
export const TEST_SECRET_KEY = 'test-secret-key-0123456789abcdef0123456789abcdef';

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    enqueueSubmission?: (submissionId: string, organizationId: string) => Promise<void>;
    /** Sees every SQL statement the app runs (the index-usage test explains them). */
    logQuery?: (query: string, params: unknown[]) => void;
    /** Receives every log line the app writes (at LOG_LEVEL, or 'trace' when not given). */
    logDestination?: { write: (line: string) => void };
    /**
     * Run the scheduled release of held reach-out answers after each inline insight, as if a
     * tick came right after it (default), so tests see answers once k answered. A test of the
     * batching itself turns it off and calls releaseHeldAnswers.
     */
    releaseAfterEachInsight?: boolean;
    /** false: leaders' lists computed on every call, for tests of what lies under the answer cache. */
    answerCache?: false;
    /** The mail server the app sends through at once (sign-in codes); the no-SMTP log transport when not given. */
    transport?: MailTransport;
    /** Where sessions and codes live; the in-memory store when not given. */
    identity?: IdentityStore;
  } = {},
) {
  const name = `voyce_t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name} template ${inject('pgTemplate')}`));
  const url = withDatabase(inject('pgAdminUrl'), name);
  const connected = connectDatabase(url, 5);
  const database = options.logQuery
    ? { ...connected, db: drizzle(connected.pool, { schema, logger: { logQuery: options.logQuery } }) }
    : connected;
  // Export files land in a directory of this app's own, removed on close.
  const dataDir = await mkdtemp(join(tmpdir(), 'voyce-test-data-'));
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DEV_MAILBOX: 'true', DATA_DIR: dataDir, ...env });
  const limiter = memoryLimiter();
  const log = options.logDestination
    ? pino({ level: env.LOG_LEVEL ?? 'trace' }, options.logDestination)
    : pino({ level: env.LOG_LEVEL ?? process.env.TEST_LOG_LEVEL ?? 'silent' });
  let mailQueued = 0;
  const ai = createAiProvider({ provider: 'local' }, log);
  const vault = createIdentityVault(TEST_IDENTITY_KEY);
  const pipeline = {
    db: database.db,
    ai,
    log,
    appUrl: config.appUrl,
    onMailQueued: () => mailQueued++,
    alertTickMinutes: config.alertTickMinutes,
  };
  // Inline by default: the insight is processed before submit answers, so tests are exact.
  // A test that wants the real queue passes its own enqueue.
  const release = options.releaseAfterEachInsight ?? true;
  const enqueue =
    options.enqueueSubmission ??
    (async (id: string, org: string) => {
      await processSubmission(pipeline, org, id);
      if (release) await releaseHeldAnswers(database.db);
    });
  const { app, routes, identity, directMail } = await buildApp({
    config,
    db: database.db,
    log,
    secretKey: TEST_SECRET_KEY,
    vault,
    ai,
    enqueueSubmission: enqueue,
    enqueueTopicSummary: (org, topicId, summaryId) => runTopicSummary({ db: database.db, ai }, org, topicId, summaryId),
    enqueueReachoutSummary: (org, reachoutId) => runReachoutSummary({ db: database.db, ai }, org, reachoutId),
    limiter,
    onMailQueued: () => {
      mailQueued++;
    },
    ...(options.answerCache === false ? { answerCache: false as const } : {}),
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.identity ? { identity: options.identity } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    pool: database.pool,
    /** Where the app keeps sessions and codes (in memory here). */
    identity,
    /** Code e-mails the app sent from memory (what the dev mailbox shows). */
    directMail,
    url,
    routes,
    limiter,
    config,
    mailQueued: () => mailQueued,
    vault,
    ai,
    pipeline,
    log,
    close: async () => {
      await app.close();
      await database.close();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
