import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { createLocalProvider } from '../src/ai/local/local-provider.ts';
import { setEncoderEnabled } from '../src/ai/local/encoder/encoder.ts';
import { startJobs } from '../src/jobs/boss.ts';
import { enqueueSubmission, startPipelineWorkers } from '../src/jobs/pipeline-worker.ts';
import { PROCESS_SUBMISSION, processSubmission } from '../src/modules/pipeline/process-submission.ts';
import { fileInsights, processedCount, situation } from './pipeline-situation.ts';
import { withScratchDatabase } from './scratch-database.ts';

/**
 * The pipeline end to end on one replica: real pg-boss workers on a real database, one
 * organisation with 200 open topics of full length (ARCHITECTURE §8: >= 30 insights/s per
 * replica). `settings`: the work options to compare, in one run; the earlier ones were
 * { batchSize: 10, pollingIntervalSeconds: 0.5 } with nothing else.
 * Then the first insight after a restart: a new process starts the workers and files one
 * insight; ms from its enqueue to its being processed.
 */
type Work = {
  batchSize: number;
  pollingIntervalSeconds: number;
  notifyPollingIntervalSeconds?: number;
  burstWhenBatchFull?: boolean;
  localConcurrency?: number;
};
/** The earlier options: a batch of 10 every half second (notify only wakes for new jobs). */
export const EARLIER_WORK: Work = { batchSize: 10, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 };

export type ReplicaFigures = { perSecond: number; count: number; cpuBusy: number };
/** ms from enqueue to processed, of which until the classification starts, and in it. */
export type RestartFigures = { ms: number; toClassify: number; classify: number };

export async function benchPipelineReplica(
  settings: { name: string; work?: Work; count: number; encoder?: boolean }[],
  restarts = 3,
): Promise<{ runs: (ReplicaFigures & { name: string })[]; restarts: RestartFigures[] }> {
  const log = pino({ level: 'silent' });
  return withScratchDatabase(process.env.DATABASE_URL, async (database) => {
    const db = database.db;
    const url = String(database.pool.options.connectionString);
    const deps = { db, ai: createLocalProvider(), log, appUrl: 'http://localhost', onMailQueued: () => {} };
    const runs: (ReplicaFigures & { name: string })[] = [];
    let offset = 0;
    for (const s of settings) {
      // Each setting on an organisation of its own, so each starts from the same 200 topics;
      // `encoder: false` is AI_ENCODER=off (the word-vector model reads every insight).
      setEncoderEnabled(s.encoder ?? true);
      const at = await situation(db);
      // The organisation's first insight reads what it must once (shapes of older rows, the model).
      const [first] = await fileInsights(db, at, 1, offset++);
      await processSubmission(deps, at.organizationId, first!);
      const ids = await fileInsights(db, at, s.count, offset);
      offset += s.count;
      const boss = await startJobs(url, log);
      // A backlog waiting, then the replica's workers start.
      await boss.createQueue(PROCESS_SUBMISSION);
      for (const id of ids) await enqueueSubmission(boss, id, at.organizationId);
      const cpu = process.cpuUsage();
      const started = performance.now();
      const workers = await startPipelineWorkers(boss, deps, log, 30, ...((s.work ? [s.work] : []) as []));
      while ((await processedCount(db, ids)) < ids.length) await new Promise((r) => setTimeout(r, 25));
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      workers.stop();
      await boss.stop({ graceful: true, timeout: 5000 });
      runs.push({ name: s.name, perSecond: ids.length / seconds, count: ids.length, cpuBusy: (used.user + used.system) / 1e6 / seconds });
    }
    setEncoderEnabled(true);
    // A restarted replica: its own process, nothing read yet, the organisation's 200 long topics.
    const at = await situation(db);
    const [first] = await fileInsights(db, at, 1, offset++);
    await processSubmission(deps, at.organizationId, first!);
    const restartFigures: RestartFigures[] = [];
    for (let i = 0; i < restarts; i++) restartFigures.push(await firstAfterRestart(url, at.organizationId, at.authors[0]!, offset++));
    return { runs, restarts: restartFigures };
  });
}

function firstAfterRestart(url: string, organizationId: string, userId: string, offset: number): Promise<RestartFigures> {
  const self = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, self, 'restart', url, organizationId, userId, String(offset)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!) as RestartFigures) : reject(new Error(`restart child: ${code}`)),
    );
  });
}

/** In the child: start as a replica starts, then file one insight and time it through. */
async function restartChild(url: string, organizationId: string, userId: string, offset: number): Promise<void> {
  const { connectDatabase } = await import('../src/db/client.ts');
  const log = pino({ level: 'silent' });
  const database = connectDatabase(url, 10);
  const db = database.db;
  const boss = await startJobs(url, log);
  const local = createLocalProvider();
  const marks: Record<string, number> = {};
  const ai = {
    ...local,
    classifyInsight: async (input: Parameters<typeof local.classifyInsight>[0]) => {
      marks.classify = performance.now();
      const c = await local.classifyInsight(input);
      marks.classified = performance.now();
      return c;
    },
  };
  const workers = await startPipelineWorkers(boss, { db, ai, log, appUrl: 'http://localhost', onMailQueued: () => {} }, log);
  // Started and idle, as a replica is when the insight comes.
  await new Promise((r) => setTimeout(r, 1500));
  const [id] = await fileInsights(db, { organizationId, authors: [userId] }, 1, offset);
  const started = performance.now();
  await enqueueSubmission(boss, id!, organizationId);
  while ((await processedCount(db, [id!])) < 1) await new Promise((r) => setTimeout(r, 1));
  const ms = performance.now() - started;
  workers.stop();
  await boss.stop({ graceful: false, timeout: 1000 });
  await database.close();
  // Where the time went: to the classification (pick-up, reads, 200 stored shapes), in it, after it.
  console.log(JSON.stringify({ ms, toClassify: marks.classify! - started, classify: marks.classified! - marks.classify! }));
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [, , mode, ...rest] = process.argv;
  if (mode === 'restart') {
    await restartChild(rest[0]!, rest[1]!, rest[2]!, Number(rest[3]));
  } else {
    const count = Number(process.env.BENCH_PIPELINE_COUNT ?? 600);
    const r = await benchPipelineReplica([
      { name: 'earlier work options', work: EARLIER_WORK, count: Math.min(count, 300) },
      { name: 'burst + concurrency', count },
    ]);
    for (const run of r.runs) {
      console.log(
        `pipeline/replica     ${run.name.padEnd(22)} ${run.perSecond.toFixed(0)} insights/s (${run.count}, one organisation, 200 full topics; budget >= 30), replica ${(run.cpuBusy * 100).toFixed(0)} % of a core`,
      );
    }
    const f = (xs: number[]) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}`;
    console.log(
      `pipeline/restart     first insight after a restart ${f(r.restarts.map((x) => x.ms))} ms (target < 50): to classification ${f(r.restarts.map((x) => x.toClassify))} ms, classification ${f(r.restarts.map((x) => x.classify))} ms`,
    );
    process.exit(0);
  }
}
