import { dashboardInsightFilter, type DashboardFilterInput } from '@voyce/contracts/dashboard-figures';
import { periodRange } from '@voyce/contracts/timespan';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  departmentClassifications,
  departments,
  reachouts,
  submissionDepartments,
  submissionGroups,
  submissions,
  topicDepartments,
} from '../src/db/schema/index.ts';
import { post } from './fixtures.ts';
import { useTestOrg } from './org-fixture.ts';

/**
 * Every figure on the dashboard, the explorer and the reports agrees with a count
 * made directly in the database, for several filter combinations. The organisation is random
 * but seeded (the same every run): topics whose insights differ in priority from their topic,
 * insights filed under one or two departments, closed ones, a spread of dates around every
 * period boundary, and a second organisation that must never be counted.
 */
const fx = useTestOrg({ structure: true, otherStructure: true });
const DAY = 86_400_000;
const TONES = ['positive', 'neutral', 'negative'] as const;
const THEMES = ['Pay & benefits', 'Health & safety', 'Workload'];
const TOPICS = ['Payroll errors', 'Forklift chargers', 'Rota changes', 'Canteen food', 'Parking spaces', 'Night shift pay', 'Training'];

let depts: { id: string; name: string; classificationId: string | null }[] = [];

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

beforeAll(async () => {
  const db = fx.t.db;
  const org = fx.s.org.id;
  const [office] = await db.insert(departmentClassifications).values({ organizationId: org, name: 'Office' }).returning();
  const [finance] = await db
    .insert(departments)
    .values({ organizationId: org, name: 'Finance', departmentClassificationId: office!.id })
    .returning();
  const [people] = await db.insert(departments).values({ organizationId: org, name: 'People' }).returning();
  depts = [fx.st.warehouse, fx.st.sales, finance!, people!].map((d) => ({
    id: d.id,
    name: d.name,
    classificationId: d.departmentClassificationId,
  }));

  const rnd = random(18);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const now = Date.now();
  for (const [i, topic] of TOPICS.entries()) {
    const status = i === 3 ? 'closed' : 'open';
    const insightCount = 6 + Math.floor(rnd() * 14);
    const ages = Array.from({ length: insightCount }, () => Math.floor(rnd() * 130 * DAY));
    const createdAt = new Date(now - Math.max(...ages));
    const lastAt = new Date(now - Math.min(...ages));
    const [g] = await db
      .insert(submissionGroups)
      .values({
        organizationId: org,
        topic,
        theme: THEMES[i % THEMES.length]!,
        severity: 1 + (i % 4),
        status,
        submissionCount: insightCount,
        createdAt,
        lastSubmissionAt: lastAt,
      })
      .returning();
    for (const age of ages) {
      const closed = status === 'closed' || rnd() < 0.2;
      const [row] = await db
        .insert(submissions)
        .values({
          organizationId: org,
          topicId: g!.id,
          body: `${topic}: something to say`,
          stage: closed ? 'closed' : 'processed',
          closedAt: closed ? new Date(now) : null,
          severity: 1 + Math.floor(rnd() * 4),
          tone: pick(TONES),
          theme: THEMES[i % THEMES.length]!,
          createdAt: new Date(now - age),
          processedAt: new Date(now - age),
        })
        .returning({ id: submissions.id });
      const filed = rnd() < 0.3 ? [pick(depts), pick(depts)] : [pick(depts)];
      for (const d of new Set(filed)) {
        await db.insert(submissionDepartments).values({ organizationId: org, submissionId: row!.id, departmentId: d.id });
        await db
          .insert(topicDepartments)
          .values({ organizationId: org, topicId: g!.id, departmentId: d.id, submissionCount: 1 })
          .onConflictDoUpdate({
            target: [topicDepartments.organizationId, topicDepartments.topicId, topicDepartments.departmentId],
            set: { submissionCount: sql`${topicDepartments.submissionCount} + 1` },
          });
      }
    }
    // An insight still in the pipeline: never counted anywhere.
    await db.insert(submissions).values({ organizationId: org, topicId: g!.id, body: 'pending', stage: 'submitted', severity: 4 });
  }
  // The other organisation: same names, never counted.
  const [elsewhere] = await db
    .insert(submissionGroups)
    .values({ organizationId: fx.other.org.id, topic: 'Payroll errors', theme: THEMES[0]!, severity: 4, submissionCount: 1 })
    .returning();
  await db
    .insert(submissions)
    .values({ organizationId: fx.other.org.id, topicId: elsewhere!.id, body: 'x', stage: 'processed', severity: 4 });

  // A Critical topic filed under no department (in no classification's bar but
  // Unassigned's), and the released answers of a reach-out (counted by one rule on every page).
  const [loose] = await db
    .insert(submissionGroups)
    .values({
      organizationId: org,
      topic: 'Fire exits',
      theme: THEMES[1]!,
      severity: 4,
      submissionCount: 3,
      createdAt: new Date(now - 12 * DAY),
      lastSubmissionAt: new Date(now - 2 * DAY),
    })
    .returning();
  for (const age of [12, 5, 2])
    await db.insert(submissions).values({
      organizationId: org,
      topicId: loose!.id,
      body: 'Fire exits: blocked',
      stage: 'processed',
      severity: 4,
      tone: 'negative',
      theme: THEMES[1]!,
      createdAt: new Date(now - age * DAY),
      processedAt: new Date(now - age * DAY),
    });
  const [asked] = await db
    .insert(reachouts)
    .values({ organizationId: org, title: 'The new rota', body: 'How is the new rota?', sendAs: 'organization' })
    .returning();
  const [answers] = await db
    .insert(submissionGroups)
    .values({
      organizationId: org,
      topic: 'Rota answers',
      theme: THEMES[2]!,
      severity: 3,
      reachoutId: asked!.id,
      submissionCount: 5,
      createdAt: new Date(now - 20 * DAY),
      lastSubmissionAt: new Date(now - 3 * DAY),
    })
    .returning();
  for (const age of [20, 15, 9, 6, 3]) {
    const [row] = await db
      .insert(submissions)
      .values({
        organizationId: org,
        topicId: answers!.id,
        reachoutId: asked!.id,
        body: 'Rota answers: it works',
        stage: 'processed',
        severity: 3,
        tone: 'neutral',
        theme: THEMES[2]!,
        createdAt: new Date(now - age * DAY),
        processedAt: new Date(now - age * DAY),
      })
      .returning({ id: submissions.id });
    await db.insert(submissionDepartments).values({ organizationId: org, submissionId: row!.id, departmentId: fx.st.warehouse.id });
  }
  await db
    .insert(topicDepartments)
    .values({ organizationId: org, topicId: answers!.id, departmentId: fx.st.warehouse.id, submissionCount: 5 });
});

