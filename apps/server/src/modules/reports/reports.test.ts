import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  REACHOUT_SUMMARY_REPORT_COLUMNS,
  REPORT_LIMIT,
  REPORT_MSG,
  SUBMISSIONS_REPORT_COLUMNS,
  TOPIC_SUMMARY_REPORT_COLUMNS,
  WINS_REPORT_COLUMNS,
} from '@voyce/contracts/reports';
import { eq } from 'drizzle-orm';
import { ESTABLISHED, post, setMinGroupSize } from '../../../test/fixtures.ts';
import { download, expectRefusals, parseCsv, seedTopic } from '../../../test/workspace-fixtures.ts';
import { memberDepartments, reachouts, submissionMessages, submissions, topicSummaries } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { loginWithRole } from '../../../test/settings-fixtures.ts';

const fx = useTestOrg({ otherOrg: true, structure: true, signIn: ['leader', 'employee', 'otherLeader'] });
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
    .values({ organizationId: fx.s.org.id, userId: fx.s.employee.id, departmentId: fx.st.warehouse.id, placedAt: ESTABLISHED });
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

async function preview(reportOptions: object, token = fx.leader) {
  return post(fx.t, '/previewReport', { organizationId: fx.s.org.id, reportOptions }, token);
}

/** The preview and the file of the same request: the file's header, first five rows and row count. */
async function expectPreviewOfFile(reportOptions: object) {
  const [header, ...rows] = await report(reportOptions);
  const res = await preview(reportOptions);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toEqual({ columns: header, rows: rows.slice(0, 5), total: rows.length });
  return res.body.data as { columns: string[]; rows: string[][]; total: number };
}

