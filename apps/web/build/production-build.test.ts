import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);

/**
 * `npm start` builds the web app with `npm run build -w @voyce/web` and serves that. Vite takes the
 * shell's NODE_ENV over its own build mode, so `NODE_ENV=development npm start` (the server's
 * default mode) shipped React's development build: /login 250 KB gzip, the whole app 451 KB,
 * Lighthouse mobile /dashboard 69. The build is production whatever NODE_ENV says; the bundle
 * check (scripts/bundle-size.mjs) tells the two apart.
 */
describe('the web build npm start serves', () => {
  it("is React's production build with NODE_ENV=development in the shell", { timeout: 300_000 }, async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'voyce-web-build-'));
    try {
      await run('npm', ['run', '--silent', 'build', '-w', '@voyce/web', '--', '--outDir', outDir, '--emptyOutDir'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'development' },
        maxBuffer: 16 * 1024 * 1024,
      });
      const { stdout } = await run(process.execPath, [join(root, 'scripts', 'bundle-size.mjs'), outDir], { cwd: root });
      expect(stdout).toMatch(/^React production build ok$/m);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
