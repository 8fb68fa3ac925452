// Adds up the Vitest and Playwright JSON reports into the one closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

// Suites that skip themselves when a service is not configured, and the variable that brings it.
// CI sets them all, so there a skip here is news; on a laptop the summary says what did not run.
const NEEDS = [{ folder: 'apps/server/test/replicas', env: 'REDIS_URL' }];
const ROOT = resolve(import.meta.dirname, '..');

let passed = 0;
let failed = 0;
let skipped = 0;
/** Vitest files with skipped tests (path from the repository root) → how many. */
const skippedFiles = new Map();
const [vitestFile, playwrightFile] = process.argv.slice(2);

if (vitestFile && existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numFailedTestSuites && !v.numFailedTests ? v.numFailedTestSuites : 0);
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const n = (file.assertionResults ?? []).filter((t) => ['skipped', 'pending', 'todo'].includes(t.status)).length;
    if (n > 0) skippedFiles.set(relative(ROOT, file.name), n);
  }
} else {
  failed += 1;
  console.error('No Vitest report: the unit and API tests did not run.');
}

if (playwrightFile && existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
  if ((p.errors ?? []).length > 0) failed += p.errors.length;
} else if (process.env.SKIP_E2E !== '1') {
  failed += 1;
  console.error('No Playwright report: the browser journeys did not run.');
}

const why = [];
for (const [file, n] of skippedFiles) {
  const need = NEEDS.find((s) => file.startsWith(`${s.folder}/`));
  const reason = need && !process.env[need.env] ? ` (needs ${need.env})` : '';
  console.log(`skipped: ${file}, ${n} test${n === 1 ? '' : 's'}${reason}`);
  if (reason) why.push(`${need.folder}${reason}`);
}
const because = why.length ? `: ${[...new Set(why)].join(', ')}` : '';
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped${because}` : ''}`);
process.exit(failed > 0 ? 1 : 0);
