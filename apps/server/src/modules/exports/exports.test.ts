import { beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_EXPORT_COLUMNS, INSIGHTS_EXPORT_IDENTITY_COLUMNS } from '@voyce/contracts/workspace';
import { post } from '../../../test/fixtures.ts';
import { daysAgo, download, expectRefusals, parseCsv, seedTopic } from '../../../test/workspace-fixtures.ts';
import { submissionDepartments, submissions } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ otherOrg: true, structure: true });
let topicId: string;
let authored: string;

beforeAll(async () => {
  authored = (
    await post(fx.t, '/employee/submitInsight', { body: 'The Warehouse heating is off, it is 12 degrees in the morning.' }, fx.employee)
  ).body.data.id;
  topicId = (await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id, id: authored } }, fx.leader)).body.data
    .entities[0].topicId;
  // Two more insights in the same topic, written directly: one that looks like a formula.
  const rows = await fx.t.db
    .insert(submissions)
    .values([
      {
        organizationId: fx.s.org.id,
        topicId,
        body: '=HYPERLINK("http://evil.example","click"), really',
        stage: 'processed',
        severity: 3,
        markedAsWinAt: new Date(),
        messageCount: 2,
        createdAt: daysAgo(2),
      },
      {
        organizationId: fx.s.org.id,
        topicId,
        body: 'Still cold.',
        stage: 'closed',
        closedAt: new Date(),
        severity: 1,
        createdAt: daysAgo(3),
      },
    ])
    .returning({ id: submissions.id });
  await fx.t.db.insert(submissionDepartments).values([
    { organizationId: fx.s.org.id, submissionId: rows[0]!.id, departmentId: fx.st.warehouse.id },
    { organizationId: fx.s.org.id, submissionId: rows[0]!.id, departmentId: fx.st.sales.id },
  ]);
});

async function exportTopic(id = topicId) {
  const res = await post(fx.t, '/exportInsightsDetails', { filter: { topicId: id, organizationId: fx.s.org.id } }, fx.leader);
  return res;
}
async function exported() {
  const res = await exportTopic();
  expect(res.status).toBe(200);
  const file = await download(fx.t, res.body.data.data.url);
  expect(file.status).toBe(200);
  return { file, records: parseCsv(file.text) };
}

describe('/exportInsightsDetails', () => {
  it("answers data.data.url to a CSV of the topic's insights, guarded against formulas, without identity", async () => {
    const res = await exportTopic();
    expect(res.body.data).toEqual({ data: { url: expect.stringMatching(/^\/api\/downloads\//), expiresAt: expect.any(String) } });
    const { file, records } = await exported();
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="insights-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = records;
    expect(header).toEqual([...INSIGHTS_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows[0]![0]).toBe('The Warehouse heating is off, it is 12 degrees in the morning.');
    expect(rows[1]).toEqual([
      `'=HYPERLINK("http://evil.example","click"), really`,
      'Open',
      daysAgo(2).toISOString().slice(0, 10),
      'Yes',
      'None',
      '2',
      'High',
      'Sales; Warehouse',
    ]);
    expect(rows[2]).toEqual(['Still cold.', 'Closed', daysAgo(3).toISOString().slice(0, 10), 'No', 'None', '0', 'Low', '']);
    for (const secret of [fx.s.employee.businessEmail, 'employee', fx.s.employee.id]) expect(file.text).not.toContain(secret);
  });

  it('adds identity columns once a reveal is accepted, filled for that insight only', async () => {
    await post(fx.t, '/unmaskSubmissionRequest', { filter: { organizationId: fx.s.org.id }, submissionId: authored }, fx.leader);
    const pending = await exported();
    expect(pending.records[0]).toEqual([...INSIGHTS_EXPORT_COLUMNS]);
    expect(pending.records[1]![4]).toBe('Requested');
    expect(pending.file.text).not.toContain(fx.s.employee.businessEmail);

    await post(fx.t, '/employee/respondToUnmaskRequest', { submissionId: authored, accept: true }, fx.employee);
    const { records } = await exported();
    expect(records[0]).toEqual([...INSIGHTS_EXPORT_COLUMNS, ...INSIGHTS_EXPORT_IDENTITY_COLUMNS]);
    expect(records[1]!.slice(4, 5)).toEqual(['Accepted']);
    expect(records[1]!.slice(-3)).toEqual(['employee', 'Tester', fx.s.employee.businessEmail]);
    expect(records[2]!.slice(-3)).toEqual(['', '', '']);
    expect(records[3]!.slice(-3)).toEqual(['', '', '']);
  });

  it('streams a large topic across pages', async () => {
    const { topic } = await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Big one', insights: [] });
    const base = Date.now() - 86_400_000;
    await fx.t.db.insert(submissions).values(
      Array.from({ length: 2050 }, (_, i) => ({
        organizationId: fx.s.org.id,
        topicId: topic.id,
        body: `insight ${i}`,
        stage: 'processed' as const,
        // Some share a timestamp, so the page boundary must break ties by id.
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    );
    const res = await exportTopic(topic.id);
    const records = parseCsv((await download(fx.t, res.body.data.data.url)).text);
    expect(records).toHaveLength(2051);
    expect(new Set(records.slice(1).map((r) => r[0])).size).toBe(2050);
  });

  it("answers 404 for another organisation's topic, and refuses the rest", async () => {
    const foreign = await seedTopic(fx.t.db, fx.other.org.id, { topic: 'Elsewhere' });
    const res = await exportTopic(foreign.topic.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No topic found');
    await expectRefusals(fx.t, '/exportInsightsDetails', {
      valid: { filter: { topicId, organizationId: fx.s.org.id } },
      invalid: { filter: { organizationId: fx.s.org.id } },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });
});
