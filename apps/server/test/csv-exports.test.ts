import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { departments, users } from '../src/db/schema/index.ts';
import { ESTABLISHED, post, setMinGroupSize } from './fixtures.ts';
import { parseCsv } from './workspace-fixtures.ts';
import { memberDepartments } from '../src/db/schema/index.ts';
import { useTestOrg } from './org-fixture.ts';

/**
 * Every CSV the server produces, filled with text that a spreadsheet would run as a formula
 * (insights, replies, reach-out answers, names), re-parsed as RFC 4180: no cell may start
 * with = + - @ tab or CR (ARCHITECTURE §7). The import side (BOM, CRLF, quotes, empty lines,
 * formula cells kept as text) is covered in modules/users/users.test.ts.
 */
const PAYLOADS = ['=HYPERLINK("http://evil.example","click")', '+1+1 budget', '-2+3 shifts', '@SUM(A1:A9) rota', '\t=1+1 tab', '\r=1+1 cr'];
const FORMULA_START = /^[=+\-@\t\r]/;

const fx = useTestOrg({ structure: true });
let org: string;
let topicId: string;
let reachoutId: string;

beforeAll(async () => {
  org = fx.s.org.id;
  await fx.t.db.update(departments).set({ name: '=Warehouse' }).where(eq(departments.id, fx.st.warehouse.id));
  await fx.t.db.update(users).set({ firstName: '@Lead', lastName: '-Admin' }).where(eq(users.id, fx.s.admin.id));
  const ids: string[] = [];
  for (const p of PAYLOADS)
    ids.push((await post(fx.t, '/employee/submitInsight', { body: `${p} in the warehouse` }, fx.employee)).body.data.id);
  topicId = (await post(fx.t, '/findSubmissions', { filter: { organizationId: org, id: ids[0] } }, fx.leader)).body.data.entities[0]
    .topicId;
  await post(fx.t, '/replySubmission', { filter: { organizationId: org, ids }, response: '=cmd|" /C calc"!A0' }, fx.leader);
  await post(fx.t, '/markAsWin', { filter: { organizationId: org, ids } }, fx.leader);
  // A one-person reach-out for this sweep's other checks; the group rule has its own tests.
  await setMinGroupSize(fx.t.db, org, 1);
  await fx.t.db
    .insert(memberDepartments)
    .values({ organizationId: org, userId: fx.s.employee.id, departmentId: fx.st.warehouse.id, placedAt: ESTABLISHED });
  const sent = await post(
    fx.t,
    '/sendParticipationMessage',
    { organizationId: org, message: '=1+1 how is the rota?', departmentIds: [fx.st.warehouse.id], sendAs: 'myself' },
    fx.leader,
  );
  reachoutId = sent.body.data.reachout.id;
  await post(fx.t, '/employee/respondToReachout', { reachoutId, body: '+SUM(1,2) Fridays are short' }, fx.employee);
});

async function file(url: string, body: object): Promise<string> {
  const res = await post(fx.t, url, body, fx.leader);
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  const link: string = res.body.data?.data?.url ?? res.body.data?.url ?? res.body.data?.signedUrl;
  return (await fx.t.app.inject({ method: 'GET', url: link })).body;
}

describe('CSV exports', () => {
  it('guard every formula cell, in every export', async () => {
    const range = { timespan: 'custom_range', startDate: '2024-01-01', endDate: new Date().toISOString().slice(0, 10) };
    const exports: Record<string, () => Promise<string>> = {
      '/exportInsightsDetails': () => file('/exportInsightsDetails', { filter: { organizationId: org, topicId } }),
      '/exportReachouts': () => file('/exportReachouts', { filter: { organizationId: org } }),
      // The audit log names the formula-laden department and leader the other exports wrote.
      '/exportAuditLog': () => file('/exportAuditLog', { filter: { organizationId: org } }),
      '/exportReachoutDetails': () => file('/exportReachoutDetails', { filter: { organizationId: org, id: reachoutId } }),
      '/findSubmissionGroups csv': () => file('/findSubmissionGroups', { filter: { organizationId: org, status: 'all' }, format: 'csv' }),
      '/generateReport wins': () => file('/generateReport', { organizationId: org, reportOptions: { reportType: 'wins', ...range } }),
      '/generateReport reachoutSummary': () =>
        file('/generateReport', { organizationId: org, reportOptions: { reportType: 'reachoutSummary', ...range } }),
      '/generateReport topicSummary': () =>
        file('/generateReport', { organizationId: org, reportOptions: { reportType: 'topicSummary', ...range } }),
      '/generateReport submissions': () =>
        file('/generateReport', { organizationId: org, reportOptions: { reportType: 'submissions', filter: { status: 'all' } } }),
    };
    // A route whose summary promises a CSV file must be in the list above.
    const csvRoutes = fx.t.routes.filter((r) => /as CSV|format 'csv'/.test(r.summary)).map((r) => r.url);
    expect(csvRoutes.filter((url) => !Object.keys(exports).some((k) => k.split(' ')[0] === url))).toEqual([]);
    const unguarded: string[] = [];
    let guarded = 0;
    let cells = 0;
    for (const [name, get] of Object.entries(exports)) {
      const rows = parseCsv(await get());
      expect(rows.length, name).toBeGreaterThan(1);
      for (const cell of rows.flat()) {
        cells++;
        if (FORMULA_START.test(cell)) unguarded.push(`${name}: ${JSON.stringify(cell.slice(0, 60))}`);
        if (/^'[=+\-@\t\r]/.test(cell)) guarded++;
      }
    }
    console.info(`CSV exports: ${Object.keys(exports).length} files, ${cells} cells, ${guarded} formula cells guarded`);
    expect(unguarded).toEqual([]);
    // The payloads did reach the files (the check above is not vacuous).
    expect(guarded).toBeGreaterThanOrEqual(PAYLOADS.length);
  });
});
