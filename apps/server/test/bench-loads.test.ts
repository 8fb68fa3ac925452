import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const bench = join(import.meta.dirname, '..', 'bench', 'main.ts');

/**
 * `npm run bench` loads every scenario's module before it runs one, so a module that fails to load
 * (a renamed migration file it reads, say) stops every scenario. The bench is not run by `npm test`;
 * this runs its start: an unknown scenario is refused after every module has loaded.
 */
describe('npm run bench', () => {
  it('loads every scenario and names them when asked for one that does not exist', { timeout: 120_000 }, async () => {
    const run = promisify(execFile)(process.execPath, [bench, 'no-such-scenario']);
    const failure = await run.then(
      () => undefined,
      (err: { code?: number; stderr?: string }) => err,
    );
    expect(failure?.stderr).toMatch(/Unknown scenario "no-such-scenario"\. Scenarios: .*offboard/);
    expect(failure?.code).toBe(2);
  });
});
