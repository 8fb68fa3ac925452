import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { startApp, startChromium, storeToken } from './lighthouse.ts';

/**
 * One first load of /dashboard, read from its trace: the main thread's CPU time (the trace's
 * thread time, not its wall time: a busy machine stretches the wall time of every task, and
 * Lighthouse's simulated TBT with it) times the CPU slowdown Lighthouse's mobile run assumes (4).
 */
export type DashboardTrace = {
  variant: string;
  /** Every top-level task from navigation to the page's quiet end. */
  mainThread: number;
  /** Self time by Lighthouse's groups (script evaluation, style & layout…). */
  groups: Record<string, number>;
  /** Tasks over 50 ms (slowed down) after the first contentful paint. */
  longTasks: number;
  /** Their time over 50 ms, added up: TBT until the page is quiet. */
  blocking: number;
  longest: number;
  /** Wall-clock milliseconds from navigation. */
  fcp: number;
  lcp: number;
};

type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/** A task's thread time in ms, slowed down. */
function cpu(task: TaskNode, slowdown: number): number {
  const { event, endEvent } = task as { event: { tdur?: number; tts?: number }; endEvent?: { tts?: number } };
  const micros = event.tdur ?? (endEvent?.tts !== undefined && event.tts !== undefined ? endEvent.tts - event.tts : 0);
  return (micros / 1000) * slowdown;
}

export function readTrace(variant: string, traceEvents: unknown[], slowdown = 4): DashboardTrace {
  const processed = TraceProcessor.processTrace({ traceEvents } as never);
  const navigation = TraceProcessor.processNavigation(processed);
  const origin = processed.timestamps.timeOrigin;
  const tasks: TaskNode[] = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    origin,
  );
  const after = tasks.filter((t) => t.startTime >= 0);
  const top = after.filter((t) => !t.parent);
  const groups: Record<string, number> = {};
  for (const t of after) {
    const self = cpu(t, slowdown) - t.children.reduce((sum, c) => sum + cpu(c, slowdown), 0);
    groups[t.group.id] = (groups[t.group.id] ?? 0) + Math.max(0, self);
  }
  const fcp = navigation.timings.firstContentfulPaint ?? 0;
  const long = top.filter((t) => t.startTime >= fcp && cpu(t, slowdown) > 50);
  return {
    variant,
    mainThread: top.reduce((sum, t) => sum + cpu(t, slowdown), 0),
    groups,
    longTasks: long.length,
    blocking: long.reduce((sum, t) => sum + cpu(t, slowdown) - 50, 0),
    longest: Math.max(0, ...top.map((t) => cpu(t, slowdown))),
    fcp,
    lcp: navigation.timings.largestContentfulPaint ?? 0,
  };
}

