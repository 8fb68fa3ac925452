import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  REACHOUT_SUMMARY_REPORT_COLUMNS,
  REPORT_MSG,
  SUBMISSIONS_REPORT_COLUMNS,
  TOPIC_SUMMARY_REPORT_COLUMNS,
  WINS_REPORT_COLUMNS,
} from '@voyce/contracts/reports';
import { eq } from 'drizzle-orm';
import { post, setMinGroupSize } from '../../../test/fixtures.ts';
import { download, expectRefusals, parseCsv, seedTopic } from '../../../test/workspace-fixtures.ts';
import { memberDepartments, reachouts, submissionMessages, submissions, topicSummaries } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ otherOrg: true, structure: true });
let a: { topic: { id: string }; ids: string[] };
let b: { topic: { id: string }; ids: string[] };
let reachoutId: string;
let answerId: string;
let answerTopic: string;

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const MARCH = { timespan: 'custom_range', startDate: '2025-03-01', endDate: '2025-03-31' };

beforeAll(async () => {
  // Report contents with a one-person reach-out; the group rule has its own tests.
  await setMinGroupSize(fx.t.db, fx.s.org.id, 1);
  // Topic A (High): two insights in March (one closed), one in April; wins marked in March and May.
  a = await seedTopic(fx.t.db, fx.s.org.id, {
    topic: 'Night shift staffing',
    theme: 'Staffing',
    severity: 3,
    createdAt: at('2025-03-01'),
    insights: [
      { body: 'More cover on nights, please', createdAt: at('2025-03-01'), departmentIds: [fx.st.warehouse.id, fx.st.sales.id] },
      { body: 'Nights are short again', createdAt: at('2025-03-05'), closed: true },
      { body: 'April: still short', createdAt: at('2025-04-10') },
    ],
  });
  await fx.t.db
    .update(submissions)
    .set({ markedAsWinAt: at('2025-03-10') })
    .where(eq(submissions.id, a.ids[0]!));
  await fx.t.db
    .update(submissions)
    .set({ markedAsWinAt: at('2025-05-01') })
    .where(eq(submissions.id, a.ids[2]!));
  // Two leader replies and one employee follow-up on the March win: 2 replies.
  await fx.t.db.insert(submissionMessages).values([
    { organizationId: fx.s.org.id, submissionId: a.ids[0]!, body: 'On it', createdBy: 'leader', userId: fx.s.admin.id },
    { organizationId: fx.s.org.id, submissionId: a.ids[0]!, body: 'Thanks', createdBy: 'employee' },
    {
      organizationId: fx.s.org.id,
      submissionId: a.ids[0]!,
      body: 'Two new leads start Monday',
      createdBy: 'leader',
      userId: fx.s.admin.id,
    },
  ]);
  await fx.t.db.insert(topicSummaries).values([
    {
      organizationId: fx.s.org.id,
      topicId: a.topic.id,
      status: 'ready',
      createdAt: at('2025-03-02'),
      summary: { executiveSummary: { keyTakeaway: 'Old takeaway', risks: [], opportunities: [] }, suggestedActions: [] },
    },
    {
      organizationId: fx.s.org.id,
      topicId: a.topic.id,
      status: 'ready',
      createdAt: at('2025-03-20'),
      summary: { executiveSummary: { keyTakeaway: 'Hire two night leads', risks: [], opportunities: [] }, suggestedActions: [] },
    },
  ]);
  // Topic B (Low): one March insight that looks like a formula.
  b = await seedTopic(fx.t.db, fx.s.org.id, {
    topic: 'Canteen',
    severity: 1,
    createdAt: at('2025-03-20'),
    insights: [{ body: '=SUM(A1:A2) more salad', createdAt: at('2025-03-20') }],
  });
  // Another organisation's win in the same range never shows.
  const foreign = await seedTopic(fx.t.db, fx.other.org.id, {
    topic: 'Foreign',
    createdAt: at('2025-03-03'),
    insights: [{ body: 'Foreign win' }],
  });
  await fx.t.db
    .update(submissions)
    .set({ markedAsWinAt: at('2025-03-12') })
    .where(eq(submissions.id, foreign.ids[0]!));
  // A reach-out sent in March to the Warehouse, answered by the one employee there.
  await fx.t.db
    .insert(memberDepartments)
    .values({ organizationId: fx.s.org.id, userId: fx.s.employee.id, departmentId: fx.st.warehouse.id });
  const sent = await post(
    fx.t,
    '/sendParticipationMessage',
    {
      organizationId: fx.s.org.id,
      title: 'Rota check',
      message: 'How is the new rota?',
      departmentIds: [fx.st.warehouse.id],
      sendAs: 'myself',
    },
    fx.leader,
  );
  reachoutId = sent.body.data.reachout.id;
  await fx.t.db
    .update(reachouts)
    .set({ createdAt: at('2025-03-15') })
    .where(eq(reachouts.id, reachoutId));
  await post(fx.t, '/employee/respondToReachout', { reachoutId, body: 'The rota leaves the Warehouse short on Fridays.' }, fx.employee);
  const answer = (await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, reachoutId } }, fx.leader)).body.data
    .entities[0];
  answerId = answer.id;
  answerTopic = answer.topic;
});
afterEach(() => vi.useRealTimers());

