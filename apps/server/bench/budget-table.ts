/**
 * The performance budget table, printed at the end of `npm run bench`: each row's figure from this
 * run beside the figure before the speed work and the goal (ARCHITECTURE §8). The
 * scenarios record what they measure; a row whose scenario did not run says so. Figures are
 * ratios within one run where the box's noise would make absolutes meaningless.
 */
type Row = { key: string; measure: string; before: string; goal: string; show: (v: number) => string; met: (v: number) => boolean };

const x = (v: number) => `× ${v.toFixed(2)}`;
const perSecond = (v: number) => `${v.toFixed(0)}/s`;
const ratio = (v: number) => v.toFixed(2);

const ROWS: Row[] = [
  {
    key: 'pipeline.endToEnd',
    measure: 'pipeline end to end, one replica, 200 open topics',
    before: '19/s',
    // The sentence encoder's ~18 ms per insight (text, sentences and heads); was >= 100/s with word vectors alone.
    goal: '>= 30/s',
    show: perSecond,
    met: (v) => v >= 30,
  },
  {
    key: 'pipeline.classify200',
    measure: 'local classification with the sentence encoder (text and sentences), 200 open topics, every text new, per CPU second',
    before: '22.5/s (the text alone, wall)',
    goal: '>= 40/s per core',
    show: perSecond,
    met: (v) => v >= 40,
  },
  {
    key: 'pipeline.classifyBacklog',
    measure: "the same, a backlog in the pipeline worker's job batches of 10 (encoded in one call)",
    before: '28-33/s (one at a time)',
    goal: '>= 40/s per core',
    show: perSecond,
    met: (v) => v >= 40,
  },
  {
    key: 'ai.encoderMemory',
    measure: 'process peak RSS with the sentence encoder over the word-vector model (300 insights)',
    before: '+166-171 MB',
    goal: '<= +200 MB',
    show: (v) => `+${v.toFixed(0)} MB`,
    met: (v) => v <= 200,
  },
  {
    key: 'pipeline.firstAfterRestart',
    measure: 'first insight after a restart, 200 long topics',
    before: '1,055 ms',
    goal: '< 50 ms',
    show: (v) => `${v.toFixed(0)} ms`,
    met: (v) => v < 50,
  },
  ...(['findSubmissionGroups', 'findSubmissions', 'fetchSubmissionsChartData'] as const).map((call, i) => ({
    key: `list.${call}/floor`,
    measure: `/${call} vs the authenticated floor route, req/s`,
    before: ['0.39', '0.53', '0.64'][i]!,
    goal: '>= 0.60',
    show: ratio,
    met: (v: number) => v >= 0.6,
  })),
  ...(['findSubmissionGroups', 'findSubmissions', 'fetchSubmissionsChartData'] as const).map((call, i) => ({
    key: `list.${call}.computed/floor`,
    measure: `/${call} computed each call (no answer cache) vs the floor route, req/s`,
    before: ['0.30', '0.36', '0.66'][i]!,
    goal: '>= 0.60',
    show: ratio,
    met: (v: number) => v >= 0.6,
  })),
  {
    key: 'list.oneClientP50',
    measure: 'list calls, one-client service time p50 (slowest call)',
    before: '—',
    goal: '<= 2 ms',
    show: (v) => `${v.toFixed(2)} ms`,
    met: (v) => v <= 2,
  },
  {
    key: 'floor/bare',
    measure: 'floor route vs bare Fastify, req/s',
    before: '0.18–0.20',
    goal: '>= 0.30',
    show: ratio,
    met: (v) => v >= 0.3,
  },
  {
    key: 'load.mixedVsBare',
    measure: 'mixed load, 200 connections: req/s vs bare Fastify',
    before: '—',
    goal: '>= 10 %',
    show: (v) => `${v.toFixed(1)} %`,
    met: (v) => v >= 10,
  },
  {
    key: 'load.listP99',
    measure: 'mixed load, 200 connections: list calls p99 (slowest list)',
    before: '—',
    goal: '<= 250 ms',
    show: (v) => `${v.toFixed(0)} ms`,
    met: (v) => v <= 250,
  },
  {
    key: 'load.errors',
    measure: 'mixed load, 200 connections: errors',
    before: '—',
    goal: '0',
    show: String,
    met: (v) => v === 0,
  },
  {
    key: 'pg.findSubmissions20kVs1k',
    measure: '/findSubmissions PostgreSQL CPU per call, 20k vs 1k insights',
    before: '× 1.66',
    goal: '<= × 1.2',
    show: x,
    met: (v) => v <= 1.2,
  },
  {
    key: 'pg.chart400Vs40',
    measure: 'chart PostgreSQL CPU per call, 400 vs 40 topics',
    before: '× 2.56',
    goal: '<= × 1.3',
    show: x,
    met: (v) => v <= 1.3,
  },
  { key: 'lighthouse./login', measure: 'Lighthouse mobile /login', before: '61', goal: '>= 90', show: String, met: (v) => v >= 90 },
  { key: 'lighthouse./dashboard', measure: 'Lighthouse mobile /dashboard', before: '54', goal: '>= 85', show: String, met: (v) => v >= 85 },
  {
    key: 'lighthouse.bestPractices',
    measure: 'best practices (lowest page, mobile)',
    before: '96',
    goal: '100',
    show: String,
    met: (v) => v >= 100,
  },
  {
    key: 'bundle.whole',
    measure: 'whole-app JS gzip as served (.gz)',
    before: '365 KB',
    goal: '<= 350 KB',
    show: (v) => `${v.toFixed(1)} KB`,
    met: (v) => v <= 350,
  },
  {
    key: 'bundle.login',
    measure: '/login initial JS gzip as served (.gz)',
    before: '190.7 KB',
    goal: '<= 200 KB',
    show: (v) => `${v.toFixed(1)} KB`,
    met: (v) => v <= 200,
  },
  {
    key: 'import.addWrite',
    measure: 'import of 20,000 rows (about 5 MB): write',
    before: '4.8–5.4 s',
    goal: '< 10 s',
    show: (v) => `${v.toFixed(1)} s`,
    met: (v) => v < 10,
  },
  {
    key: 'export.peakGrowth',
    measure: 'CSV export of 100,000 rows: server peak memory over 10,000 rows',
    before: '—',
    goal: 'constant (<= 16 MB)',
    show: (v) => `${v >= 0 ? '+' : ''}${v.toFixed(1)} MB`,
    met: (v) => v <= 16,
  },
  {
    key: 'offboard.remove10k',
    measure: 'removing an organisation of 10,000 insights (database of BENCH_OFFBOARD_INSIGHTS; the budget is at 1M)',
    before: '81 s for 1,000 insights (1M database)',
    goal: '< 5 s',
    show: (v) => `${v.toFixed(2)} s`,
    met: (v) => v < 5,
  },
  {
    key: 'export.timeRatio',
    measure: 'every export and report, 100,000 vs 10,000 rows: time (worst)',
    before: '× 79.4 (topic summary report)',
    goal: '<= × 11',
    show: x,
    met: (v) => v <= 11,
  },
  {
    key: 'responses.schemaVsPlain',
    measure: 'answer through its schema vs plain JSON (50 rows)',
    before: '× 2.0 (same run)',
    goal: 'as low as it goes',
    show: x,
    met: () => true,
  },
];

const recorded = new Map<string, number>();
const beforeInRun = new Map<string, string>();

/** A figure of this run for the table; `before` when the scenario also measured the old way side by side. */
export function record(key: string, value: number, before?: string): void {
  if (!ROWS.some((r) => r.key === key)) throw new Error(`bench: no row of the budget table is named ${key}`);
  recorded.set(key, value);
  if (before !== undefined) beforeInRun.set(key, before);
}

export function printBudgetTable(): void {
  if (recorded.size === 0) return;
  const lines = ROWS.map((r) => {
    const v = recorded.get(r.key);
    const now = v === undefined ? '(not run)' : r.show(v);
    const verdict = v === undefined ? '' : r.met(v) ? 'met' : 'MISSED';
    return [r.measure, beforeInRun.get(r.key) ?? r.before, now, r.goal, verdict];
  });
  const head = ['measure', 'before (issue 20)', 'this run', 'goal', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log('\n== budget table (issue 20; ARCHITECTURE §8)');
  console.log(fmt(head));
  for (const l of lines) console.log(fmt(l));
}
