import { beforeAll, describe, expect, it } from 'vitest';
import { login, post } from '../../../test/fixtures.ts';
import { daysAgo, expectRefusals, seedTopic } from '../../../test/workspace-fixtures.ts';
import { departments } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ structure: true, otherStructure: true });
let hr: { id: string };
let payroll: Awaited<ReturnType<typeof seedTopic>>;
let forklift: Awaited<ReturnType<typeof seedTopic>>;
const LONG = `Payroll was wrong again this month. ${'Overtime hours are missing from the payslip and nobody answers the helpdesk. '.repeat(4)}`;

beforeAll(async () => {
  hr = (await fx.t.db.insert(departments).values({ organizationId: fx.s.org.id, name: 'People' }).returning())[0]!;
  const w = fx.st.warehouse.id;
  payroll = await seedTopic(fx.t.db, fx.s.org.id, {
    topic: 'Payroll errors',
    theme: 'Pay & benefits',
    severity: 4,
    createdAt: daysAgo(5),
    insights: [{ body: LONG, departmentIds: [hr.id] }, { departmentIds: [hr.id] }, { departmentIds: [hr.id] }],
  });
  forklift = await seedTopic(fx.t.db, fx.s.org.id, {
    topic: 'Forklift chargers',
    theme: 'Health & safety',
    severity: 3,
    createdAt: daysAgo(10),
    insights: [{ departmentIds: [w] }, { departmentIds: [w] }],
  });
  await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Parking', severity: 1, createdAt: daysAgo(40), insights: [{ departmentIds: [w] }] });
  await seedTopic(fx.t.db, fx.s.org.id, {
    topic: 'Canteen',
    severity: 2,
    status: 'closed',
    createdAt: daysAgo(12),
    insights: [{ departmentIds: [fx.st.sales.id], closed: true }],
  });
  await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Old news', severity: 2, createdAt: daysAgo(100) });
  await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Elsewhere', severity: 4, insights: [{ departmentIds: [fx.otherSt.warehouse.id] }] });
});

