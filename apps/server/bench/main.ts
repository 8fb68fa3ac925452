import { benchAi } from './ai-eval.ts';
import { benchAiSpeed, classifySideBySide } from './ai-speed.ts';
import { benchClassify } from './pipeline-ai.ts';
import { benchTopicClassify } from './pipeline-topics.ts';
import { benchPipelineReplica, EARLIER_WORK } from './pipeline-replica.ts';
import { measureInsightsApi } from './insights-api.ts';
import { benchListCost, formatListCost } from './list-cost.ts';
import { benchListCpu } from './list-cpu.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchDashboardTrace } from './dashboard-trace.ts';
import { benchLoad } from './load.ts';
import { benchImportUsers } from './import-users.ts';
import { benchExportMemory } from './export-memory.ts';
import { benchOffboard } from './offboard.ts';
import { benchExportScaling, formatExportScaling } from './export-scaling.ts';
import { benchResponseSerializer } from './response-serializer.ts';
import { benchBundle } from './bundle.ts';
import { benchFloor, formatFloor } from './floor.ts';
import { printBudgetTable, record } from './budget-table.ts';

/**
 * `npm run bench [-- scenario...]`: speed and memory figures (ARCHITECTURE §8). Targets are
 * checked here, not in timed tests. Scenarios: ai, ai-speed, pipeline, insights-api, list-cost, list-cpu, floor,
 * load, responses, import, export, export-scaling, offboard, bundle, lighthouse, dashboard-trace. All but ai, ai-speed,
 * responses and bundle need DATABASE_URL (or BENCH_DATABASE_URL; ai and ai-speed measure the pipeline only with it);
 * bundle, lighthouse and dashboard-trace need `npm run build`, lighthouse
 * Debian's Chromium. The run ends with the performance budget table (budget-table.ts).
 */
