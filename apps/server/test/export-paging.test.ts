import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, seedOrg } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { download, parseCsv } from './workspace-fixtures.ts';

/**
 * Every export and report that streams a file page by page (a keyset: each page starts after
 * the last row of the one before). A deep page must read its own rows from an index range, in
 * order: no scan from the first row to the cursor and no sort of the whole set, else a file of
 * n rows costs n²/page. And paging through rows that tie on the sort key (a bulk insert writes
 * one timestamp to thousands of rows, to the microsecond) gives every row exactly once, in order.
 */
// The services' page sizes: exports, audit and reports; the reach-out list's pages.
const PAGE = 1000;
const REACHOUT_PAGE = 200;
const N = 12_000;
const N_REACHOUTS = 3000;

type Statement = { query: string; params: unknown[] };
let t: TestApp;
let capturing = false;
const statements: Statement[] = [];
let org: string;
let leader: string;
let deepTopic: string;
let deepReachout: string;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logQuery: (query, params) => {
        if (capturing) statements.push({ query, params });
      },
    },
  );
  const s = await seedOrg(t.db);
  org = s.org.id;
  leader = await login(t, s.admin.businessEmail);
  // Seeded without the tally and list-version triggers (row by row they cost seconds here, and
  // no export reads what they keep); this database is the file's own.
  await t.pool.query(`alter table submissions disable trigger user; alter table submission_groups disable trigger user`);
  // One topic of N insights, in ties of 1,500 on created_at (with microseconds, as now() writes
  // them), each marked as win in ties of 500 on marked_as_win_at. Created in February: not in
  // the topic summary's range (March), whose rows are topics of one insight each.
  deepTopic = (
    await t.pool.query<{ id: string }>(
      `insert into submission_groups (organization_id, topic, theme, severity) values ($1, 'Deep', 'Bench', 2) returning id`,
      [org],
    )
  ).rows[0]!.id;
  await t.pool.query(
    `insert into submissions (organization_id, topic_id, body, stage, severity, created_at, marked_as_win_at)
     select $1, $2, 'Deep ' || s, 'processed', 2,
       timestamptz '2025-02-20 12:00:00.123456+00' - floor(s / 1500) * interval '1 second',
       timestamptz '2025-03-02 09:00:00.654321+00' + floor(s / 500) * interval '1 millisecond'
     from generate_series(1, ${N}) s`,
    [org, deepTopic],
  );
  // N topics of one insight each (the topic summary's rows), in ties of 500 on created_at.
  await t.pool.query(
    `with g as (
       insert into submission_groups (organization_id, topic, theme, severity, created_at)
       select $1, 'Summary ' || s, 'Bench', 1 + s % 3, timestamptz '2025-03-03 08:00:00.111111+00' + floor(s / 500) * interval '1 millisecond'
       from generate_series(1, ${N}) s
       returning id, topic)
     insert into submissions (organization_id, topic_id, body, stage, severity, created_at)
     select $1, g.id, g.topic || ' insight', 'processed', 1,
       timestamptz '2025-03-04 10:00:00.222222+00' - floor(substr(g.topic, 9)::int / 1500) * interval '1 second'
     from g`,
    [org],
  );
  // N audit entries in ties of 1,500.
  await t.pool.query(
    `insert into audit_log (organization_id, actor_id, actor_name, action, target_type, target_id, created_at)
     select $1, $2, 'Admin Tester', 'settings.structure_created', 'division', s::text,
       timestamptz '2025-03-05 07:00:00.333333+00' - floor(s / 1500) * interval '1 second'
     from generate_series(1, ${N}) s`,
    [org, s.admin.id],
  );
  // N_REACHOUTS reach-outs in ties of 500 on created_at; the first one's answers are the topic's N insights.
  deepReachout = (
    await t.pool.query<{ id: string; title: string }>(
      `insert into reachouts (organization_id, title, body, send_as, prompter_id, created_at)
       select $1, 'Reach-out ' || s, 'How are the nights?', 'myself', $2,
         timestamptz '2025-03-06 09:00:00.444444+00' + floor(s / 500) * interval '1 millisecond'
       from generate_series(1, ${N_REACHOUTS}) s
       returning id, title`,
      [org, s.admin.id],
    )
  ).rows.find((r) => r.title === 'Reach-out 1')!.id;
  await t.pool.query(`update submissions set reachout_id = $1 where topic_id = $2`, [deepReachout, deepTopic]);
  await t.pool.query(`alter table submissions enable trigger user; alter table submission_groups enable trigger user`);
  await t.pool.query('analyze');
}, 120_000);
afterAll(() => t.close());

/** Runs the call with the app's SQL captured; answers the CSV's records (header first) and the statements. */
async function run(url: string, body: object, fileUrl: (data: Record<string, unknown>) => unknown) {
  statements.length = 0;
  capturing = true;
  const res = await post(t, url, body, leader).finally(() => (capturing = false));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const file = await download(t, fileUrl(res.body.data) as string);
  expect(file.status).toBe(200);
  return { records: parseCsv(file.text), statements: [...statements] };
}