describe('/previewReport', () => {
  it('answers the file’s header, first rows and row count, for every report type', async () => {
    expect((await expectPreviewOfFile({ reportType: 'wins', ...MARCH })).total).toBe(1);
    expect((await expectPreviewOfFile({ reportType: 'topicSummary', ...MARCH })).total).toBe(2);
    expect((await expectPreviewOfFile({ reportType: 'reachoutSummary', ...MARCH })).total).toBe(1);
    // The formula guard and the identity columns are the file's own.
    const all = await expectPreviewOfFile({ reportType: 'submissions', filter: {} });
    expect(all.rows.map((r) => r[0])).toContain("'=SUM(A1:A2) more salad");
    const none = await expectPreviewOfFile({
      reportType: 'wins',
      timespan: 'custom_range',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(none).toEqual({ columns: [...WINS_REPORT_COLUMNS], rows: [], total: 0 });
  });

  it('shows five rows of a longer report and counts them all', async () => {
    const june = await seedTopic(fx.t.db, fx.s.org.id, {
      topic: 'Parking',
      createdAt: at('2025-06-01'),
      insights: Array.from({ length: 7 }, (_, i) => ({ body: `Parking idea ${i + 1}`, createdAt: at('2025-06-02') })),
    });
    for (const [i, id] of june.ids.entries())
      await fx.t.db
        .update(submissions)
        .set({ markedAsWinAt: at(`2025-06-1${i}`) })
        .where(eq(submissions.id, id));
    const data = await expectPreviewOfFile({
      reportType: 'wins',
      timespan: 'custom_range',
      startDate: '2025-06-01',
      endDate: '2025-06-30',
    });
    expect(data.total).toBe(7);
    expect(data.rows.map((r) => r[0])).toEqual(['Parking idea 1', 'Parking idea 2', 'Parking idea 3', 'Parking idea 4', 'Parking idea 5']);
  });

  it('hides a small reach-out’s figures and topics exactly as the file does', async () => {
    await setMinGroupSize(fx.t.db, fx.s.org.id, 5);
    try {
      const data = await expectPreviewOfFile({ reportType: 'reachoutSummary', ...MARCH });
      const row = Object.fromEntries(data.columns.map((h, i) => [h, data.rows[0]![i]]));
      expect(row).toMatchObject({ Engaged: 'fewer than 5', Positive: 'fewer than 5', 'Top Topics': '' });
      expect(data.rows[0]).not.toContain(answerTopic);
    } finally {
      await setMinGroupSize(fx.t.db, fx.s.org.id, 1);
    }
  });

  it('refuses bad bodies with the same messages as /generateReport, and writes no file and no audit entry', async () => {
    const missing = await preview({ reportType: 'wins', startDate: '2025-03-01' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: REPORT_MSG.bothDatesRequired, error: { code: 'VALIDATION_ERROR' } });
    const reversed = await preview({ reportType: 'wins', timespan: 'custom_range', startDate: '2025-03-02', endDate: '2025-03-01' });
    expect(reversed.body).toMatchObject({ message: REPORT_MSG.startAfterEnd });
    expect((await preview({ reportType: 'losses', ...MARCH })).status).toBe(400);
    const before = await post(fx.t, '/findRecentReports', { organizationId: fx.s.org.id }, fx.leader);
    await preview({ reportType: 'topicSummary', timespan: 'custom_range', startDate: '2024-02-01', endDate: '2024-02-29' });
    const after = await post(fx.t, '/findRecentReports', { organizationId: fx.s.org.id }, fx.leader);
    expect(after.body.data.entities[0]).toEqual(before.body.data.entities[0]);
  });

  it('refuses callers without a token, employees, another organisation and a role without reports', async () => {
    await expectRefusals(fx.t, '/previewReport', {
      valid: { organizationId: fx.s.org.id, reportOptions: { reportType: 'wins', ...MARCH } },
      invalid: { organizationId: fx.s.org.id, reportOptions: { reportType: 'wins' } },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
    const noReports = await loginWithRole(fx.t, fx.s.org.id, { insights: 'view' });
    const refused = await preview({ reportType: 'wins', ...MARCH }, noReports.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    // Wins quote insights: reports alone read the summaries, not them.
    const viewer = await loginWithRole(fx.t, fx.s.org.id, { reports: 'view' });
    expect((await preview({ reportType: 'topicSummary', ...MARCH }, viewer.token)).status).toBe(200);
    const wins = await preview({ reportType: 'wins', ...MARCH }, viewer.token);
    expect(wins.status).toBe(403);
    expect(wins.body.message).toBe('Your role does not allow you to view insights.');
    const reader = await loginWithRole(fx.t, fx.s.org.id, { reports: 'view', insights: 'view' });
    expect((await preview({ reportType: 'wins', ...MARCH }, reader.token)).status).toBe(200);
  });
});

describe('/findRecentReports', () => {
  it('lists the organisation’s range reports newest first, with type, dates, limit, who and when', async () => {
    const since = Date.now();
    await report({ reportType: 'topicSummary', timespan: 'custom_range', startDate: '2025-01-01', endDate: '2025-01-31' });
    await report({ reportType: 'reachoutSummary', ...MARCH }, { limit: 3 });
    // The lists' submissions export is no range report: not listed.
    await report({ reportType: 'submissions', filter: {} });
    const res = await post(fx.t, '/findRecentReports', { organizationId: fx.s.org.id }, fx.leader);
    expect(res.status).toBe(200);
    const [latest, previous] = res.body.data.entities;
    expect(latest).toEqual({
      id: expect.any(String),
      reportType: 'reachoutSummary',
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      limit: 3,
      generatedBy: 'admin Tester',
      generatedAt: expect.any(String),
    });
    expect(Date.parse(latest.generatedAt)).toBeGreaterThanOrEqual(since - 1000);
    expect(previous).toMatchObject({ reportType: 'topicSummary', startDate: '2025-01-01', endDate: '2025-01-31', limit: REPORT_LIMIT });
    expect(res.body.data.entities.length).toBeLessThanOrEqual(10);
    expect(res.body.data.entities.every((e: { reportType: string }) => e.reportType !== ('submissions' as string))).toBe(true);
    // Another organisation's list holds none of these.
    const other = await post(fx.t, '/findRecentReports', { organizationId: fx.other.org.id }, fx.otherLeader);
    expect(other.status).toBe(200);
    expect(other.body.data.entities).toEqual([]);
  });

  it('refuses callers without a token, employees, another organisation and a role without reports', async () => {
    await expectRefusals(fx.t, '/findRecentReports', {
      valid: { organizationId: fx.s.org.id },
      invalid: { organizationId: fx.s.org.id, extra: 1 },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
    const noReports = await loginWithRole(fx.t, fx.s.org.id, { insights: 'view' });
    expect((await post(fx.t, '/findRecentReports', { organizationId: fx.s.org.id }, noReports.token)).status).toBe(403);
  });
});
