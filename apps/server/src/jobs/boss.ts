import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';

/**
 * pg-boss on the application database: retries, SKIP LOCKED workers, no extra service.
 * Feature issues register their queues and handlers here (process-submission, summaries).
 */
export async function startJobs(url: string, log: Logger): Promise<PgBoss> {
  // useListenNotify: queues created with `notify` wake their workers the moment a job is sent
  // (one connection listens); polling stays as the floor.
  const boss = new PgBoss({ connectionString: url, max: 4, useListenNotify: true });
  boss.on('error', (err: Error) => log.warn({ err: err.message }, 'job queue error'));
  await boss.start();
  return boss;
}
