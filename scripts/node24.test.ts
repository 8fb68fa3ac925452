import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm start` runs the server under scripts/node24.mjs. A supervisor (systemd,
 * docker stop, a terminal) signals the launcher; the server must get the signal too, and the
 * launcher must end as its child did. Killing the launcher left the server serving.
 */
const LAUNCHER = join(import.meta.dirname, 'node24.mjs');
// A server that prints its pid and port; it ends on SIGTERM the default way (killed by it), and
// exits 0 on SIGINT after saying so.
const SERVER = `
const s = require('node:http').createServer((q, r) => r.end('ok')).listen(0, '127.0.0.1', () =>
  console.log(JSON.stringify({ pid: process.pid, port: s.address().port })));
process.on('SIGINT', () => { console.log('got SIGINT'); process.exit(0); });
process.on('SIGHUP', () => { console.log('got SIGHUP'); process.exit(7); });`;

let orphans: number[] = [];
afterEach(() => {
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone, as it should be */
    }
  }
  orphans = [];
});

async function launch(script: string) {
  const wrapper = spawn(process.execPath, [LAUNCHER, 'node', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    wrapper.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const child = await new Promise<{ pid: number; port: number }>((resolve, reject) => {
    wrapper.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { pid: number; port: number });
    });
    void ended.then(() => reject(new Error(`the launcher ended first: ${out}`)));
  });
  orphans.push(child.pid);
  return { wrapper, child, ended, output: () => out };
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function closedWithin(port: number, ms: number) {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (!(await portOpen(port))) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const kill = (p: ChildProcess, signal: NodeJS.Signals) => p.kill(signal);

describe('scripts/node24.mjs', () => {
  it('SIGTERM to the launcher stops the server: the port closes and the launcher ends as the server did', async () => {
    const { wrapper, child, ended } = await launch(SERVER);
    expect(await portOpen(child.port)).toBe(true);
    kill(wrapper, 'SIGTERM');
    expect(await closedWithin(child.port, 5000)).toBe(true);
    expect(await ended).toEqual({ code: null, signal: 'SIGTERM' });
  });

  it('forwards other signals too, and exits with the status the server exits with', async () => {
    const int = await launch(SERVER);
    kill(int.wrapper, 'SIGINT');
    expect(await int.ended).toEqual({ code: 0, signal: null });
    expect(int.output()).toContain('got SIGINT');
    expect(await portOpen(int.child.port)).toBe(false);
    const hup = await launch(SERVER);
    kill(hup.wrapper, 'SIGHUP');
    expect(await hup.ended).toEqual({ code: 7, signal: null });
  });

  it('exits with the command’s own exit code', async () => {
    const wrapper = spawn(process.execPath, [LAUNCHER, 'node', '-e', 'process.exit(3)'], { stdio: 'ignore' });
    const code = await new Promise((resolve) => wrapper.once('exit', resolve));
    expect(code).toBe(3);
  });

  it('`npm start` as package.json spells it: SIGTERM to npm reaches the server through npm, sh and the launcher', async () => {
    // The real start scripts, with the web build left out and a small server for main.ts.
    const real = JSON.parse(await readFile(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const dir = await mkdtemp(join(tmpdir(), 'voyce-start-'));
    try {
      const adapt = (script: string) =>
        script
          .replace('scripts/node24.mjs', LAUNCHER)
          .replace('npm run build -w @voyce/web', 'true')
          .replace('apps/server/src/main.ts', 'server.js');
      const scripts = { start: adapt(real.scripts.start!), 'start:app': adapt(real.scripts['start:app']!) };
      expect(scripts['start:app']).toContain('server.js');
      await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'start-check', private: true, scripts }));
      await writeFile(join(dir, 'server.js'), SERVER);
      const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      const child = await new Promise<{ pid: number; port: number }>((resolve, reject) => {
        npm.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          const line = out.split('\n').find((l) => l.startsWith('{'));
          if (line) resolve(JSON.parse(line) as { pid: number; port: number });
        });
        npm.once('exit', () => reject(new Error(`npm start ended first: ${out}`)));
      });
      orphans.push(child.pid);
      kill(npm, 'SIGTERM');
      expect(await closedWithin(child.port, 10_000)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