type Filter = Omit<DashboardFilterInput, 'organizationId'>;
const FILTERS: Filter[] = [
  {},
  { status: 'all', timespan: 'all_time' },
  { status: 'closed', timespan: 'last_60_days' },
  { timespan: 'this_quarter', severityName: 'High' },
  { timespan: 'last_week' },
  { status: 'all', timespan: 'last_60_days', topic: 'pay' },
  { status: 'all', timespan: 'all_time', departments: [] as string[] },
  // Reach-out answers left out, by the rule the explorer's noReachout states.
  { noReachout: true },
  { status: 'all', timespan: 'all_time', noReachout: true },
];

const SEVERITY = { critical: 4, high: 3, medium: 2, low: 1 } as const;

type Extra = { severity?: number; departmentId?: string; theme?: string; period?: { from: Date; to: Date } };

/** Whether insight `s` is one a filter selects, written straight in SQL from its plain meaning. */
function selected(f: Filter, extra: Extra = {}) {
  const org = fx.s.org.id;
  const period = extra.period ?? periodRange(f.timespan ?? 'last_30_days', new Date());
  const status = f.status ?? 'open';
  // One bound array (a bare array would be spread into a list).
  const departments = f.departments?.length ? sql.param(f.departments) : null;
  return sql`s.organization_id = ${org} and s.stage in ('processed', 'closed')
      and (${status} = 'all' or (${status} = 'open') = (s.closed_at is null))
      and (${period?.from ?? null}::timestamptz is null or s.created_at >= ${period?.from ?? null}::timestamptz)
      and (${period?.to ?? null}::timestamptz is null or s.created_at < ${period?.to ?? null}::timestamptz)
      and (${f.severityName ?? null}::text is null or s.severity = ${f.severityName ? { Low: 1, Medium: 2, High: 3, Critical: 4 }[f.severityName] : null}::int)
      and (${extra.severity ?? null}::int is null or s.severity = ${extra.severity ?? null}::int)
      and (${f.topic ?? null}::text is null or exists (select 1 from submission_groups g where g.id = s.topic_id and g.topic ilike ${`%${f.topic ?? ''}%`}))
      and (${departments}::uuid[] is null
        or exists (select 1 from submission_departments sd where sd.submission_id = s.id and sd.department_id = any(${departments}::uuid[])))
      and (${extra.departmentId ?? null}::uuid is null
        or exists (select 1 from submission_departments sd where sd.submission_id = s.id and sd.department_id = ${extra.departmentId ?? null}::uuid))
      and (${extra.theme ?? null}::text is null or exists (select 1 from submission_groups g where g.id = s.topic_id and g.theme = ${extra.theme ?? null}))
      and (${f.noReachout ?? false} = false or s.reachout_id is null)`;
}

