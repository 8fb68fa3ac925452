import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries, cycles and hooks rules of eslint.config.js: each is fed a
 * violating snippet at a path in the folder it guards and must refuse it, with the real config.
 * A legitimate neighbour of each snippet passes, so the refusals come from the rule itself.
 */
const ROOT = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('import boundaries (resolved paths, not import text)', () => {
  it('refuses the web importing server code by a relative path', async () => {
    const code = "import { parseConfig } from '../../../server/src/config.ts';\nexport const c = parseConfig;\n";
    expect(await ruleIds('apps/web/src/lib/lint-fixture.ts', code)).toContain('import-x/no-restricted-paths');
    const ok = "import { ApiError } from './api-error';\nexport const c = ApiError;\n";
    expect(await ruleIds('apps/web/src/lib/lint-fixture.ts', ok)).toEqual([]);
  });

  it('refuses the contracts importing server code by a relative path', async () => {
    const code = "import { parseConfig } from '../../../apps/server/src/config.ts';\nexport const c = parseConfig;\n";
    expect(await ruleIds('packages/contracts/src/lint-fixture.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it("refuses a module importing another module's repository, however the path is written", async () => {
    const code = "import * as users from '../../modules/users/users.repository.ts';\nexport const u = users;\n";
    expect(await ruleIds('apps/server/src/modules/reports/lint-fixture.service.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('apps/server/src/modules/reports/lint-fixture.repository.ts', code)).toContain('import-x/no-restricted-paths');
    const own = "import * as repo from './reports.repository.ts';\nexport const r = repo;\n";
    expect(await ruleIds('apps/server/src/modules/reports/lint-fixture.service.ts', own)).toEqual([]);
  });

  it("refuses a service importing another module's SQL fragment; a repository may compose it", async () => {
    const code = "import { leaderVisible } from '../insights/leader-visible.sql.ts';\nexport const v = leaderVisible;\n";
    expect(await ruleIds('apps/server/src/modules/reports/lint-fixture.service.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('apps/server/src/modules/reports/lint-fixture.repository.ts', code)).toEqual([]);
  });

  it("refuses jobs/ and cli/ importing a module's repository or SQL fragment", async () => {
    const repo = "import * as p from '../modules/pipeline/pipeline.repository.ts';\nexport const r = p;\n";
    const sqlFragment = "import { leaderVisible } from '../modules/insights/leader-visible.sql.ts';\nexport const v = leaderVisible;\n";
    expect(await ruleIds('apps/server/src/jobs/lint-fixture.ts', repo)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('apps/server/src/cli/lint-fixture.ts', repo)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('apps/server/src/jobs/lint-fixture.ts', sqlFragment)).toContain('import-x/no-restricted-paths');
    const service = "import type { PipelineDeps } from '../modules/pipeline/process-submission.ts';\nexport type D = PipelineDeps;\n";
    expect(await ruleIds('apps/server/src/jobs/lint-fixture.ts', service)).not.toContain('import-x/no-restricted-paths');
  });
});

describe('import cycles', () => {
  it('refuses a server file importing one that imports it back', async () => {
    // http/error-handler.ts imports lib/identity-store.ts; importing it back closes the loop.
    const code = "import { registerErrorHandler } from '../http/error-handler.ts';\nexport const h = registerErrorHandler;\n";
    expect(await ruleIds('apps/server/src/lib/identity-store.ts', code)).toContain('import-x/no-cycle');
  });

  it('refuses a web file importing one that imports it back', async () => {
    // api-client.ts imports api-error.ts; api-error.ts importing api-client.ts closes the loop.
    const code = "import { call } from './api-client';\nexport const f = call;\n";
    expect(await ruleIds('apps/web/src/lib/api-error.ts', code)).toContain('import-x/no-cycle');
  });
});

describe('React hooks', () => {
  it('refuses a hook called conditionally (rules-of-hooks)', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Panel({ open }: { open: boolean }) {',
      '  if (!open) return null;',
      '  const [n] = useState(0);',
      '  return <p>{n}</p>;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds('apps/web/src/features/users/components/lint-fixture.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });

  it('refuses an effect that leaves out a value it reads (exhaustive-deps)', async () => {
    const code = [
      "import { useEffect } from 'react';",
      'export function Title({ name }: { name: string }) {',
      '  useEffect(() => {',
      '    document.title = name;',
      '  }, []);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds('apps/web/src/features/users/components/lint-fixture.tsx', code)).toContain('react-hooks/exhaustive-deps');
  });
});

describe("the insight's one owner (modules/insights)", () => {
  const schema = "import { submissions } from '../../db/schema/index.ts';";

  it('refuses a write to the insights table outside modules/insights, by builder or by raw SQL', async () => {
    const builder = `${schema}\nexport const close = (db: any) => db.update(submissions).set({ stage: 'closed' });\n`;
    expect(await ruleIds('apps/server/src/modules/reports/lint-fixture.repository.ts', builder)).toContain('no-restricted-syntax');
    const raw = "import { sql } from 'drizzle-orm';\nexport const q = sql`update submissions set stage = 'closed'`;\n";
    expect(await ruleIds('apps/server/src/modules/reachouts/lint-fixture.repository.ts', raw)).toContain('no-restricted-syntax');
    const insert = "import { sql } from 'drizzle-orm';\nexport const q = sql`insert into submissions (body) values ('x')`;\n";
    expect(await ruleIds('apps/server/src/jobs/lint-fixture.ts', insert)).toContain('no-restricted-syntax');
    // The owner may; a read in a named reader may.
    expect(await ruleIds('apps/server/src/modules/insights/lint-fixture.sql.ts', builder)).toEqual([]);
    const read = `${schema}\nexport const q = (db: any) => db.select().from(submissions);\n`;
    expect(await ruleIds('apps/server/src/modules/reports/reports.repository.ts', read)).toEqual([]);
  });

  it('refuses a file that is not a named reader importing the insights table; a type import is fine', async () => {
    const read = `${schema}\nexport const q = (db: any) => db.select().from(submissions);\n`;
    expect(await ruleIds('apps/server/src/modules/billing/lint-fixture.repository.ts', read)).toContain('no-restricted-syntax');
    const typeOnly = "import type { submissions } from '../../db/schema/index.ts';\nexport type S = typeof submissions;\n";
    expect(await ruleIds('apps/server/src/modules/billing/lint-fixture.repository.ts', typeOnly)).toEqual([]);
  });
});
