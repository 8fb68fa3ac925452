import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LOGIN_PAGE_SCRIPT } from '@voyce/contracts/page-scripts';
import pg from 'pg';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The built web app as a browser meets it across a redeploy (a temp WEB_DIST standing in for
 * apps/web/dist), and the two health probes.
 */
let dist: string;
let t: TestApp;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DASHBOARD_PAGE =
  '<!doctype html><script type="module" src="/assets/index-AAAA1111.js"></script><link rel="modulepreload" href="/assets/dashboard-route-CCCC.js"><div id="root"></div>';
const LOGIN_PAGE = `<!doctype html><script data-entry="/assets/index-AAAA1111.js">${LOGIN_PAGE_SCRIPT}</script><div id="root"><div data-login-shell inert><h1>Welcome back</h1></div></div>`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'voyce-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-AAAA1111.js"></script>');
  await writeFile(join(dist, 'assets', 'index-AAAA1111.js'), 'export const build = 1;');
  await writeFile(join(dist, 'assets', 'index-AAAA1111.css'), 'body{margin:0}');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The prerendered sign-in page (apps/web/build/login-shell.ts), its inline script as the build writes it.
  await writeFile(join(dist, 'login.html'), LOGIN_PAGE);
  // The dashboard's page, naming its chunks (apps/web/build/route-pages.ts).
  await writeFile(join(dist, 'dashboard.html'), DASHBOARD_PAGE);
  // What apps/web/build/precompress.ts writes beside each text file of a build.
  for (const name of ['index.html', 'login.html', 'assets/index-AAAA1111.js']) {
    const bytes = await readFile(join(dist, name));
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(bytes));
    await writeFile(join(dist, `${name}.gz`), gzipSync(bytes));
  }
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the built web app', () => {
  it('serves hashed assets for a year, immutable, with their own type', async () => {
    const js = await get('/assets/index-AAAA1111.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    const css = await get('/assets/index-AAAA1111.css');
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves the page for every route, revalidated on each load', async () => {
    for (const url of ['/', '/login', '/insights/topics/42?tab=overview', '/index.html', '/my/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the precompressed file the browser accepts, brotli first, with the type and caching of the file', async () => {
    for (const [url, file, type, cache] of [
      ['/assets/index-AAAA1111.js', 'assets/index-AAAA1111.js', /javascript/, IMMUTABLE],
      ['/', 'index.html', /text\/html/, 'no-cache'],
      ['/login', 'login.html', /text\/html/, 'no-cache'],
    ] as const) {
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await get(url, { 'accept-encoding': accept });
        expect(res.statusCode, `${url} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(res.rawPayload.equals(await readFile(join(dist, `${file}.${encoding === 'br' ? 'br' : 'gz'}`))), `${url} ${accept}`).toBe(
          true,
        );
        expect(res.headers['content-type'], `${url} ${accept}`).toMatch(type);
        expect(res.headers['cache-control'], `${url} ${accept}`).toBe(cache);
        expect(res.headers.vary, `${url} ${accept}`).toMatch(/accept-encoding/i);
      }
      const plain = await get(url, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.rawPayload.equals(await readFile(join(dist, file))), url).toBe(true);
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
    }
  });

  it('sends /login prerendered, /dashboard with its chunks named, and index.html for every other page', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gz'],
      ['identity', undefined],
    ] as const) {
      const login = await get('/login?redirect=%2Freports', { 'accept-encoding': accept });
      expect(login.statusCode, accept).toBe(200);
      expect(login.headers['content-type'], accept).toMatch(/text\/html/);
      expect(login.headers['cache-control'], accept).toBe('no-cache');
      expect(login.rawPayload.equals(await readFile(join(dist, encoding ? `login.html.${encoding}` : 'login.html'))), accept).toBe(true);
    }
    const dashboard = await get('/dashboard?section=overview', { 'accept-encoding': 'identity' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    expect(dashboard.body).toBe(DASHBOARD_PAGE);
    // Only /login has its screen in the page: the others are the app's pages, rendered by the app.
    for (const url of ['/', '/login/', '/dashboard/x', '/insights', '/forgotpassword', '/my/login', '/registration?inviteId=1']) {
      const res = await get(url, { 'accept-encoding': 'identity' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(await readFile(join(dist, 'index.html'), 'utf8'));
    }
  });

  it("allows the prerendered page's inline script by its hash, and no other inline script", async () => {
    const csp = (await get('/login')).headers['content-security-policy'] as string;
    const scriptSrc = csp
      .split(';')
      .find((d) => d.trim().startsWith('script-src '))!
      .trim()
      .split(/\s+/)
      .slice(1);
    const [, inline] = /<script data-entry="[^"]+">([\s\S]*?)<\/script>/.exec(LOGIN_PAGE)!;
    const hash = `'sha256-${createHash('sha256').update(inline!).digest('base64')}'`;
    expect(scriptSrc).toEqual(["'self'", hash]);
    expect(csp).toContain("script-src-attr 'none'");
  });

  it('sends index.html for /login and /dashboard from a build without their pages', async () => {
    const pages = ['login.html', 'dashboard.html'];
    const saved = await Promise.all(pages.map((name) => readFile(join(dist, name))));
    await Promise.all(pages.flatMap((name) => [name, `${name}.br`, `${name}.gz`]).map((name) => rm(join(dist, name), { force: true })));
    try {
      for (const url of ['/login', '/dashboard']) {
        const res = await get(url, { 'accept-encoding': 'identity' });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toBe(await readFile(join(dist, 'index.html'), 'utf8'));
      }
    } finally {
      await Promise.all(pages.map((name, i) => writeFile(join(dist, name), saved[i]!)));
      await writeFile(join(dist, 'login.html.br'), brotliCompressSync(saved[0]!));
      await writeFile(join(dist, 'login.html.gz'), gzipSync(saved[0]!));
    }
  });

  it('sends a file the build did not compress as it is', async () => {
    const css = await get('/assets/index-AAAA1111.css', { 'accept-encoding': 'br, gzip' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
  });

  it('answers a missing asset 404, never the page (an open tab after a redeploy)', async () => {
    for (const url of [
      '/assets/index-OLD00000.js',
      '/assets/index-OLD00000.css',
      '/assets/chunk-gone.js?v=1',
      '/assets/',
      '/assets',
      '/gone.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
    }
  });

  it('serves a build made while the server runs, and refuses the files it replaced', async () => {
    await writeFile(join(dist, 'assets', 'index-BBBB2222.js'), 'export const build = 2;');
    await rm(join(dist, 'assets', 'index-AAAA1111.js'));
    try {
      const fresh = await get('/assets/index-BBBB2222.js');
      expect(fresh.statusCode).toBe(200);
      expect(fresh.body).toBe('export const build = 2;');
      expect(fresh.headers['cache-control']).toBe(IMMUTABLE);
      expect((await get('/assets/index-AAAA1111.js')).statusCode).toBe(404);
    } finally {
      await writeFile(join(dist, 'assets', 'index-AAAA1111.js'), 'export const build = 1;');
    }
  });

  it('keeps API and unhashed files as they were', async () => {
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'ERROR', error: { code: 'NOT_FOUND' } });
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});

describe('health probes', () => {
  /** Closes the app's database to new connections and ends the open ones, as an outage would. */
  async function databaseAway(away: boolean): Promise<void> {
    const name = new URL(t.url).pathname.slice(1);
    const c = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await c.connect();
    try {
      await c.query(`alter database ${name} allow_connections ${away ? 'false' : 'true'}`);
      if (away) await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    } finally {
      await c.end();
    }
  }

  it('/api/health answers 200 with the database up, 503 with it away; /api/health/live stays 200', async () => {
    const up = await get('/api/health');
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: 'OK', data: { ok: true, database: 'up' } });
    await databaseAway(true);
    try {
      const down = await get('/api/health');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'ERROR', error: { code: 'SERVICE_UNAVAILABLE' } });
      const live = await get('/api/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ status: 'OK', data: { ok: true } });
    } finally {
      await databaseAway(false);
    }
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