/** The insights a filter selects, counted straight in SQL. */
async function countInsights(f: Filter, extra: Extra = {}): Promise<number> {
  const result = await fx.t.db.execute<{ n: number }>(sql`select count(*)::int as n from submissions s where ${selected(f, extra)}`);
  return result.rows[0]!.n;
}

const RANK = { Low: 1, Medium: 2, High: 3, Critical: 4 } as const;

/**
 * Hot Topics under a filter, straight in SQL: open topics of medium priority or above
 * (of the filter's priority, when it names one) holding insights the filter selects, each with
 * how many: what the card lists and what each of its lines says.
 */
async function hotTopics(f: Filter): Promise<[string, number][]> {
  const floor = f.severityName ? RANK[f.severityName] : 2;
  const result = await fx.t.db.execute<{ id: string; n: number }>(sql`
    select t.id, count(*)::int as n from submissions s join submission_groups t on t.id = s.topic_id
    where ${selected(f)} and t.status = 'open' and t.severity >= 2 and t.severity >= ${floor}
      and (${f.severityName ?? null}::text is null or t.severity = ${floor})
    group by t.id`);
  return hotLines(result.rows.map((r) => ({ id: r.id, count: r.n })));
}
const hotLines = (rows: { id: string; count: number }[]): [string, number][] =>
  rows.map((r): [string, number] => [r.id, r.count]).sort((a, b) => a[0].localeCompare(b[0]));

