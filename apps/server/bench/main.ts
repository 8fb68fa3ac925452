import { benchAi } from './ai-eval.ts';
import { benchClassify } from './pipeline-ai.ts';
import { benchPipelineDb } from './pipeline-db.ts';
import { benchInsightsApi } from './insights-api.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLoad } from './load.ts';
import { benchImportUsers } from './import-users.ts';
import { benchResponseSerializer } from './response-serializer.ts';
import { benchBundle } from './bundle.ts';
import { printBudgetTable, record } from './budget-table.ts';

/**
 * `npm run bench [-- scenario...]`: speed and memory figures (ARCHITECTURE §8). Targets are
 * checked here, not in timed tests. Scenarios: ai, pipeline, insights-api, load, responses, import, bundle, lighthouse (all but ai, pipeline,
 * responses and bundle need
 * DATABASE_URL or BENCH_DATABASE_URL; bundle and lighthouse also need `npm run build`, lighthouse Debian's Chromium). The
 * run ends with issue 20's budget table (budget-table.ts) of what it measured.
 */
const SCENARIOS: Record<string, () => Promise<void>> = {
  ai: benchAi,
  'insights-api': benchInsightsApi,
  load: benchLoad,
  async responses() {
    const r = await benchResponseSerializer();
    record('responses.schemaVsPlain', r.ratio, `× ${r.roundTripRatio.toFixed(2)} (same run)`);
    console.log(
      `responses            /findSubmissions page of 50 through its response schema ${r.schemaUs.toFixed(0)} µs vs plain JSON ${r.plainUs.toFixed(0)} µs per answer: ${r.ratio.toFixed(1)}x (range ${r.range[0]!.toFixed(1)}-${r.range[1]!.toFixed(1)}x); with the JSON round trip it replaced ${r.roundTripRatio.toFixed(1)}x`,
    );
  },
  async import() {
    const r = await benchImportUsers(Number(process.env.BENCH_IMPORT_COUNT ?? 20_000));
    record('import.addWrite', r.add.writeSeconds);
    const mark = (seconds: number, target: number) => `${seconds.toFixed(2)} s (target < ${target} s${seconds < target ? '' : ', MISSED'})`;
    console.log(
      `import               ${r.count} rows (${(r.bytes / 1024 / 1024).toFixed(1)} MB CSV, ${r.errorRows} with an unknown department) over HTTP`,
    );
    console.log(
      `  add     preview (upload, parse, check every row) ${mark(r.add.previewSeconds, 2)}, ${r.add.flagged} rows flagged; write ${mark(r.add.writeSeconds, 10)}, ${r.add.added} added`,
    );
    console.log(
      `  update  preview (Business Email, Designation) ${mark(r.update.previewSeconds, 2)}; write ${mark(r.update.writeSeconds, 10)}, ${r.update.updated} updated`,
    );
  },
  async bundle() {
    const b = await benchBundle();
    console.log(
      `bundle               /login initial JS ${b.loginKb.toFixed(1)} KB gzip (budget 200), whole app ${b.wholeKb.toFixed(1)} KB (budget 350)`,
    );
    record('bundle.login', b.loginKb);
    record('bundle.whole', b.wholeKb);
  },
  async lighthouse() {
    const results = await benchLighthouse();
    const mobile = results.filter((r) => r.formFactor === 'mobile');
    for (const r of mobile) record(`lighthouse.${r.page}`, r.scores.performance);
    if (mobile.length) record('lighthouse.bestPractices', Math.min(...mobile.map((r) => r.scores['best-practices'])));
    for (const r of results) {
      const s = r.scores;
      console.log(
        `lighthouse ${r.page.padEnd(10)} ${r.formFactor.padEnd(7)}  performance ${s.performance}  accessibility ${s.accessibility}  best-practices ${s['best-practices']}${r.failing.length ? `  (losing points: ${r.failing.join(', ')})` : ''}`,
      );
    }
  },
  async pipeline() {
    const ai = await benchClassify();
    console.log(
      `pipeline/local-ai    ${ai.perSecond.toFixed(0)} insights/s on one core (target >= 100), peak RSS ${ai.rssMb.toFixed(0)} MB`,
    );
    const db = await benchPipelineDb(Number(process.env.BENCH_PIPELINE_COUNT ?? 1000));
    console.log(
      `pipeline/end-to-end  ${db.perSecond.toFixed(0)} insights/s (${db.count} insights, one worker: classify + topic + write), peak RSS ${db.rssMb.toFixed(0)} MB`,
    );
  },
};

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = asked.length ? asked : Object.keys(SCENARIOS);
for (const name of names) {
  const run = SCENARIOS[name];
  if (!run) {
    console.error(`Unknown scenario "${name}". Scenarios: ${Object.keys(SCENARIOS).join(', ')}`);
    process.exit(2);
  }
  console.log(`== ${name}`);
  await run();
}
printBudgetTable();
process.exit(process.exitCode ?? 0);
