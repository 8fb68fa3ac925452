import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real server (`node apps/server/src/main.ts`) started as an operator would, with settings
 * it must refuse: it stops at once with one line that names what to change, no stack,
 * before it opens a database (none answers here) or writes a key into DATA_DIR.
 */
const MAIN = join(import.meta.dirname, '..', 'src', 'main.ts');
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'voyce-refusal-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        // Nothing listens there: a server that gets as far as its database fails otherwise.
        DATABASE_URL: 'postgres://voyce@127.0.0.1:9/voyce',
        PORT: '0',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: stderr.trim() });
    });
  });
}

describe('start-up refusals', () => {
  it('production without the identity key outside DATA_DIR: one line naming IDENTITY_KEY and IDENTITY_KEY_FILE, no key written', async () => {
    const r = await start({ NODE_ENV: 'production', SECRET_KEY: 'a-secret-key-of-at-least-32-characters-long' });
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/IDENTITY_KEY\b.*IDENTITY_KEY_FILE/);
    const stored = existsSync(join(dataDir, 'secrets.json')) ? await readFile(join(dataDir, 'secrets.json'), 'utf8') : '';
    expect(stored).not.toContain('identityKey');
  });

  it.each(['0.0.0.0/0', '0.0.0.0/1,128.0.0.0/1', '::/0', '::/1,8000::/1'])(
    'TRUST_PROXY=%s (every address): one line naming TRUST_PROXY',
    async (value) => {
      const r = await start({ TRUST_PROXY: value });
      expect(r.code).toBe(1);
      expect(r.stderr.split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^Invalid configuration: TRUST_PROXY/);
    },
  );
});