const call = async (url: string, body: object) => {
  const res = await post(fx.t, url, body, fx.leader);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('the dashboard, explorer and reports agree with the database', () => {
  it.each(FILTERS.map((f) => [JSON.stringify(f), f] as const))('for the filter %s', async (_name, f) => {
    const filter = { organizationId: fx.s.org.id, ...f };
    const [summary, trends, allInsights] = await Promise.all([
      call('/fetchDashboardSummary', { filter }),
      call('/fetchDashboardTrends', { filter }),
      call('/findSubmissions', { filter: dashboardInsightFilter(filter), pageSize: 1 }),
    ]);
    const total = await countInsights(f);

    // The All Insights tab, the volume, the priority tiles, the trend and the theme view: one count.
    expect(allInsights.count).toBe(total);
    expect(summary.volume.total).toBe(total);
    expect(sum(Object.values(summary.priorityCounts) as number[])).toBe(total);
    for (const [key, severity] of Object.entries(SEVERITY)) {
      expect(summary.priorityCounts[key], key).toBe(await countInsights(f, { severity }));
      expect(trends.current.priority[key], key).toBe(summary.priorityCounts[key]);
    }
    expect(trends.current.total).toBe(total);
    expect(sum(trends.buckets.map((b: { total: number }) => b.total))).toBe(total);
    const themeTotal = (theme: { topics: { count: number }[] }) => sum(theme.topics.map((t) => t.count));
    expect(sum(summary.themes.map(themeTotal))).toBe(total);
    for (const theme of summary.themes) expect(themeTotal(theme), theme.theme).toBe(await countInsights(f, { theme: theme.theme }));

    // Per department: the department view, the heatmap's row and the All Insights tab narrowed to it.
    for (const d of depts) {
      const direct = await countInsights(f, { departmentId: d.id });
      const view = summary.departments.find((x: { departmentId: string }) => x.departmentId === d.id);
      const viewTotal = view ? sum(view.topics.map((t: { count: number }) => t.count)) : 0;
      expect(viewTotal, d.name).toBe(direct);
      const row = trends.heatmap.departments.find((x: { id: string }) => x.id === d.id);
      expect(row?.total ?? 0, d.name).toBe(direct);
      const cells = trends.heatmap.cells.filter((c: { departmentId: string }) => c.departmentId === d.id);
      expect(sum(cells.map((c: { count: number }) => c.count))).toBe(direct);
      if (!f.departments?.length) {
        const narrowed = await call('/findSubmissions', {
          filter: dashboardInsightFilter({ ...filter, departments: [d.id] }),
          pageSize: 1,
        });
        expect(narrowed.count, d.name).toBe(direct);
        // The issue's case: a department and the period; a topic of it with none of them is not hot.
        const { organizationId: _o, ...within } = dashboardInsightFilter({ ...filter, departments: [d.id] });
        const hotHere = await call('/findSubmissionGroups', {
          filter: { organizationId: fx.s.org.id, status: 'open', severity: f.severityName ? [RANK[f.severityName]] : 2, insights: within },
          pageSize: 50,
        });
        expect(hotLines(hotHere.entities), `hot topics of ${d.name}`).toEqual(await hotTopics({ ...f, departments: [d.id] }));
      }
    }

    // Hot Topics: the topics holding insights the filters select, each counting those.
    const { organizationId: _org, ...insights } = dashboardInsightFilter(filter);
    const hot = await call('/findSubmissionGroups', {
      filter: { organizationId: fx.s.org.id, status: 'open', severity: f.severityName ? [RANK[f.severityName]] : 2, insights },
      pageSize: 50,
    });
    expect(hotLines(hot.entities), 'hot topics').toEqual(await hotTopics(f));

    // The period before: the same filter over the same length, just before.
    if (trends.previous) {
      const from = new Date(`${trends.previous.startDate}T00:00:00Z`);
      const to = new Date(new Date(`${trends.previous.endDate}T00:00:00Z`).getTime() + DAY);
      expect(to.getTime() - from.getTime()).toBe(
        new Date(`${trends.current.endDate}T00:00:00Z`).getTime() + DAY - new Date(`${trends.current.startDate}T00:00:00Z`).getTime(),
      );
      const previous = await countInsights(f, { period: { from, to } });
      expect(summary.volume.previous).toBe(previous);
      expect(trends.previous.total).toBe(previous);
      expect(summary.volume.delta).toBe(total - previous);
    } else {
      expect(summary.volume).toMatchObject({ previous: 0, delta: 0, deltaPercent: null });
    }
  });

  // Every topic is in a bar (those filed under no classified department in Unassigned's),
  // and reach-out answers count by the one rule noReachout states, as on the dashboard.
  const UNASSIGNED = '00000000-0000-0000-0000-000000000000';
  it.each([false, true])(
    'the explorer chart counts each classification’s topics as the list filtered by its bar does (noReachout %s)',
    async (noReachout) => {
      const filter = { organizationId: fx.s.org.id, status: 'all' as const, timespan: 'all_time', ...(noReachout ? { noReachout } : {}) };
      const chart = await call('/fetchSubmissionsChartData', { filter });
      const rows: { department: string; departmentId: string; Low: number; Medium: number; High: number; Critical: number }[] =
        chart.entities;
      expect(rows.length).toBeGreaterThan(0);
      const unassigned = rows.find((r) => r.departmentId === UNASSIGNED);
      expect(unassigned, 'an Unassigned bar').toMatchObject({ department: 'Unassigned' });
      expect(unassigned!.Critical, 'the Critical topic without a department').toBeGreaterThan(0);
      for (const row of rows) {
        for (const [name, severity] of [
          ['Low', 1],
          ['Medium', 2],
          ['High', 3],
          ['Critical', 4],
        ] as const) {
          const list = await call('/findSubmissionGroups', {
            filter: { ...filter, departmentClassificationId: row.departmentId, severity: [severity] },
            pageSize: 1,
          });
          const classified = sql`exists (select 1 from topic_departments td join departments d on d.id = td.department_id
            where td.topic_id = g.id and d.organization_id = g.organization_id and d.department_classification_id is not null`;
          const direct = await fx.t.db.execute<{ n: number }>(sql`
          select count(*)::int as n from submission_groups g
          where g.organization_id = ${fx.s.org.id} and g.severity = ${severity} and g.submission_count > 0
            and (${noReachout} = false or g.reachout_id is null)
            and ${row.departmentId === UNASSIGNED ? sql`not ${classified})` : sql`${classified} and d.department_classification_id = ${row.departmentId})`}`);
          expect(row[name], `${row.department} ${name}`).toBe(direct.rows[0]!.n);
          expect(list.meta.pagination.total_items, `${row.department} ${name}`).toBe(direct.rows[0]!.n);
        }
      }
      // The reach-out's answers: in the explorer exactly when the dashboard counts them.
      const summary = await call('/fetchDashboardSummary', { filter: { ...filter, timespan: 'all_time' } });
      const answersOnDashboard = summary.themes.some((t: { topics: { topic: string }[] }) =>
        t.topics.some((x) => x.topic === 'Rota answers'),
      );
      const explorerList = await call('/findSubmissionGroups', { filter: { ...filter, topic: 'Rota answers' }, pageSize: 5 });
      expect(answersOnDashboard, 'the dashboard counts the answers').toBe(!noReachout);
      expect(explorerList.entities.length > 0, 'the explorer lists them').toBe(!noReachout);
    },
  );

  it('the Wins report lists exactly the wins of its range', async () => {
    const picked = await fx.t.db.execute<{ id: string }>(
      sql`select id from submissions where organization_id = ${fx.s.org.id} and stage = 'processed' order by created_at limit 5`,
    );
    const ids = picked.rows.map((r) => r.id);
    await call('/markAsWin', { filter: { organizationId: fx.s.org.id, ids } });
    const today = new Date().toISOString().slice(0, 10);
    const report = await call('/generateReport', {
      organizationId: fx.s.org.id,
      reportOptions: { reportType: 'wins', timespan: 'custom_range', startDate: '2024-01-01', endDate: today },
    });
    const file = await fx.t.app.inject({ method: 'GET', url: report.signedUrl });
    const lines = file.body.trim().split('\n');
    const direct = await fx.t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from submissions where organization_id = ${fx.s.org.id} and marked_as_win_at is not null and stage in ('processed','closed')`,
    );
    expect(lines.length - 1).toBe(direct.rows[0]!.n);
    expect(direct.rows[0]!.n).toBe(5);
  });
});