const MARCH = { timespan: 'custom_range', startDate: '2025-03-01', endDate: '2025-03-31' };
const report = (reportOptions: object) => run('/generateReport', { organizationId: org, reportOptions }, (d) => d.signedUrl);

type Export = {
  name: string;
  /** The call and where its answer names the file. */
  call: () => ReturnType<typeof run>;
  /** The page statements among those the call ran. */
  isPage: (query: string) => boolean;
  /** The tables whose rows a page reads, and the page's size. */
  tables: string[];
  page: number;
  /** The rows in the file's order, by SQL written here; `column`: the CSV column that names a row. */
  expected: () => Promise<string[]>;
  column: number;
};

const rowsOf = async (sql: string) => (await t.pool.query<{ v: string }>(sql, [org])).rows.map((r) => r.v);

const EXPORTS: Export[] = [
  {
    name: "a topic's insights (/exportInsightsDetails)",
    call: () =>
      run('/exportInsightsDetails', { filter: { organizationId: org, topicId: deepTopic } }, (d) => (d.data as { url: string }).url),
    isPage: (q) => /from "submissions"/.test(q) && /order by/i.test(q) && !/count\(/.test(q),
    tables: ['submissions'],
    page: PAGE,
    expected: () =>
      rowsOf(`select body v from submissions where organization_id = $1 and topic_id = '${deepTopic}' order by created_at desc, id desc`),
    column: 0,
  },
  {
    name: 'the audit log (/exportAuditLog)',
    call: () => run('/exportAuditLog', { filter: { organizationId: org } }, (d) => d.url),
    isPage: (q) => /from "audit_log"/.test(q) && /order by/i.test(q) && !/count\(/.test(q) && !/distinct/.test(q),
    tables: ['audit_log'],
    page: PAGE,
    expected: () => rowsOf(`select coalesce(target_id, '') v from audit_log where organization_id = $1 order by created_at desc, id desc`),
    column: 5,
  },
  {
    name: 'the audit log of one action (/exportAuditLog)',
    call: () => run('/exportAuditLog', { filter: { organizationId: org, actions: ['settings.structure_created'] } }, (d) => d.url),
    isPage: (q) => /from "audit_log"/.test(q) && /order by/i.test(q) && !/count\(/.test(q) && !/distinct/.test(q),
    tables: ['audit_log'],
    page: PAGE,
    expected: () =>
      rowsOf(
        `select target_id v from audit_log where organization_id = $1 and action = 'settings.structure_created' order by created_at desc, id desc`,
      ),
    column: 5,
  },
  {
    name: 'the submissions report',
    call: () => report({ reportType: 'submissions' }),
    isPage: (q) => /from "submissions"/.test(q) && /string_agg/.test(q),
    tables: ['submissions'],
    page: PAGE,
    expected: () =>
      rowsOf(
        `select body v from submissions where organization_id = $1 and stage in ('processed', 'closed') order by created_at desc, id desc`,
      ),
    column: 0,
  },
  {
    name: 'the wins report',
    call: () => report({ reportType: 'wins', ...MARCH }),
    isPage: (q) => /from "submissions"/.test(q) && /order by "submissions"."marked_as_win_at"/.test(q),
    tables: ['submissions'],
    page: PAGE,
    expected: () =>
      rowsOf(
        `select body v from submissions where organization_id = $1 and stage in ('processed', 'closed')
           and marked_as_win_at >= '2025-03-01' and marked_as_win_at < '2025-04-01' order by marked_as_win_at, id`,
      ),
    column: 0,
  },
  {
    name: 'the topic summary report',
    call: () => report({ reportType: 'topicSummary', ...MARCH }),
    isPage: (q) => /from "submission_groups"/.test(q) && /keyTakeaway/.test(q),
    tables: ['submission_groups', 'submissions'],
    page: PAGE,
    expected: () =>
      rowsOf(
        `select g.topic v from submission_groups g where g.organization_id = $1 and exists (select 1 from submissions s
           where s.organization_id = g.organization_id and s.topic_id = g.id and s.stage in ('processed', 'closed')
             and s.created_at >= '2025-03-01' and s.created_at < '2025-04-01')
         order by g.severity desc, g.created_at, g.id`,
      ),
    column: 0,
  },
  {
    name: 'the reach-out list (/exportReachouts)',
    call: () => run('/exportReachouts', { filter: { organizationId: org } }, (d) => d.url),
    isPage: (q) => /from "reachouts" left join "users"/.test(q),
    tables: ['reachouts'],
    page: REACHOUT_PAGE,
    expected: () => rowsOf(`select title v from reachouts where organization_id = $1 order by created_at desc, id desc`),
    column: 0,
  },
  {
    name: "a reach-out's answers (/exportReachoutDetails)",
    call: () =>
      run('/exportReachoutDetails', { filter: { organizationId: org, id: deepReachout } }, (d) => (d.data as { url: string }).url),
    isPage: (q) => /from "submissions" left join "submission_groups"/.test(q),
    tables: ['submissions'],
    page: PAGE,
    expected: () =>
      rowsOf(
        `select body v from submissions where organization_id = $1 and reachout_id = '${deepReachout}'
           and stage in ('processed', 'closed') order by created_at, id`,
      ),
    column: 0,
  },
  {
    name: 'the reach-out summary report',
    call: () => report({ reportType: 'reachoutSummary', ...MARCH }),
    isPage: (q) => /from "reachouts" left join "users"/.test(q),
    tables: ['reachouts'],
    page: REACHOUT_PAGE,
    expected: () =>
      rowsOf(
        `select title v from reachouts where organization_id = $1 and created_at >= '2025-03-01' and created_at < '2025-04-01'
         order by created_at, id`,
      ),
    column: 0,
  },
];

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];
/** Rows of `table` the plan looked at: those it returned and those its filters threw away. */
const rowsRead = (plan: PlanNode, table: string) =>
  nodesOf(plan)
    .filter((n) => n['Relation Name'] === table)
    .reduce(
      (sum, n) =>
        sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) * n['Actual Loops'],
      0,
    );
/** The plan as indented lines: each node, its table or index, and the rows it read. */
const describePlan = (n: PlanNode & { 'Index Name'?: string }, depth = 0): string =>
  [
    `${'  '.repeat(depth)}${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}` +
      ` rows=${n['Actual Rows']} loops=${n['Actual Loops']}${n['Rows Removed by Filter'] ? ` removed=${n['Rows Removed by Filter']}` : ''}`,
    ...(n.Plans ?? []).map((c) => describePlan(c, depth + 1)),
  ].join('\n');
/** The most rows any Sort node of the plan took in. */
const rowsSorted = (plan: PlanNode) =>
  Math.max(
    0,
    ...nodesOf(plan)
      .filter((n) => n['Node Type'] === 'Sort')
      .flatMap((n) => (n.Plans ?? []).map((c) => c['Actual Rows'] * c['Actual Loops'])),
  );

/**
 * The statement's plan as run with its parameters: the custom plan PostgreSQL makes for them,
 * or (generic) the one it settles on for a statement prepared once per connection and run
 * again and again, as db/statement-cache.ts does.
 */
async function planOf({ query, params }: Statement, generic: boolean): Promise<PlanNode> {
  const client = await t.pool.connect();
  try {
    await client.query('begin');
    let res;
    if (generic) {
      await client.query(`set local plan_cache_mode = force_generic_plan`);
      await client.query(`prepare deep_page as ${query}`);
      // EXECUTE takes its arguments as SQL, not as bound parameters.
      const literal = (v: unknown): string =>
        v === null
          ? 'null'
          : Array.isArray(v)
            ? client.escapeLiteral(`{${v.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`)
            : client.escapeLiteral(v instanceof Date ? v.toISOString() : String(v));
      res = await client.query(`explain (analyze, format json) execute deep_page(${params.map(literal).join(', ')})`);
    } else {
      res = await client.query(`explain (analyze, format json) ${query}`, params);
    }
    return (res.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan;
  } finally {
    await client.query('rollback');
    // Only this statement: the connection's own prepared statements (db/statement-cache.ts) stay.
    if (generic) await client.query('deallocate deep_page').catch(() => {});
    client.release();
  }
}

/** Each export runs once; both of its tests read the same run. */
const runs = new Map<Export, Promise<{ expected: string[]; records: string[][]; statements: Statement[] }>>();
const runOf = (e: Export) => {
  let r = runs.get(e);
  if (!r) {
    // Read first: an export writes its own audit entry once its file is written.
    r = e.expected().then(async (expected) => ({ expected, ...(await e.call()) }));
    runs.set(e, r);
  }
  return r;
};

describe('keyset-paged exports and reports', () => {
  for (const e of EXPORTS) {
    it(`${e.name}: every row exactly once, in order, through ties`, async () => {
      const { expected, records } = await runOf(e);
      const got = records.slice(1).map((r) => r[e.column]);
      expect(expected.length).toBeGreaterThan(10 * e.page);
      expect(got.length).toBe(expected.length);
      expect(new Set(got).size).toBe(got.length);
      expect(got).toEqual(expected);
    }, 60_000);

    it(`${e.name}: a deep page reads only its page, from an index range, with no sort of the whole set`, async () => {
      const pages = (await runOf(e)).statements.filter((s) => e.isPage(s.query));
      expect(pages.length).toBeGreaterThanOrEqual(4);
      // The third page: thousands of rows before its cursor, and many more after it (with only
      // a few pages' worth left, reading them all and sorting is the planner's fair choice).
      const deep = pages[2]!;
      for (const generic of [false, true]) {
        const plan = await planOf(deep, generic);
        const figures = Object.fromEntries([...e.tables.map((table) => [table, rowsRead(plan, table)]), ['sorted', rowsSorted(plan)]]);
        const bound = Object.fromEntries([...e.tables.map((table) => [table, e.page + 10]), ['sorted', e.page]]);
        for (const [k, v] of Object.entries(figures))
          expect(v, `${generic ? 'generic' : 'custom'} plan, ${k}:\n${describePlan(plan)}\n`).toBeLessThanOrEqual(bound[k]!);
      }
    }, 60_000);
  }
});