async function report(reportOptions: object, extra: object = {}) {
  const res = await post(fx.t, '/generateReport', { organizationId: fx.s.org.id, reportOptions, ...extra }, fx.leader);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toEqual({ signedUrl: expect.stringMatching(/^\/api\/downloads\//), expiresAt: expect.any(String) });
  const file = await download(fx.t, res.body.data.signedUrl);
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toContain('text/csv');
  return parseCsv(file.text);
}

describe('/generateReport', () => {
  it('wins: insights marked as win in the range, with topic, dates, replies and departments', async () => {
    const [header, ...rows] = await report({ reportType: 'wins', ...MARCH });
    expect(header).toEqual([...WINS_REPORT_COLUMNS]);
    expect(rows).toEqual([['More cover on nights, please', 'Night shift staffing', '2025-03-10', '2025-03-01', '2', 'Sales; Warehouse']]);
  });

  it('topicSummary: topics with insights in the range, most severe first, with counts and the latest key takeaway', async () => {
    const [header, ...rows] = await report({ reportType: 'topicSummary', ...MARCH });
    expect(header).toEqual([...TOPIC_SUMMARY_REPORT_COLUMNS]);
    expect(rows).toEqual([
      ['Night shift staffing', 'Staffing', 'High', '2', '1', '1', '2025-03-01', '2025-03-05', 'Hire two night leads'],
      ['Canteen', 'Workplace', 'Low', '1', '1', '0', '2025-03-20', '2025-03-20', ''],
    ]);
    // April holds topic A's third insight only.
    const [, ...april] = await report({
      reportType: 'topicSummary',
      timespan: 'custom_range',
      startDate: '2025-04-01',
      endDate: '2025-04-30',
    });
    expect(april.map((r) => r.slice(0, 6))).toEqual([['Night shift staffing', 'Staffing', 'High', '1', '1', '0']]);
  });

  it('reachoutSummary: per reach-out created in the range, audience, engagement, tone, impact and top topics', async () => {
    const [header, ...rows] = await report({ reportType: 'reachoutSummary', ...MARCH });
    expect(header).toEqual([...REACHOUT_SUMMARY_REPORT_COLUMNS]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      'Reach Out': 'Rota check',
      'Created On': '2025-03-15',
      'Prompted By': 'admin Tester',
      Status: 'Open',
      Audience: 'Warehouse',
      Engaged: '1',
      Surveyed: '1',
      'Engagement %': '100',
      'Top Topics': answerTopic,
    });
    expect(Number(row.Negative) + Number(row.Neutral) + Number(row.Positive)).toBe(1);
    expect(Number(row.Gold) + Number(row.Silver) + Number(row.Bronze)).toBe(1);
    // Outside the range: nothing.
    const [, ...none] = await report({
      reportType: 'reachoutSummary',
      timespan: 'custom_range',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(none).toEqual([]);
  });

  it('submissions: the topic export columns for the /findSubmissions filter, narrowed by ids, reachoutId or noReachout', async () => {
    const [header, ...all] = await report({ reportType: 'submissions', filter: {} });
    expect(header).toEqual([...SUBMISSIONS_REPORT_COLUMNS]);
    expect(all).toHaveLength(5);
    const [, ...picked] = await report({ reportType: 'submissions', filter: {}, ids: [a.ids[0], b.ids[0]] });
    expect(picked.map((r) => r[0])).toEqual(["'=SUM(A1:A2) more salad", 'More cover on nights, please']);
    expect(picked[1]).toEqual(['More cover on nights, please', 'Open', '2025-03-01', 'Yes', 'None', '0', 'High', 'Sales; Warehouse']);
    const [, ...ofReachout] = await report({ reportType: 'submissions', filter: {}, reachoutId });
    expect(ofReachout.map((r) => r[0])).toEqual(['The rota leaves the Warehouse short on Fridays.']);
    const [, ...noReachout] = await report({ reportType: 'submissions', filter: { isWin: false }, noReachout: true });
    expect(noReachout.map((r) => r[0]).sort()).toEqual(["'=SUM(A1:A2) more salad", 'Nights are short again']);
    // Another organisation's reach-out id matches nothing of this one.
    const [, ...foreign] = await report({ reportType: 'submissions', filter: {}, reachoutId: '00000000-0000-4000-8000-000000000000' });
    expect(foreign).toEqual([]);
    expect(answerId).toBeTruthy();
  });

  it('refuses missing, early, future and reversed dates with clear messages', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [object, string, string][] = [
      [{ startDate: '2025-03-01' }, 'reportOptions.endDate', REPORT_MSG.bothDatesRequired],
      [{ startDate: '', endDate: '2025-03-01' }, 'reportOptions.startDate', REPORT_MSG.bothDatesRequired],
      [{ startDate: '2023-12-31', endDate: '2025-03-01' }, 'reportOptions.startDate', REPORT_MSG.startTooEarly],
      [{ startDate: '2025-03-01', endDate: tomorrow }, 'reportOptions.endDate', REPORT_MSG.endInFuture],
      [{ startDate: '2025-03-02', endDate: '2025-03-01' }, 'reportOptions.startDate', REPORT_MSG.startAfterEnd],
      [{ startDate: '2025-02-30', endDate: '2025-03-01' }, 'reportOptions.startDate', REPORT_MSG.invalidDate],
    ];
    for (const [dates, field, message] of cases) {
      const res = await post(
        fx.t,
        '/generateReport',
        { organizationId: fx.s.org.id, reportOptions: { reportType: 'wins', ...dates } },
        fx.leader,
      );
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ status: 'ERROR', message, error: { code: 'VALIDATION_ERROR', details: { [field]: message } } });
    }
    const bad = await post(
      fx.t,
      '/generateReport',
      { organizationId: fx.s.org.id, reportOptions: { reportType: 'losses', ...MARCH } },
      fx.leader,
    );
    expect(bad.status).toBe(400);
  });

  it('refuses callers without a token, employees and another organisation', async () => {
    await expectRefusals(fx.t, '/generateReport', {
      valid: { organizationId: fx.s.org.id, reportOptions: { reportType: 'wins', ...MARCH } },
      invalid: { organizationId: fx.s.org.id, reportOptions: { reportType: 'wins' } },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });

  it('links expire after 15 minutes and refuse tampering, with 403 and a page', async () => {
    const res = await post(
      fx.t,
      '/generateReport',
      { organizationId: fx.s.org.id, reportOptions: { reportType: 'wins', ...MARCH } },
      fx.leader,
    );
    const url: string = res.body.data.signedUrl;
    const [payload, mac] = url.replace('/api/downloads/', '').split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forOther = Buffer.from(JSON.stringify({ ...claims, o: fx.other.org.id })).toString('base64url');
    for (const tampered of [`/api/downloads/${forOther}.${mac}`, `${url.slice(0, -2)}${url.endsWith('AA') ? 'BB' : 'AA'}`]) {
      const refused = await download(fx.t, tampered);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain('This download link has expired');
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 14 * 60_000);
    expect((await download(fx.t, url)).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await download(fx.t, url)).status).toBe(403);
  });
});