const SCENARIOS: Record<string, () => Promise<void>> = {
  async ai() {
    await benchAi();
    await benchAiSpeed();
  },
  'ai-speed': () => benchAiSpeed(),
  async 'insights-api'() {
    const r = await measureInsightsApi();
    // A kept list's row shows, as its "before", the same call computed every time in the same rounds.
    const computedOf = (name: string) => r.computed.find((c) => c.name.startsWith(`${name.replace(/ \/ floor$/, '')} (computed`));
    // A ratio over failed answers is no figure (a 401 is fast): it shows as NaN, missed.
    const figure = (x: { median: number; errors: number }) => (x.errors ? Number.NaN : x.median);
    for (const c of r.calls) {
      const name = c.name.replace(/^\/| \/ floor$/g, '');
      const computed = computedOf(c.name);
      record(`list.${name}/floor`, figure(c), computed ? `${computed.median.toFixed(2)} computed each call (same run)` : undefined);
      if (computed) record(`list.${name}.computed/floor`, figure(computed));
    }
    record('list.oneClientP50', r.oneClientP50);
  },
  'list-cpu': benchListCpu,
  async 'list-cost'() {
    const costs = await benchListCost();
    for (const r of costs) console.log(formatListCost(r));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const of = (name: string) => costs.find((c) => c.name === name);
    const submissions = of('/findSubmissions');
    const chart = of('/fetchSubmissionsChartData');
    if (submissions) record('pg.findSubmissions20kVs1k', median(submissions.ratios));
    if (chart) record('pg.chart400Vs40', median(chart.ratios));
  },
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
  async export() {
    const [small, large] = await benchExportMemory();
    if (!small || !large) return;
    const growth = large.peakGrowthMb - small.peakGrowthMb;
    record('export.peakGrowth', growth, `${small.peakGrowthMb.toFixed(0)} MB at 10,000 rows (same run)`);
    console.log(
      `export               CSV of a topic's insights through the server: 10,000 rows in ${small.seconds.toFixed(1)} s, peak memory +${small.peakGrowthMb.toFixed(1)} MB; ` +
        `100,000 rows in ${large.seconds.toFixed(1)} s, peak +${large.peakGrowthMb.toFixed(1)} MB (${growth.toFixed(1)} MB more; target: constant, <= 16 MB more)`,
    );
  },
  async offboard() {
    const r = await benchOffboard();
    const of = (insights: number, indexed: boolean) => r.runs.filter((x) => x.insights === insights && x.indexed === indexed);
    const [bare, small] = [of(1000, false)[0]!, of(1000, true)[0]!];
    const rounds = of(10_000, true).sort((a, b) => a.seconds - b.seconds);
    const large = rounds[Math.floor(rounds.length / 2)]!;
    record('offboard.remove10k', large.seconds, `${bare.seconds.toFixed(1)} s for 1,000 without the indexes (same run)`);
    const perInsight = (x: { seconds: number; insights: number }) => `${((x.seconds * 1000) / x.insights).toFixed(2)} ms per insight`;
    console.log(
      `offboard             removing an organisation from a database of ${r.databaseInsights.toLocaleString('en')} insights (${r.organisations} organisations): ` +
        `10,000 insights in ${large.seconds.toFixed(2)} s (median of ${rounds.map((x) => x.seconds.toFixed(2)).join(', ')}; target < 5 s in the 1M database); 1,000 in ${small.seconds.toFixed(2)} s, ` +
        `and without the foreign keys' indexes ${bare.seconds.toFixed(2)} s (${perInsight(bare)} vs ${perInsight(small)}, ${(bare.seconds / small.seconds).toFixed(0)}x)`,
    );
  },
  async 'export-scaling'() {
    const figures = await benchExportScaling();
    for (const line of formatExportScaling(figures)) console.log(line);
    record('export.timeRatio', Math.max(...figures.map((f) => f.ratio)));
  },
  async floor() {
    const figures = await benchFloor();
    for (const line of formatFloor(figures)) console.log(line);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const off = figures.find((f) => f.name === 'session cache off');
    const on = figures.find((f) => f.name === 'session cache on');
    if (on) record('floor/bare', median(on.ratios), off ? `${median(off.ratios).toFixed(2)} (cache off, same run)` : undefined);
  },
  async bundle() {
    const b = await benchBundle();
    console.log(
      `bundle               /login initial JS ${b.loginKb.toFixed(1)} KB gzip as served (budget 200), whole app ${b.wholeKb.toFixed(1)} KB (budget 350)`,
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
        `lighthouse ${r.page.padEnd(10)} ${r.formFactor.padEnd(7)}  performance ${s.performance}  accessibility ${s.accessibility}  best-practices ${s['best-practices']}  (${r.metrics})${r.failing.length ? `  (losing points: ${r.failing.join(', ')})` : ''}`,
      );
    }
  },
  async 'dashboard-trace'() {
    await benchDashboardTrace();
  },
  async pipeline() {
    const ai = await benchClassify();
    console.log(
      `pipeline/local-ai    ${ai.perSecond.toFixed(0)} insights/s wall on one core, 50 candidates (the budget, >= 40 per CPU second at 200 topics, is ai-speed's), peak RSS ${ai.rssMb.toFixed(0)} MB`,
    );
    // The budget's worst case: one organisation, 200 open topics of full-length profiles.
    const t = await benchTopicClassify();
    console.log(
      `pipeline/topics      classification at 200 full topics, one core: ${t.stored.toFixed(0)}/s from stored topic data vs ${t.text.toFixed(0)}/s from profile text (none ${t.none.toFixed(0)}/s; target >= 200); first insight cold ${t.storedColdMs.toFixed(0)} vs ${t.textColdMs.toFixed(0)} ms`,
    );
    // With the sentence encoder (every text new, so its memo never answers), beside the
    // word-vector model in the same run.
    const enc = await classifySideBySide();
    record('pipeline.classify200', enc.encoder.cpu, `${enc.wordVectors.cpu.toFixed(0)}/s word vectors, same run`);
    record('pipeline.classifyBacklog', enc.backlog.cpu, `${enc.encoder.cpu.toFixed(0)}/s one at a time, same run`);
    const r = await benchPipelineReplica(
      [
        { name: 'earlier options', work: EARLIER_WORK, count: 300 },
        { name: 'burst + concurrency', count: 600 },
      ],
      3,
    );
    for (const x of r.runs)
      console.log(
        `pipeline/replica     ${x.name.padEnd(20)} ${x.perSecond.toFixed(0)} insights/s (budget >= 30 per replica), replica ${(x.cpuBusy * 100).toFixed(0)} % of a core`,
      );
    const [earlier, now] = r.runs;
    if (now)
      record('pipeline.endToEnd', now.perSecond, earlier ? `${earlier.perSecond.toFixed(0)}/s (earlier options, same run)` : undefined);
    const span = (xs: number[]) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}`;
    console.log(
      `pipeline/restart     first insight after a restart ${span(r.restarts.map((x) => x.ms))} ms (target < 50): to classification ${span(r.restarts.map((x) => x.toClassify))}, classification ${span(r.restarts.map((x) => x.classify))} ms`,
    );
    const restarts = r.restarts.map((x) => x.ms).sort((a, b) => a - b);
    record('pipeline.firstAfterRestart', restarts[Math.floor(restarts.length / 2)]!);
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
