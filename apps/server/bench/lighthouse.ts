import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import pg from 'pg';
import { SESSION_TOKEN_STORAGE_KEY } from '@voyce/contracts/session-token';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

type Scores = Record<(typeof CATEGORIES)[number], number>;
/** The scores (0..100) and the audits that lost points outside performance, by id. */
export type LighthouseScores = { page: string; formFactor: string; scores: Scores; failing: string[]; metrics: string };

/** The performance score's parts, as Lighthouse shows them: what moved when the score did. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the first line of `stream` that matches, or rejects when the process ends first. */
function waitForLine(child: ChildProcess, stream: NodeJS.ReadableStream, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms`)), timeoutMs);
    const lines = createInterface({ input: stream });
    lines.on('line', (line) => {
      const match = pattern.exec(line);
      if (!match) return;
      clearTimeout(timer);
      lines.close();
      resolve(match);
    });
    child.once('exit', (code) => reject(new Error(`${child.spawnfile} exited with ${code}`)));
  });
}

/**
 * The production build served by the real server on a fresh database with the demo
 * organisation (about 300 insights through the pipeline): what a new installation shows.
 */
export async function startApp(
  dataDir: string,
  webDist = join(root, 'apps/web/dist'),
): Promise<{ base: string; email: string; password: string; stop: () => Promise<void>; drop: () => Promise<void> }> {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`no built web app in ${webDist}: run \`npm run build\` first.`);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('lighthouse needs DATABASE_URL or BENCH_DATABASE_URL (a PostgreSQL server).');
  const name = `voyce_lighthouse_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses a key kept beside the data: the bench's server gets one of its own.
      IDENTITY_KEY: randomBytes(32).toString('hex'),
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The banner prints the demo leader's one-time password before the "running" line.
  const [, email, password] = await waitForLine(child, child.stdout!, /Leader dashboard\s+\S+\s+(\S+)\s+(\S+)/, 300_000);
  child.stdout!.resume();
  return {
    base,
    email: email!,
    password: password!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Debian's Chromium, headless, with a debugging port Lighthouse drives (never a downloaded browser). */
export async function startChromium(profileDir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const [, port] = await waitForLine(child, child.stderr!, /DevTools listening on ws:\/\/[^:]+:(\d+)\//, 30_000);
  child.stderr!.resume();
  return {
    port: Number(port),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Puts the session token into the origin's localStorage through the DevTools protocol, as signing in does. */
export async function storeToken(port: number, base: string, token: string): Promise<void> {
  const target = (await (await fetch(`http://127.0.0.1:${port}/json/new?${base}/404`, { method: 'PUT' })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const evaluate = (expression: string) =>
    new Promise<unknown>((resolve) => {
      const id = ++nextId;
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: { result?: { value?: unknown } } };
        if (message.id === id) resolve(message.result?.result?.value);
      };
      socket.send(JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
    });
  // The new tab may still be on about:blank when the socket opens (a loaded box makes it likely):
  // a token written there is lost and the dashboard audit ends on /login. Write it once the page
  // is the app's origin, and read it back.
  const key = JSON.stringify(SESSION_TOKEN_STORAGE_KEY);
  const write = `location.origin === ${JSON.stringify(new URL(base).origin)} && (localStorage.setItem(${key}, ${JSON.stringify(token)}), localStorage.getItem(${key}) === ${JSON.stringify(token)})`;
  for (let attempt = 0; (await evaluate(write)) !== true; attempt++) {
    if (attempt === 100) throw new Error(`lighthouse: could not store the session token on ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  socket.close();
  await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
}

async function audit(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
): Promise<{ scores: Scores; failing: string[]; metrics: string }> {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      // Keeps the session token stored above; /login is audited before it is stored.
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORT_DIR=dir keeps each report (JSON, for Lighthouse's viewer or jq): what the score hides.
  const reports = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reports) await writeFile(join(reports, `${new URL(url).pathname.slice(1)}-${formFactor}-${Date.now()}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (!lhr.finalDisplayedUrl.startsWith(url)) throw new Error(`lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Scores;
  const failing = (['accessibility', 'best-practices'] as const).flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  );
  const metrics = Object.entries(METRICS)
    .map(([name, id]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`.replace(/\u00a0/g, ' '))
    .join(', ');
  return { scores, failing, metrics };
}

/**
 * `npm run bench -- lighthouse`: Lighthouse scores (performance, accessibility, best
 * practices) of /login and of the signed-in /dashboard, on the production build with the demo
 * data, for mobile (Lighthouse's default, simulated slow 4G) and desktop.
 */
export async function benchLighthouse(): Promise<LighthouseScores[]> {
  const dir = await mkdtemp(join(tmpdir(), 'voyce-lighthouse-'));
  const app = await startApp(join(dir, 'app'));
  const chromium = await startChromium(join(dir, 'chromium'));
  const results: LighthouseScores[] = [];
  try {
    const formFactors = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
    for (const formFactor of formFactors)
      results.push({ page: '/login', formFactor, ...(await audit(`${app.base}/login`, chromium.port, formFactor)) });
    // LIGHTHOUSE_PAGES=/login measures the sign-in page alone (a quicker run while working on it).
    if (!(process.env.LIGHTHOUSE_PAGES ?? '/login,/dashboard').split(',').includes('/dashboard')) return results;
    const res = await fetch(`${app.base}/api/user/verifyLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: app.email, password: app.password }),
    });
    const body = (await res.json()) as { data?: { authorization?: string } };
    const token = body.data?.authorization;
    // Without a session the dashboard audit would measure the sign-in page it redirects to.
    if (!token) throw new Error(`lighthouse: signing in for /dashboard answered ${res.status} ${JSON.stringify(body)}`);
    await storeToken(chromium.port, app.base, token);
    for (const formFactor of formFactors) {
      results.push({ page: '/dashboard', formFactor, ...(await audit(`${app.base}/dashboard`, chromium.port, formFactor)) });
    }
  } finally {
    await chromium.stop();
    await app.stop();
    await app.drop();
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}