const summary = async (filter: object = {}) => {
  const res = await post(fx.t, '/fetchDashboardSummary', { filter: { organizationId: fx.s.org.id, ...filter } }, fx.leader);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('/fetchDashboardSummary', () => {
  // The tiles count the insights the filters select (the All Insights tab's rows), as
  // every dashboard figure does; they used to count topics while the volume counted insights.
  it('counts insights by priority: open, last 30 days by default; every filter narrows them', async () => {
    expect((await summary()).priorityCounts).toEqual({ critical: 3, high: 2, medium: 0, low: 0 });
    expect((await summary({ status: 'all' })).priorityCounts).toEqual({ critical: 3, high: 2, medium: 1, low: 0 });
    expect((await summary({ timespan: 'all_time' })).priorityCounts).toEqual({ critical: 3, high: 2, medium: 1, low: 1 });
    expect((await summary({ timespan: 'last_60_days' })).priorityCounts).toEqual({ critical: 3, high: 2, medium: 0, low: 1 });
    expect((await summary({ severityName: 'High' })).priorityCounts).toEqual({ critical: 0, high: 2, medium: 0, low: 0 });
    expect((await summary({ topic: 'PAYROLL' })).priorityCounts).toEqual({ critical: 3, high: 0, medium: 0, low: 0 });
    expect((await summary({ topic: forklift.topic.id })).priorityCounts).toEqual({ critical: 0, high: 2, medium: 0, low: 0 });
    expect((await summary({ departments: [fx.st.warehouse.id] })).priorityCounts).toEqual({ critical: 0, high: 2, medium: 0, low: 0 });
    // Another organisation's departments match nothing here.
    expect((await summary({ departments: [fx.otherSt.warehouse.id] })).priorityCounts).toEqual({
      critical: 0,
      high: 0,
      medium: 0,
      low: 0,
    });
  });

  it('compares the volume of the period with the period before (by default the last 30 days with the 30 before)', async () => {
    expect((await summary()).volume).toEqual({ total: 5, previous: 1, delta: 4, deltaPercent: 400 });
    expect((await summary({ status: 'all' })).volume).toEqual({ total: 6, previous: 1, delta: 5, deltaPercent: 500 });
    expect((await summary({ departments: [fx.st.warehouse.id] })).volume).toEqual({
      total: 2,
      previous: 1,
      delta: 1,
      deltaPercent: 100,
    });
    expect((await summary({ severityName: 'Critical' })).volume).toEqual({ total: 3, previous: 0, delta: 3, deltaPercent: null });
    // The last 60 days against the 60 before: the old news (100 days) is in the period before.
    expect((await summary({ timespan: 'last_60_days' })).volume).toEqual({ total: 6, previous: 1, delta: 5, deltaPercent: 500 });
    // All time has no period before it.
    expect((await summary({ timespan: 'all_time' })).volume).toEqual({ total: 7, previous: 0, delta: 0, deltaPercent: null });
  });

  it('groups topics by theme and by department', async () => {
    const data = await summary();
    expect(data.themes).toEqual([
      { theme: 'Pay & benefits', topics: [{ id: payroll.topic.id, topic: 'Payroll errors', count: 3, severity: 4 }] },
      { theme: 'Health & safety', topics: [{ id: forklift.topic.id, topic: 'Forklift chargers', count: 2, severity: 3 }] },
    ]);
    expect(data.departments).toEqual([
      { departmentId: hr.id, department: 'People', topics: [{ id: payroll.topic.id, topic: 'Payroll errors', count: 3 }] },
      {
        departmentId: fx.st.warehouse.id,
        department: 'Warehouse',
        topics: [{ id: forklift.topic.id, topic: 'Forklift chargers', count: 2 }],
      },
    ]);
  });

  it('draws the trend by day, week or month with every bucket, and the department × theme heatmap', async () => {
    const trends = async (filter: object) =>
      (await post(fx.t, '/fetchDashboardTrends', { filter: { organizationId: fx.s.org.id, ...filter } }, fx.leader)).body.data;
    const month = await trends({});
    expect(month.unit).toBe('day');
    expect(month.buckets).toHaveLength(30);
    expect(month.current).toMatchObject({ total: 5, priority: { critical: 3, high: 2, medium: 0, low: 0 } });
    expect(month.previous).toMatchObject({ total: 1, priority: { low: 1 } });
    const at = (daysBack: number) => month.buckets.find((b: { start: string }) => b.start === daysAgo(daysBack).toISOString().slice(0, 10));
    expect(at(5).total).toBe(3);
    expect(at(10).total).toBe(2);
    expect(at(6).total).toBe(0);
    const quarter = await trends({ timespan: 'last_60_days', status: 'all' });
    expect(quarter.unit).toBe('week');
    const all = await trends({ timespan: 'all_time', status: 'all' });
    // All time starts at the oldest insight (100 days ago): weeks.
    expect(all.unit).toBe('week');
    expect(all.previous).toBeNull();
    expect(all.buckets.reduce((n: number, b: { total: number }) => n + b.total, 0)).toBe(8);
    expect(month.heatmap.departments.map((d: { name: string }) => d.name)).toEqual(['People', 'Warehouse']);
    expect(month.heatmap.cells).toEqual(
      expect.arrayContaining([
        { departmentId: hr.id, theme: 'Pay & benefits', count: 3 },
        { departmentId: fx.st.warehouse.id, theme: 'Health & safety', count: 2 },
      ]),
    );
    const narrowed = await trends({ departments: [fx.st.warehouse.id] });
    expect(narrowed.heatmap.departments.map((d: { name: string }) => d.name)).toEqual(['Warehouse']);
  });

  it('opens each heatmap cell as its insights, and compares a department with the whole organisation (issue 34)', async () => {
    const trends = async (filter: object) =>
      (await post(fx.t, '/fetchDashboardTrends', { filter: { organizationId: fx.s.org.id, ...filter } }, fx.leader)).body.data;
    const month = await trends({});
    expect(month.heatmap.cells.length).toBeGreaterThan(0);
    for (const cell of month.heatmap.cells as { departmentId: string; theme: string; count: number }[]) {
      const res = await post(
        fx.t,
        '/findSubmissions',
        {
          filter: {
            organizationId: fx.s.org.id,
            status: 'open',
            timespan: 'last_30_days',
            departmentIds: [cell.departmentId],
            themes: [cell.theme],
            count: true,
          },
          pageSize: 100,
        },
        fx.leader,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.entities).toHaveLength(cell.count);
    }
    // The organisation: every selected insight once, by theme, whatever the department filter says.
    expect(month.heatmap.organization.total).toBe(month.current.total);
    const sum = month.heatmap.organization.themes.reduce((n: number, t: { total: number }) => n + t.total, 0);
    expect(sum).toBe(month.current.total);
    const narrowed = await trends({ departments: [fx.st.warehouse.id] });
    expect(narrowed.heatmap.organization).toEqual(month.heatmap.organization);
    const bad = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, themes: [] } }, fx.leader);
    expect(bad.status).toBe(400);
  });

  it('gives each asked topic its insights per week over eight weeks, oldest first, and nothing of another organisation', async () => {
    const res = await post(
      fx.t,
      '/fetchTopicSparklines',
      { organizationId: fx.s.org.id, topicIds: [payroll.topic.id, forklift.topic.id] },
      fx.leader,
    );
    expect(res.status).toBe(200);
    const [pay, fork] = res.body.data;
    expect(pay.weeks).toHaveLength(8);
    expect(pay.weeks.reduce((a: number, b: number) => a + b, 0)).toBe(3);
    expect(fork.weeks.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    const other = await login(fx.t, fx.other.admin.businessEmail);
    const foreign = await post(fx.t, '/fetchTopicSparklines', { organizationId: fx.other.org.id, topicIds: [payroll.topic.id] }, other);
    expect(foreign.body.data[0].weeks).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    const bad = await post(fx.t, '/fetchTopicSparklines', { organizationId: fx.s.org.id, topicIds: ['nope'] }, fx.leader);
    expect(bad.status).toBe(400);
  });

  it('shows the latest activity with an excerpt and the leader', async () => {
    expect((await summary()).recentActivity).toEqual([]);
    await post(fx.t, '/markAsWin', { filter: { organizationId: fx.s.org.id, ids: [payroll.ids[0]] } }, fx.leader);
    await post(fx.t, '/closeSubmissions', { filter: { organizationId: fx.s.org.id, ids: [forklift.ids[0]] } }, fx.leader);
    const [latest, earlier] = (await summary()).recentActivity;
    expect(latest).toMatchObject({
      actionType: 'close',
      submissionId: forklift.ids[0],
      userName: 'admin Tester',
      excerpt: 'Forklift chargers: insight 1',
    });
    expect(earlier).toMatchObject({ actionType: 'markAsWin', submissionId: payroll.ids[0] });
    expect(earlier.excerpt).toHaveLength(140);
    expect(earlier.excerpt.endsWith('…')).toBe(true);
    expect(LONG.startsWith(earlier.excerpt.slice(0, -1))).toBe(true);
  });

  it('refuses employees, other organisations and bad input', async () => {
    await expectRefusals(fx.t, '/fetchDashboardSummary', {
      valid: { filter: { organizationId: fx.s.org.id } },
      invalid: { filter: { organizationId: fx.s.org.id, status: 'bogus' } },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });

  it("narrows the overview lists by the dashboard's priority, topic and department filters", async () => {
    const topics = async (filter: object) =>
      (
        await post(
          fx.t,
          '/findSubmissionGroups',
          { filter: { organizationId: fx.s.org.id, status: 'all', ...filter }, pageSize: 50 },
          fx.leader,
        )
      ).body.data.entities
        .map((e: { topic: string }) => e.topic)
        .sort();
    const insights = async (filter: object) => {
      const res = await post(
        fx.t,
        '/findSubmissions',
        { filter: { organizationId: fx.s.org.id, status: 'all', ...filter }, pageSize: 50 },
        fx.leader,
      );
      expect(res.status).toBe(200);
      return res.body.data.entities.map((e: { topic: string }) => e.topic);
    };
    expect(await topics({ departmentIds: [hr.id] })).toEqual(['Payroll errors']);
    expect(await topics({ departmentIds: [fx.st.warehouse.id], severity: [3] })).toEqual(['Forklift chargers']);
    expect(await topics({ topic: 'fork' })).toEqual(['Forklift chargers']);
    expect(await topics({ topic: '%' })).toEqual([]);
    expect(await insights({ departmentIds: [hr.id] })).toEqual(['Payroll errors', 'Payroll errors', 'Payroll errors']);
    expect(await insights({ severity: [3] })).toEqual(['Forklift chargers', 'Forklift chargers']);
    expect(await insights({ topic: payroll.topic.id })).toHaveLength(3);
    expect(await insights({ topic: 'parking', departmentIds: [fx.st.warehouse.id] })).toEqual(['Parking']);
    // Another organisation's department narrows to nothing; it never widens the tenant.
    expect(await insights({ departmentIds: [fx.otherSt.warehouse.id] })).toEqual([]);
  });

  // The list statements are built once per filter shape and reused with each call's values.
  it('answers the same filter shape with each organisation its own rows, and counts a page past the end', async () => {
    const otherLeader = await login(fx.t, fx.other.admin.businessEmail);
    const filter = (org: string) => ({ organizationId: org, status: 'all', severity: [4] });
    for (let round = 0; round < 2; round++) {
      for (const [org, token, topic] of [
        [fx.s.org.id, fx.leader, 'Payroll errors'],
        [fx.other.org.id, otherLeader, 'Elsewhere'],
      ] as const) {
        const groups = await post(fx.t, '/findSubmissionGroups', { filter: filter(org), page: 1, pageSize: 10 }, token);
        expect(groups.body.data.entities.map((e: { topic: string }) => e.topic)).toEqual([topic]);
        const insights = await post(fx.t, '/findSubmissions', { filter: filter(org), page: 1, pageSize: 10 }, token);
        expect(new Set(insights.body.data.entities.map((e: { topic: string }) => e.topic))).toEqual(new Set([topic]));
      }
    }
    const past = await post(fx.t, '/findSubmissions', { filter: filter(fx.s.org.id), page: 5, pageSize: 1 }, fx.leader);
    expect(past.body.data.entities).toEqual([]);
    expect(past.body.data.count).toBe(3);
    const pastTopics = await post(fx.t, '/findSubmissionGroups', { filter: filter(fx.s.org.id), page: 3, pageSize: 1 }, fx.leader);
    expect(pastTopics.body.data.entities).toEqual([]);
    expect(pastTopics.body.data.meta.pagination.total_items).toBe(1);
  });
});
