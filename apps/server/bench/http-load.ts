/**
 * A small closed-loop load generator: `concurrency` clients each send a request, wait for
 * the answer, send the next, for `durationMs`. Latency percentiles and requests/s.
 */
export type LoadResult = { requests: number; errors: number; rps: number; p50: number; p95: number; p99: number };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function runLoad(makeRequest: (i: number) => Promise<Response>, concurrency: number, durationMs: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const until = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          const res = await makeRequest(n++);
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
  };
}

export const formatLoad = (name: string, r: LoadResult) =>
  `${name.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(6)} req/s  errors ${r.errors}`;
