import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startOfUtcDay } from '@voyce/contracts/anonymity';
import { TOPICS_EXPORT_COLUMNS } from '@voyce/contracts/workspace';
import { post } from '../../../test/fixtures.ts';
import { daysAgo, download, expectRefusals, parseCsv, seedTopic } from '../../../test/workspace-fixtures.ts';
import { departmentClassifications, departments, submissions } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

// The other organisation's leader reads the figures of a topic of its own, which
// leaves this organisation's topic lists as the tests below expect them.
const fx = useTestOrg({ otherOrg: true, structure: true, signIn: ['leader', 'employee', 'otherLeader'] });
let hr: { id: string };
let corporate: { id: string };
let topics: Record<string, Awaited<ReturnType<typeof seedTopic>>>;
let foreignTopicId: string;

beforeAll(async () => {
  corporate = (await fx.t.db.insert(departmentClassifications).values({ organizationId: fx.s.org.id, name: 'Corporate' }).returning())[0]!;
  hr = (
    await fx.t.db
      .insert(departments)
      .values({ organizationId: fx.s.org.id, name: 'People', departmentClassificationId: corporate.id })
      .returning()
  )[0]!;
  const w = fx.st.warehouse.id;
  topics = {
    forklifts: await seedTopic(fx.t.db, fx.s.org.id, {
      topic: 'Forklift chargers',
      severity: 3,
      createdAt: daysAgo(20),
      insights: [{ departmentIds: [w] }, { departmentIds: [w, fx.st.sales.id] }],
    }),
    parking: await seedTopic(fx.t.db, fx.s.org.id, {
      topic: 'Parking',
      severity: 1,
      createdAt: daysAgo(10),
      insights: [{ departmentIds: [w] }],
    }),
    payroll: await seedTopic(fx.t.db, fx.s.org.id, {
      topic: 'Payroll errors',
      severity: 4,
      createdAt: daysAgo(5),
      insights: [{ departmentIds: [hr.id] }, {}, {}],
    }),
    canteen: await seedTopic(fx.t.db, fx.s.org.id, {
      topic: 'Canteen',
      severity: 2,
      status: 'closed',
      createdAt: daysAgo(90),
      insights: [{ departmentIds: [fx.st.sales.id], closed: true, createdAt: daysAgo(90) }],
    }),
  };
  foreignTopicId = (await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Elsewhere' })).topic.id;
});

const find = (filter: object, extra: object = {}) =>
  post(fx.t, '/findSubmissionGroups', { filter: { organizationId: fx.s.org.id, ...filter }, ...extra }, fx.leader);
const names = (res: Awaited<ReturnType<typeof find>>) => res.body.data.entities.map((e: { topic: string }) => e.topic);

describe('/pinTopic', () => {
  it('pins and unpins; the pinned time shows in the topic lists', async () => {
    const topicId = topics.parking!.topic.id;
    const pin = await post(fx.t, '/pinTopic', { topicId, pinned: true }, fx.leader);
    expect(pin.status).toBe(200);
    expect(pin.body.message).toBe('Pinned');
    expect(Date.parse(pin.body.data.pinnedAt)).toBeGreaterThan(Date.now() - 60_000);
    const pinned = await find({ pinned: true });
    expect(pinned.body.data.entities).toEqual([expect.objectContaining({ id: topicId, topicPinnedAt: pin.body.data.pinnedAt })]);
    expect(names(await find({ pinned: false }))).not.toContain('Parking');

    const unpin = await post(fx.t, '/pinTopic', { topicId, pinned: false, organizationId: fx.s.org.id }, fx.leader);
    expect(unpin.body).toMatchObject({ data: { pinnedAt: null }, message: 'Unpinned' });
    expect((await find({ pinned: true })).body.data.entities).toEqual([]);
  });

  it("answers 404 for another organisation's topic, and refuses the rest", async () => {
    const foreign = await post(fx.t, '/pinTopic', { topicId: foreignTopicId, pinned: true }, fx.leader);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('No topic found');
    const bad = await expectRefusals(fx.t, '/pinTopic', {
      valid: { topicId: topics.parking!.topic.id, pinned: true, organizationId: fx.s.org.id },
      invalid: { topicId: 'nope', pinned: 'yes' },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
    expect(bad.body.error.details).toHaveProperty('topicId');
  });
});

describe('/findSubmissionGroups filters (spec 1 §7)', () => {
  it('defaults to open topics, hottest first, with pagination meta', async () => {
    const res = await find({});
    expect(names(res)).toEqual(['Payroll errors', 'Forklift chargers', 'Parking']);
    expect(res.body.data.meta.pagination).toEqual({ total_items: 3, items_start: 1, items_end: 3, page: 1, pageSize: 10 });
    const page2 = await find({ status: 'all' }, { page: 2, pageSize: 2 });
    expect(names(page2)).toEqual(['Canteen', 'Parking']);
    expect(page2.body.data.meta.pagination).toEqual({ total_items: 4, items_start: 3, items_end: 4, page: 2, pageSize: 2 });
  });

  it('orders latest or earliest by creation', async () => {
    expect(names(await find({ status: 'all', mostRecent: 'latest' }))).toEqual([
      'Payroll errors',
      'Parking',
      'Forklift chargers',
      'Canteen',
    ]);
    expect(names(await find({ status: 'all', mostRecent: 'earliest' }))).toEqual([
      'Canteen',
      'Forklift chargers',
      'Parking',
      'Payroll errors',
    ]);
  });

  it('filters by status, severity, department classification or department, and period', async () => {
    expect(names(await find({ status: 'closed' }))).toEqual(['Canteen']);
    expect(names(await find({ severity: 3 }))).toEqual(['Payroll errors', 'Forklift chargers']);
    expect(names(await find({ status: 'all', severity: [1, 2] }))).toEqual(['Canteen', 'Parking']);
    expect(names(await find({ status: 'all', departmentClassificationId: fx.st.classification.id }))).toEqual([
      'Forklift chargers',
      'Canteen',
      'Parking',
    ]);
    expect(names(await find({ departmentClassificationId: hr.id }))).toEqual(['Payroll errors']);
    expect(names(await find({ departmentId: fx.st.sales.id, status: 'all' }))).toEqual(['Forklift chargers', 'Canteen']);
    expect(names(await find({ status: 'all', timespan: 'last_30_days' }))).toEqual(['Payroll errors', 'Forklift chargers', 'Parking']);
    const from = daysAgo(12).toISOString().slice(0, 10);
    const to = daysAgo(3).toISOString().slice(0, 10);
    // A topic is in a period when it was active in it; Forklift chargers was created before, last active 20 days ago.
    expect(names(await find({ timespan: 'custom_range', startDate: from, endDate: to }))).toEqual(['Payroll errors', 'Parking']);
    expect(names(await find({ mostRecent: 'Custom Range', startDate: from, endDate: to }))).toEqual(['Payroll errors', 'Parking']);
    expect(names(await find({ topicId: topics.parking!.topic.id }))).toEqual(['Parking']);
  });

  it("never lists another organisation's topics, and refuses the rest", async () => {
    expect((await find({ topicId: foreignTopicId, status: 'all' })).body.data.entities).toEqual([]);
    await expectRefusals(fx.t, '/findSubmissionGroups', {
      valid: { filter: { organizationId: fx.s.org.id } },
      invalid: { filter: { organizationId: fx.s.org.id, severity: 9 } },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });

  it("format 'csv' answers a signed URL whose file lists every matching topic", async () => {
    const res = await find({ status: 'all' }, { format: 'csv', pageSize: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ url: expect.stringMatching(/^\/api\/downloads\/[\w-]+\.[\w-]+$/), expiresAt: expect.any(String) });
    const ttl = Date.parse(res.body.data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    const file = await download(fx.t, res.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="hot-topics-${new Date().toISOString().slice(0, 10)}.csv"`);
    const [header, ...rows] = parseCsv(file.text);
    expect(header).toEqual([...TOPICS_EXPORT_COLUMNS]);
    expect(rows.map((r) => r[0])).toEqual(['Payroll errors', 'Forklift chargers', 'Canteen', 'Parking']);
    expect(rows[1]).toEqual([
      'Forklift chargers',
      'Workplace',
      'High',
      'Open',
      daysAgo(20).toISOString().slice(0, 10),
      'No',
      'Operations',
      '2',
    ]);
  });
});

describe('/fetchSubmissionsChartData', () => {
  const chart = (filter: object = {}) =>
    post(
      fx.t,
      '/fetchSubmissionsChartData',
      { filter: { organizationId: fx.s.org.id, groupType: 'departmentTopic', noReachout: true, ...filter } },
      fx.leader,
    );

  it('counts topics per department classification by priority (spec: Topics by Department Classification); a topic counts once per classification', async () => {
    const res = await chart();
    expect(res.status).toBe(200);
    // Forklift chargers touches Warehouse and Sales, both Operations: one High topic, not two.
    expect(res.body.data.entities).toEqual([
      { department: 'Corporate', departmentId: corporate.id, Low: 0, Medium: 0, High: 0, Critical: 1 },
      { department: 'Operations', departmentId: fx.st.classification.id, Low: 1, Medium: 1, High: 1, Critical: 0 },
    ]);
    // A bar's id filters the list to the topics the bar counts (the list's Department column is the classification).
    const bar = res.body.data.entities[1];
    expect(names(await find({ status: 'all', departmentClassificationId: bar.departmentId })).sort()).toEqual([
      'Canteen',
      'Forklift chargers',
      'Parking',
    ]);
  });

  it('filters by status and period', async () => {
    const open = await chart({ status: 'open' });
    expect(open.body.data.entities.find((r: { department: string }) => r.department === 'Operations')).toMatchObject({
      Medium: 0,
      High: 1,
    });
    const recent = await chart({ mostRecent: 'Custom Range', startDate: daysAgo(12).toISOString().slice(0, 10) });
    expect(recent.body.data.entities.map((r: { department: string }) => r.department)).toEqual(['Corporate', 'Operations']);
    const month = await chart({ timespan: 'last_30_days' });
    expect(month.body.data.entities).toHaveLength(2);
  });

  it('refuses employees, other organisations and bad input', async () => {
    await expectRefusals(fx.t, '/fetchSubmissionsChartData', {
      valid: { filter: { organizationId: fx.s.org.id } },
      invalid: { filter: { organizationId: fx.s.org.id, groupType: 'other' } },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });
});

describe("a topic's figures on its page (issue 18)", () => {
  type Tone = 'positive' | 'neutral' | 'negative' | null;
  // [severity, tone] of each insight a leader may read, and of two a leader may not.
  const VISIBLE: [number | null, Tone][] = [
    [4, 'negative'],
    [3, 'negative'],
    [3, 'neutral'],
    [2, 'positive'],
    [1, null],
    [null, 'neutral'],
  ];
  const HIDDEN: ['held' | 'submitted', number, Tone][] = [
    ['held', 4, 'negative'],
    ['submitted', 1, 'positive'],
  ];
  let topicId: string;
  let sibling: string;

  beforeAll(async () => {
    const org = fx.other.org.id;
    const seeded = await seedTopic(fx.t.db, org, {
      topic: 'Night shift handover',
      severity: 3,
      createdAt: daysAgo(12),
      // The oldest is closed (still visible); the newest came two days ago.
      insights: VISIBLE.map((_, i) => ({ closed: i === 0, createdAt: i === VISIBLE.length - 1 ? daysAgo(2) : daysAgo(12) })),
    });
    topicId = seeded.topic.id;
    for (const [i, [severity, tone]] of VISIBLE.entries())
      await fx.t.db.update(submissions).set({ severity, tone }).where(eq(submissions.id, seeded.ids[i]!));
    await fx.t.db
      .insert(submissions)
      .values(
        HIDDEN.map(([stage, severity, tone]) => ({ organizationId: org, topicId, body: `A ${stage} insight`, stage, severity, tone })),
      );
    // Another topic's insights are not this topic's.
    sibling = (await seedTopic(fx.t.db, org, { topic: 'Canteen queues', severity: 4, insights: [{}, {}] })).topic.id;
  });

  const page = (filter: object) =>
    post(fx.t, '/findSubmissionGroups', { filter: { organizationId: fx.other.org.id, status: 'all', ...filter } }, fx.otherLeader);

  it('counts by priority and tone equal a direct SQL count of the insights leaders may read', async () => {
    const res = await page({ topicId });
    expect(res.status).toBe(200);
    const figures = res.body.data.entities[0].insightFigures;

    const direct = await fx.t.db.execute<{ severity: number | null; tone: Tone; stage: string; n: number }>(sql`
      select severity, tone, stage, count(*)::int as n from submissions
      where organization_id = ${fx.other.org.id} and topic_id = ${topicId}
      group by severity, tone, stage`);
    const visible = direct.rows.filter((r) => r.stage === 'processed' || r.stage === 'closed');
    const sum = (rows: typeof visible, keep: (r: (typeof visible)[number]) => boolean) => rows.filter(keep).reduce((n, r) => n + r.n, 0);
    expect(figures).toEqual({
      total: sum(visible, () => true),
      byPriority: {
        Low: sum(visible, (r) => r.severity === 1),
        Medium: sum(visible, (r) => r.severity === 2),
        High: sum(visible, (r) => r.severity === 3),
        Critical: sum(visible, (r) => r.severity === 4),
      },
      byTone: {
        positive: sum(visible, (r) => r.tone === 'positive'),
        neutral: sum(visible, (r) => r.tone === 'neutral'),
        negative: sum(visible, (r) => r.tone === 'negative'),
      },
      firstInsightAt: startOfUtcDay(daysAgo(12)).toISOString(),
      lastInsightAt: startOfUtcDay(daysAgo(2)).toISOString(),
    });
    // The same numbers written out: the held and the submitted insight are in none of them.
    expect(figures).toMatchObject({
      total: 6,
      byPriority: { Low: 1, Medium: 1, High: 2, Critical: 1 },
      byTone: { positive: 1, neutral: 2, negative: 2 },
    });
    expect(sum(direct.rows, () => true)).toBe(8);
  });

  it('gives days, never a finer time; figures only to the request that names the topic', async () => {
    const figures = (await page({ topicId: sibling })).body.data.entities[0].insightFigures;
    expect(figures).toMatchObject({ total: 2, byPriority: { Critical: 2 }, byTone: { positive: 0, neutral: 0, negative: 0 } });
    expect(figures.firstInsightAt).toMatch(/T00:00:00\.000Z$/);
    expect(figures.lastInsightAt).toMatch(/T00:00:00\.000Z$/);
    // The lists (dashboard, explorer) do not pay for figures they do not show.
    const list = (await page({})).body.data.entities as { insightFigures?: unknown }[];
    expect(list.length).toBeGreaterThan(1);
    for (const e of list) expect(e).not.toHaveProperty('insightFigures');
  });
});
