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
  it('counts topics by priority: open, last 30 days by default; every filter narrows them', async () => {
    expect((await summary()).priorityCounts).toEqual({ critical: 1, high: 1, medium: 0, low: 0 });
    expect((await summary({ status: 'all' })).priorityCounts).toEqual({ critical: 1, high: 1, medium: 1, low: 0 });
    expect((await summary({ timespan: 'all_time' })).priorityCounts).toEqual({ critical: 1, high: 1, medium: 1, low: 1 });
    expect((await summary({ timespan: 'last_60_days' })).priorityCounts).toEqual({ critical: 1, high: 1, medium: 0, low: 1 });
    expect((await summary({ severityName: 'High' })).priorityCounts).toEqual({ critical: 0, high: 1, medium: 0, low: 0 });
    expect((await summary({ topic: 'PAYROLL' })).priorityCounts).toEqual({ critical: 1, high: 0, medium: 0, low: 0 });
    expect((await summary({ topic: forklift.topic.id })).priorityCounts).toEqual({ critical: 0, high: 1, medium: 0, low: 0 });
    expect((await summary({ departments: [fx.st.warehouse.id] })).priorityCounts).toEqual({ critical: 0, high: 1, medium: 0, low: 0 });
    // Another organisation's departments match nothing here.
    expect((await summary({ departments: [fx.otherSt.warehouse.id] })).priorityCounts).toEqual({
      critical: 0,
      high: 0,
      medium: 0,
      low: 0,
    });
  });

  it('compares the volume of the last 30 days with the 30 before', async () => {
    expect((await summary()).volume).toEqual({ total: 6, previous: 1, delta: 5, deltaPercent: 500 });
    expect((await summary({ departments: [fx.st.warehouse.id] })).volume).toEqual({
      total: 2,
      previous: 1,
      delta: 1,
      deltaPercent: 100,
    });
    expect((await summary({ severityName: 'Critical' })).volume).toEqual({ total: 3, previous: 0, delta: 3, deltaPercent: null });
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
