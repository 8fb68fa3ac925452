import http from 'node:http';

/** An answer read to its end: what the load generator and the benchmarks' set-up look at. */
export type LoadResponse = { ok: boolean; status: number; text: () => string; json: () => any };

/**
 * Keep-alive connections, one per client, on node:http: fetch (undici with web streams) cost
 * the generator about 40 % more CPU per request, taken from the same two cores as the server
 * under test (bare Fastify: 10,900 req/s p95 15.5 ms with fetch, 15,500 req/s p95 5.8 ms here).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<LoadResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const text = () => Buffer.concat(chunks).toString('utf8');
        resolve({ ok: status >= 200 && status < 300, status, text, json: () => JSON.parse(text()) });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export const postJson = (url: string, body: object, token?: string) =>
  send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/**
 * A small closed-loop load generator: `concurrency` clients each send a request, wait for
 * the answer, send the next, for `durationMs`. Latency percentiles and requests/s.
 */
export type LoadResult = { requests: number; errors: number; rps: number; p50: number; p95: number; p99: number };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function runLoad(
  makeRequest: (i: number) => Promise<LoadResponse>,
  concurrency: number,
  durationMs: number,
): Promise<LoadResult> {
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