/** One load of /dashboard by Lighthouse, measured (not simulated): its trace. */
async function traceOnce(port: number, base: string, throttling: number): Promise<unknown[]> {
  const result = await lighthouse(`${base}/dashboard`, {
    port,
    logLevel: 'error',
    onlyAudits: ['first-contentful-paint'],
    // disabled-by-default-v8.cpu_profiler adds the JavaScript samples (which functions ran).
    additionalTraceCategories: process.env.DASHBOARD_TRACE_CATEGORIES ?? null,
    throttlingMethod: 'devtools',
    // The CPU slowed as Lighthouse's mobile run assumes; the network left as it is (loopback).
    throttling: {
      rttMs: 0,
      throughputKbps: 0,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
      cpuSlowdownMultiplier: throttling,
    },
  });
  if (!result) throw new Error('dashboard-trace: lighthouse gave no result');
  if (!result.lhr.finalDisplayedUrl.endsWith('/dashboard')) throw new Error(`dashboard-trace ended on ${result.lhr.finalDisplayedUrl}`);
  return (result.artifacts.Trace as { traceEvents: unknown[] }).traceEvents;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function formatTraces(traces: DashboardTrace[]): string {
  const variants = [...new Set(traces.map((t) => t.variant))];
  const figure = (xs: number[]) => `${median(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`;
  return variants
    .map((v) => {
      const runs = traces.filter((t) => t.variant === v);
      const of = (f: (t: DashboardTrace) => number) => figure(runs.map(f));
      return [
        `dashboard-trace ${v}: ${runs.length} runs, median (range), main-thread CPU ms x4`,
        `  main thread ${of((t) => t.mainThread)}, scripting ${of((t) => (t.groups.scriptEvaluation ?? 0) + (t.groups.scriptParseCompile ?? 0))}, style & layout ${of((t) => t.groups.styleLayout ?? 0)}, rendering ${of((t) => t.groups.paintCompositeRender ?? 0)}, GC ${of((t) => t.groups.garbageCollection ?? 0)}`,
        `  long tasks after FCP ${of((t) => t.longTasks)}, their time over 50 ms ${of((t) => t.blocking)}, longest task ${of((t) => t.longest)}; wall clock: FCP ${of((t) => t.fcp)}, LCP ${of((t) => t.lcp)}`,
      ].join('\n');
    })
    .join('\n');
}

/**
 * `npm run bench -- dashboard-trace`: the dashboard's first load (cold cache) on Lighthouse's
 * mobile device, measured by Lighthouse without throttling, its trace read with Lighthouse's own
 * task model on the main thread's CPU time times 4: what Lighthouse's simulation does with wall
 * time, without the machine's load in it. Main-thread time by kind, the long tasks after the
 * first paint and their time over 50 ms (TBT to the page's quiet end).
 * DASHBOARD_TRACE_DISTS=a,b compares built web apps (one server, the served folder switched
 * between runs, taken in turn); DASHBOARD_TRACE_RUNS runs each (5); DASHBOARD_TRACE_DIR keeps
 * each trace; DASHBOARD_TRACE_THROTTLING slows the CPU for real (then the figures are x4 too).
 */
export async function benchDashboardTrace(): Promise<DashboardTrace[]> {
  const dir = await mkdtemp(join(tmpdir(), 'voyce-dashboard-trace-'));
  const dists = (process.env.DASHBOARD_TRACE_DISTS ?? 'apps/web/dist').split(',').map((d) => resolve(d));
  const served = join(dir, 'served');
  const serve = async (dist: string) => {
    await symlink(dist, `${served}.next`);
    await rename(`${served}.next`, served);
  };
  await serve(dists[0]!);
  const app = await startApp(join(dir, 'app'), served);
  const chromium = await startChromium(join(dir, 'chromium'));
  const keep = process.env.DASHBOARD_TRACE_DIR;
  if (keep) await mkdir(keep, { recursive: true });
  const traces: DashboardTrace[] = [];
  try {
    const res = await fetch(`${app.base}/api/user/verifyLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: app.email, password: app.password }),
    });
    const token = ((await res.json()) as { data?: { authorization?: string } }).data?.authorization;
    if (!token) throw new Error(`dashboard-trace: signing in answered ${res.status}`);
    await storeToken(chromium.port, app.base, token);
    const runs = Number(process.env.DASHBOARD_TRACE_RUNS ?? 5);
    // One load of each first, not counted: the server's own first answers are slow.
    for (let round = -1; round < runs; round++) {
      for (const [i, dist] of dists.entries()) {
        await serve(dist);
        const variant = dists.length > 1 ? `${i}:${dist}` : dist;
        // A load whose trace Lighthouse could not read (no navigation in it, on a busy machine) is taken again.
        let t: DashboardTrace | undefined;
        for (let attempt = 1; !t; attempt++) {
          const events = await traceOnce(chromium.port, app.base, Number(process.env.DASHBOARD_TRACE_THROTTLING ?? 1));
          if (round < 0) break;
          try {
            t = readTrace(variant, events);
            if (keep) await writeFile(join(keep, `trace-${i}-${round}.json`), JSON.stringify({ traceEvents: events }));
          } catch (error) {
            if (attempt === 3) throw error;
            console.log(`  ${variant} run ${round + 1}: ${String(error)}; again`);
          }
        }
        if (!t) continue;
        traces.push(t);
        console.log(
          `  ${variant} run ${round + 1}: main thread ${t.mainThread.toFixed(0)} ms, long tasks ${t.longTasks}, blocking ${t.blocking.toFixed(0)} ms, longest ${t.longest.toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await chromium.stop();
    await app.stop();
    await app.drop();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(formatTraces(traces));
  return traces;
}
