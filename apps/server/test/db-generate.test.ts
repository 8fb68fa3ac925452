import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const server = join(import.meta.dirname, '..');

/**
 * `npm run db:generate` (README) makes the next migration from the schema files, by comparing them
 * with the newest snapshot in migrations/meta. It refused to run at all when three snapshots named
 * the same parent, and a snapshot behind the schema files makes it write again, as "new", tables
 * that exist. On a copy of the migrations: the snapshots form one chain and the newest one is the
 * schema files, so it finds nothing to do.
 */
describe('npm run db:generate', () => {
  it('runs, and finds the schema files equal to the newest snapshot', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'voyce-db-generate-'));
    try {
      await cp(join(server, 'src', 'db', 'migrations'), join(dir, 'migrations'), { recursive: true });
      const config = join(server, `drizzle-test-${process.pid}.config.ts`);
      // drizzle-kit reads `out` relative to where it runs, whatever its form.
      await writeFile(
        config,
        `export default { dialect: 'postgresql', schema: './src/db/schema/index.ts', out: ${JSON.stringify(relative(server, join(dir, 'migrations')))} };\n`,
      );
      try {
        const { stdout, stderr } = await promisify(execFile)(
          process.execPath,
          [join(server, '..', '..', 'node_modules', 'drizzle-kit', 'bin.cjs'), 'generate', '--config', config],
          {
            cwd: server,
          },
        );
        expect(stdout + stderr).toContain('No schema changes');
      } finally {
        await rm(config, { force: true });
      }
      const before = await readdir(join(server, 'src', 'db', 'migrations'));
      expect(await readdir(join(dir, 'migrations'))).toEqual(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
