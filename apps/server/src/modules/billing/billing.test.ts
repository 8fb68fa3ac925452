import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLAN_NAME } from '@voyce/contracts/billing';
import { post } from '../../../test/fixtures.ts';
import { download, expectRefusals } from '../../../test/workspace-fixtures.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { addInvoice, currencySymbol, setPlan } from './billing.operator.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ otherOrg: true });

beforeAll(async () => {
  // A disabled employee holds no licence.
  const [gone] = await fx.t.db
    .insert(users)
    .values({ businessEmail: `gone-${fx.s.org.id}@example.com`, firstName: 'Gone' })
    .returning();
  await fx.t.db.insert(memberships).values({ organizationId: fx.s.org.id, userId: gone!.id, role: 'employee', disabled: true });
});
afterEach(() => vi.useRealTimers());

const accountDetails = async (id: string, token = fx.leader) => {
  const res = await fx.t.app.inject({ method: 'GET', url: `/api/account/details?id=${id}`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
};
const invoiceDetails = (accountId = fx.s.org.id, token = fx.leader) =>
  post(fx.t, '/invoice/details', { accountId, organizationId: fx.s.org.id }, token);

describe('subscriptions', () => {
  it('with no data: the plan defaults, licences unset, seats in use counted, no invoices', async () => {
    const res = await accountDetails(fx.s.org.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      Plan_Name: DEFAULT_PLAN_NAME,
      Renewal_Date: null,
      Renewal_Frequency: 'Yearly',
      No_of_Blyndspot_Licenses: null,
      No_of_Myvoyce_Licenses: null,
      Blyndspot_Licenses_In_Use: 1,
      Myvoyce_Licenses_In_Use: 1,
      Contact_Billing_Url: null,
    });
    expect((await invoiceDetails()).body.data).toEqual({ invoices: [] });
  });

  it('with data: the plan and its invoices, newest first, each opening a printable page', async () => {
    await setPlan(fx.t.db, { org: fx.s.org.id, plan: 'Growth', renewalDate: '2026-09-30', blyndspotLicenses: '5', myvoyceLicenses: '250' });
    await setPlan(fx.t.db, { org: fx.s.org.id, contactUrl: 'mailto:billing@voyce.example' });
    await addInvoice(fx.t.db, { org: fx.s.org.id, number: 'INV-001', date: '2025-01-15', currency: 'usd', total: '1200', status: 'paid' });
    await addInvoice(fx.t.db, {
      org: fx.s.org.id,
      number: 'INV-002',
      date: '2026-01-15',
      currency: 'EUR',
      total: '1350.5',
      status: 'open',
      description: '<b>Year 2</b>',
    });
    await addInvoice(fx.t.db, { org: fx.other.org.id, number: 'X-1', date: '2026-02-01', currency: 'GBP', total: '9' });
    const account = await accountDetails(fx.s.org.id);
    expect(account.body.data).toMatchObject({
      Plan_Name: 'Growth',
      Renewal_Date: '2026-09-30',
      No_of_Blyndspot_Licenses: 5,
      No_of_Myvoyce_Licenses: 250,
      Contact_Billing_Url: 'mailto:billing@voyce.example',
    });
    const res = await invoiceDetails();
    expect(res.status).toBe(200);
    const list = res.body.data.invoices;
    expect(list.map((i: { invoice_number: string }) => i.invoice_number)).toEqual(['INV-002', 'INV-001']);
    expect(list[0]).toEqual({
      id: expect.any(String),
      invoice_number: 'INV-002',
      date: '2026-01-15',
      currency_code: 'EUR',
      currency_symbol: '€',
      total: '1350.50',
      status: 'open',
      invoice_url: expect.stringMatching(/^\/api\/invoices\/[\w-]+\.[\w-]+$/),
    });
    expect(list[1]).toMatchObject({ currency_code: 'USD', currency_symbol: '$', total: '1200.00', status: 'paid' });
    const page = await download(fx.t, list[0].invoice_url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('Invoice INV-002');
    expect(page.text).toContain('EUR €1350.50');
    expect(page.text).toContain(fx.s.org.name);
    expect(page.text).toContain('&#60;b&#62;Year 2&#60;/b&#62;');
    expect(page.text).not.toContain('<b>Year 2');
  });

  it('invoice links expire after 15 minutes and refuse tampering', async () => {
    const url: string = (await invoiceDetails()).body.data.invoices[0].invoice_url;
    const [payload, mac] = url.replace('/api/invoices/', '').split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forOther = Buffer.from(JSON.stringify({ ...claims, o: fx.other.org.id })).toString('base64url');
    for (const bad of [`/api/invoices/${forOther}.${mac}`, `/api/invoices/${payload}`, '/api/invoices/nope']) {
      const res = await download(fx.t, bad);
      expect(res.status, bad).toBe(403);
      expect(res.text).toContain('This invoice link has expired');
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    expect((await download(fx.t, url)).status).toBe(403);
  });

  it("another organisation's account answers 404; employees 403; a bad id 400", async () => {
    expect((await accountDetails(fx.other.org.id)).status).toBe(404);
    expect((await invoiceDetails(fx.other.org.id)).status).toBe(404);
    expect((await accountDetails(fx.s.org.id, fx.employee)).status).toBe(403);
    expect((await accountDetails('nope')).status).toBe(400);
    expect((await fx.t.app.inject({ method: 'GET', url: `/api/account/details?id=${fx.s.org.id}` })).statusCode).toBe(401);
    await expectRefusals(fx.t, '/invoice/details', {
      valid: { accountId: fx.s.org.id, organizationId: fx.s.org.id },
      invalid: { accountId: 'x', organizationId: fx.s.org.id },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });

  it('knows currency symbols, falling back to the code', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('ZZZ')).toBe('ZZZ');
  });
});
