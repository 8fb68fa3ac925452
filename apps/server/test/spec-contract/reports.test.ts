import { beforeAll, describe, expect, it } from 'vitest';
import { useTestOrg } from '../org-fixture.ts';
import { call, failsWith, isoDay, ok, post } from './spec-client.ts';

/**
 * Spec 1 §7 /generateReport (the reports screen and the submissions CSV) and the subscription
 * calls, with the bodies the spec gives, and the report message of spec 1 §5.
 */
const fx = useTestOrg();
const org = () => fx.s.org.id;

let insightId = '';
let accountId = '';

beforeAll(async () => {
  insightId = ok(await post(fx.t, '/employee/submitInsight', { body: 'The loading bay door sticks every Monday.' }, fx.employee)).id;
  // The client takes the account id from the profile (spec 1 §3 'Profile': zoho_org_id).
  accountId = ok(await post(fx.t, '/user/getProfile', {}, fx.leader)).zoho_org_id;
});

describe('spec 1 §7 /generateReport {report options, organizationId, limit 5}', () => {
  it('the report request spread in the body (spec 1 §3: reportType, timespan custom_range, startDate, endDate) answers signedUrl', async () => {
    for (const reportType of ['wins', 'reachoutSummary', 'topicSummary']) {
      const body = { reportType, timespan: 'custom_range', startDate: '2024-01-01', endDate: isoDay(), organizationId: org(), limit: 5 };
      const data = ok(await post(fx.t, '/generateReport', body, fx.leader), reportType);
      expect(data.signedUrl).toEqual(expect.any(String));
    }
  });

  it('the same options in reportOptions, as the web sends them, still work', async () => {
    const reportOptions = { reportType: 'wins', timespan: 'custom_range', startDate: '2024-01-01', endDate: isoDay() };
    expect(ok(await post(fx.t, '/generateReport', { reportOptions, organizationId: org(), limit: 5 }, fx.leader)).signedUrl).toEqual(
      expect.any(String),
    );
  });

  it("the submissions CSV: reportType 'submissions' with submission filters, ids and reachoutId or noReachout", async () => {
    const bodies = [
      { reportType: 'submissions', filter: { status: 'open', isWin: false }, ids: [insightId], noReachout: true },
      { reportType: 'submissions', filter: { timespan: 'last_30_days' }, reachoutId: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const body of bodies) {
      const data = ok(await post(fx.t, '/generateReport', { ...body, organizationId: org(), limit: 5 }, fx.leader));
      expect(data.signedUrl).toEqual(expect.any(String));
    }
  });
});

describe('spec 1 §7 subscription calls', () => {
  it('/invoice/details {accountId, organizationId} answers data.invoices', async () => {
    const data = ok(await post(fx.t, '/invoice/details', { accountId, organizationId: org() }, fx.leader));
    expect(data.invoices).toEqual(expect.any(Array));
  });

  it('GET /account/details?id={accountId} answers the subscription account details', async () => {
    const data = ok(await call(fx.t, 'GET', '/account/details', { id: accountId }, fx.leader));
    expect(data).toMatchObject({
      Plan_Name: expect.any(String),
      No_of_Myvoyce_Licenses: expect.toSatisfy((v: unknown) => v === null || typeof v === 'number'),
    });
    expect('Renewal_Date' in data).toBe(true);
  });
});

describe('spec 1 §5 report message, read verbatim', () => {
  it("'Please select both start and end dates'", async () => {
    const spread = { reportType: 'wins', timespan: 'custom_range', startDate: '2024-01-01', organizationId: org(), limit: 5 };
    failsWith(await post(fx.t, '/generateReport', spread, fx.leader), 'Please select both start and end dates', 400);
    const nested = { reportOptions: { reportType: 'topicSummary', timespan: 'custom_range', endDate: isoDay() }, organizationId: org() };
    failsWith(await post(fx.t, '/generateReport', nested, fx.leader), 'Please select both start and end dates', 400);
  });
});
