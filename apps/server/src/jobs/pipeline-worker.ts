import { availableParallelism } from 'node:os';
import type { PgBoss } from 'pg-boss';

import { liveJobs } from './queue.repository.ts';
import type { Logger } from 'pino';
import { encodeInsightsAhead } from '../ai/provider.ts';
import { warmPipeline } from '../modules/pipeline/warm-pipeline.ts';
import {
  PROCESS_SUBMISSION,
  processSubmission,
  waitingInsights,
  waitingTexts,
  type PipelineDeps,
} from '../modules/pipeline/process-submission.ts';

type SubmissionJob = { submissionId: string; organizationId: string };

export async function enqueueSubmission(boss: PgBoss, submissionId: string, organizationId: string): Promise<void> {
  // singletonKey is informational on a standard queue (no uniqueness): a duplicate job finds
  // the insight processed and stops.
  await boss.send(PROCESS_SUBMISSION, { submissionId, organizationId } satisfies SubmissionJob, { singletonKey: submissionId });
}

export type PipelineWork = {
  batchSize: number;
  pollingIntervalSeconds: number;
  notifyPollingIntervalSeconds: number;
  burstWhenBatchFull: boolean;
  localConcurrency: number;
};

/**
 * How a replica takes jobs. pg-boss waits out the polling interval after every batch, which
 * capped a replica at batchSize / interval (20 insights/s) whatever its CPU: a full batch means
 * more work, so it fetches again at once. Classifying is CPU and writing is waiting on
 * PostgreSQL, so at least two jobs run at a time (one per core beyond that) and one's writes
 * overlap another's classification; within one organisation they still take turns (its lock).
 */
export const PIPELINE_WORK: PipelineWork = {
  batchSize: 10,
  pollingIntervalSeconds: 0.5,
  // While a new job's NOTIFY wakes the workers, polling is only the floor: for retries that
  // come due, and jobs of a moment the listener was down (pg-boss's default is 30 s).
  notifyPollingIntervalSeconds: 2,
  burstWhenBatchFull: true,
  localConcurrency: Math.max(2, availableParallelism()),
};

/**
 * Workers for the pipeline, plus a sweeper that re-queues insights left 'submitted' for
 * sweepSeconds: their enqueue was lost to a crash between commit and send, or their job was
 * active in a worker killed mid-batch (pg-boss would only expire it after 15 minutes). Handlers are idempotent, so a
 * duplicate job costs nothing.
 */
export async function startPipelineWorkers(
  boss: PgBoss,
  deps: PipelineDeps,
  log: Logger,
  sweepSeconds = 30,
  work: PipelineWork = PIPELINE_WORK,
) {
  // A job row holds an insight's id with the moment it was sent: gone a minute after it is done
  // (the insight itself keeps only its day, ARCHITECTURE §5). notify: a new insight wakes a
  // worker at once instead of after its polling interval (when the instance listens).
  const queue = { retryLimit: 5, retryDelay: 2, retryBackoff: true, deleteAfterSeconds: 60, notify: true };
  await boss.createQueue(PROCESS_SUBMISSION, queue);
  await boss.updateQueue(PROCESS_SUBMISSION, queue);
  // The first insight after a start must not pay for loading the local model (about a second),
  // nor for reading its organisation's topics, opening connections or preparing statements.
  await warmPipeline(deps, work.localConcurrency).catch((err: unknown) =>
    log.warn({ err: (err as Error).message }, 'could not read the pipeline ahead'),
  );
  await boss.work<SubmissionJob>(PROCESS_SUBMISSION, work, async (jobs) => {
    // A backlog's batch is encoded in one call, its texts of about one length read together
    // (encoder/passes.ts); each insight's processing then finds its meaning remembered. Best
    // effort: a failed read or encode leaves each insight to encode its own.
    if (jobs.length > 1)
      await encodeAhead(
        deps,
        jobs.map((j) => j.data.submissionId),
      );
    for (const job of jobs) {
      await processSubmission(deps, job.data.organizationId, job.data.submissionId);
    }
  });
  const sweep = async () => {
    const old = await waitingInsights(deps.db);
    // An insight whose job is still waiting is only behind a backlog, not lost: re-queueing it
    // anyway multiplied the queue on every pass (3,341 jobs for 500 insights in
    // test/faults/pipeline-crash). A job 'active' for longer than a sweep was left by a dead worker.
    const queued = await liveJobs(
      deps.db,
      old.map((s) => s.id),
      sweepSeconds,
    );
    const stale = old.filter((s) => !queued.has(s.id));
    for (const s of stale) await enqueueSubmission(boss, s.id, s.organizationId);
    if (stale.length) log.info({ count: stale.length }, 're-queued insights whose processing job was missing');
  };
  const timer = setInterval(
    () => void sweep().catch((err) => log.warn({ err: (err as Error).message }, 'pipeline sweep failed')),
    sweepSeconds * 1000,
  );
  timer.unref();
  void sweep().catch(() => {});
  return { stop: () => clearInterval(timer) };
}

async function encodeAhead(deps: PipelineDeps, submissionIds: string[]): Promise<void> {
  try {
    await encodeInsightsAhead(await waitingTexts(deps.db, submissionIds));
  } catch (err) {
    deps.log.warn({ err: (err as Error).message }, 'could not encode a batch ahead');
  }
}
