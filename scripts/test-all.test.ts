import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm test` on a machine without Chromium. test-all.sh runs in a copy, with a PATH of
 * stubs (npm, node, vitest, playwright record their calls; id says who we are; apt-get
 * "installs" a fake chromium), so nothing is built, installed or deleted for real.
 */
const SCRIPTS = fileURLToPath(new URL('.', import.meta.url));
const TOOLS = ['dirname', 'mkdir', 'rm', 'cat', 'sh', 'env', 'chmod'];
let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

function stub(bin: string, name: string, body: string): string {
  const file = join(bin, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

function run(o: { uid: number; apt?: 'installs' | 'fails'; env?: Record<string, string> }) {
  const root = mkdtempSync(join(tmpdir(), 'voyce-test-all-'));
  dirs.push(root);
  mkdirSync(join(root, 'scripts'));
  mkdirSync(join(root, 'e2e'));
  for (const f of ['test-all.sh', 'find-browser.sh']) if (existsSync(join(SCRIPTS, f))) cpSync(join(SCRIPTS, f), join(root, 'scripts', f));
  const bin = join(root, 'bin');
  mkdirSync(bin);
  for (const tool of TOOLS) {
    const real = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
    symlinkSync(real, join(bin, tool));
  }
  const calls = join(root, 'calls.log');
  for (const name of ['npm', 'node', 'vitest', 'playwright'])
    stub(bin, name, `echo "${name} $* CHROMIUM_PATH=\${CHROMIUM_PATH:-}" >> "${calls}"`);
  stub(bin, 'id', `echo ${o.uid}`);
  if (o.apt === 'installs')
    stub(
      bin,
      'apt-get',
      `echo "apt-get $*" >> "${calls}"; case "$*" in *install*) printf '#!/bin/sh\\n' > "${bin}/chromium"; chmod +x "${bin}/chromium";; esac`,
    );
  if (o.apt === 'fails') stub(bin, 'apt-get', `echo "apt-get $*" >> "${calls}"; exit 100`);
  const started = Date.now();
  const res = spawnSync('/bin/sh', [join(root, 'scripts', 'test-all.sh')], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: bin, HOME: root, SKIP_PRIVATE_FOLDER: '1', ...o.env },
    timeout: 20_000,
  });
  return {
    code: res.status,
    stderr: res.stderr,
    ms: Date.now() - started,
    calls: existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [],
    bin,
  };
}

describe('npm test without Chromium', () => {
  it('stops at once, before building, with one line saying how', () => {
    const r = run({ uid: 1000 });
    expect(r.calls).toEqual([]);
    expect(r.code).not.toBe(0);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^npm test: no Chromium .*apt-get install -y chromium.*CHROME_PATH=.*SKIP_E2E=1 npm test$/);
  });

  it("as root with apt, installs Debian's chromium and hands its path to Playwright", () => {
    const r = run({ uid: 0, apt: 'installs' });
    expect(r.calls).toContain('apt-get install -y -qq chromium');
    const playwright = r.calls.find((c) => c.startsWith('playwright '));
    expect(playwright).toBe(`playwright test --reporter=list,json CHROMIUM_PATH=${join(r.bin, 'chromium')}`);
    expect(r.code).toBe(0);
  });

  it('as root, stops in one line when apt-get cannot install it', () => {
    const r = run({ uid: 0, apt: 'fails' });
    expect(r.calls.filter((c) => !c.startsWith('apt-get'))).toEqual([]);
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split('\n').at(-1)).toMatch(/^npm test: installing chromium with apt-get failed/);
  });

  it('takes CHROME_PATH and passes it on as CHROMIUM_PATH', () => {
    const root = mkdtempSync(join(tmpdir(), 'voyce-chrome-'));
    dirs.push(root);
    const chrome = stub(root, 'my-chrome', 'exit 0');
    const r = run({ uid: 1000, env: { CHROME_PATH: chrome } });
    expect(r.calls.find((c) => c.startsWith('playwright '))).toBe(`playwright test --reporter=list,json CHROMIUM_PATH=${chrome}`);
    expect(r.code).toBe(0);
  });

  it('refuses a CHROME_PATH that is not there, in one line', () => {
    const r = run({ uid: 1000, env: { CHROME_PATH: '/nowhere/chrome' } });
    expect(r.calls).toEqual([]);
    expect(r.stderr.trim()).toMatch(/^npm test: CHROME_PATH=\/nowhere\/chrome is not a browser that can run: /);
  });

  it('needs no browser with SKIP_E2E=1', () => {
    const r = run({ uid: 1000, env: { SKIP_E2E: '1' } });
    expect(r.calls.some((c) => c.startsWith('vitest '))).toBe(true);
    expect(r.calls.some((c) => c.startsWith('playwright '))).toBe(false);
    expect(r.code).toBe(0);
  });
});
