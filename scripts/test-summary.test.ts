import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The closing line of `npm test`. A suite that skips itself without a service (the two-replica
 * suite without REDIS_URL) must not pass silently as "N skipped": the summary names the files
 * whose tests were skipped, and why when it knows.
 */
const SCRIPT = join(import.meta.dirname, 'test-summary.mjs');
const ROOT = join(import.meta.dirname, '..');
let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

type Status = 'passed' | 'failed' | 'skipped' | 'pending' | 'todo';

/** A Vitest JSON report of the given files and their tests' statuses, as `vitest --reporter=json` writes it. */
function summarize(files: Record<string, Status[]>, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'voyce-test-summary-'));
  dirs.push(dir);
  const all = Object.values(files).flat();
  const report = {
    numPassedTests: all.filter((s) => s === 'passed').length,
    numFailedTests: all.filter((s) => s === 'failed').length,
    numPendingTests: all.filter((s) => s === 'skipped' || s === 'pending').length,
    numTodoTests: all.filter((s) => s === 'todo').length,
    testResults: Object.entries(files).map(([file, statuses]) => ({
      name: join(ROOT, file),
      assertionResults: statuses.map((status, i) => ({ status, title: `test ${i}` })),
    })),
  };
  writeFileSync(join(dir, 'vitest.json'), JSON.stringify(report));
  const { REDIS_URL: _, ...rest } = process.env;
  const r = spawnSync(process.execPath, [SCRIPT, join(dir, 'vitest.json')], {
    env: { ...rest, SKIP_E2E: '1', ...env },
    encoding: 'utf8',
  });
  return { status: r.status, lines: r.stdout.trim().split('\n') };
}

describe('test-summary.mjs', () => {
  it('says the replica suite was skipped and that it needs REDIS_URL', () => {
    const r = summarize({
      'apps/server/test/replicas/two-replicas.test.ts': ['skipped', 'skipped'],
      'apps/server/test/bad-input.test.ts': ['passed', 'passed', 'passed'],
    });
    expect(r.lines).toEqual([
      'skipped: apps/server/test/replicas/two-replicas.test.ts, 2 tests (needs REDIS_URL)',
      'tests: 3 passed, 0 failed, 2 skipped: apps/server/test/replicas (needs REDIS_URL)',
    ]);
    expect(r.status).toBe(0);
  });

  it('names any other skipped file without guessing a reason, and with REDIS_URL set blames nothing on it', () => {
    const r = summarize(
      {
        'apps/server/test/replicas/two-replicas.test.ts': ['passed', 'skipped'],
        'apps/web/src/lib/notify.test.ts': ['passed', 'todo'],
      },
      { REDIS_URL: 'redis://127.0.0.1:6379' },
    );
    expect(r.lines).toEqual([
      'skipped: apps/server/test/replicas/two-replicas.test.ts, 1 test',
      'skipped: apps/web/src/lib/notify.test.ts, 1 test',
      'tests: 2 passed, 0 failed, 2 skipped',
    ]);
  });

  it('prints only the closing line when nothing was skipped, and fails on a failed test', () => {
    const r = summarize({ 'apps/server/test/bad-input.test.ts': ['passed', 'failed'] });
    expect(r.lines).toEqual(['tests: 1 passed, 1 failed']);
    expect(r.status).toBe(1);
  });
});
