import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedOrg } from '../../test/fixtures.ts';
import { billingPlans, invoices } from '../db/schema/index.ts';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, 'main.ts');
let t: TestApp;
let dataDir: string;
let org: string;

beforeAll(async () => {
  t = await createTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'voyce-cli-billing-'));
  org = (await seedOrg(t.db)).org.id;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const cli = (...args: string[]) =>
  run(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: t.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } });

// Each test starts the real CLI, some several times: seconds each on a loaded machine.
describe('billing CLI', { timeout: 120_000 }, () => {
  it('billing:set-plan sets the plan, keeping fields left out', async () => {
    await cli('billing:set-plan', '--org', org, '--renewal-date', '2026-12-31', '--blyndspot-licenses', '10', '--myvoyce-licenses', '500');
    const { stdout } = await cli('billing:set-plan', '--org', org, '--plan', 'Enterprise Plus');
    expect(stdout).toContain('Enterprise Plus, renews 2026-12-31');
    const [plan] = await t.db.select().from(billingPlans).where(eq(billingPlans.organizationId, org));
    expect(plan).toMatchObject({ planName: 'Enterprise Plus', renewalDate: '2026-12-31', blyndspotLicenses: 10, myvoyceLicenses: 500 });
  });

  it('billing:add-invoice adds an invoice once', async () => {
    const args = ['billing:add-invoice', '--org', org, '--number', 'INV-9', '--date', '2026-01-01', '--currency', 'GBP', '--total', '99.5'];
    const { stdout } = await cli(...args);
    expect(stdout).toContain('Invoice INV-9 added (GBP 99.50, paid)');
    const [row] = await t.db.select().from(invoices).where(eq(invoices.organizationId, org));
    expect(row).toMatchObject({ invoiceNumber: 'INV-9', currencySymbol: '£', total: '99.50', status: 'paid' });
    await expect(cli(...args)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('INV-9 already exists') });
  });

  it('refuses bad input with a clear message and exit code 2', async () => {
    await expect(
      cli('billing:add-invoice', '--org', org, '--number', 'X', '--date', '2026-13-01', '--currency', 'GBP', '--total', 'ten'),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--date .*yyyy-MM-dd.*--total must be an amount/s),
    });
    await expect(cli('billing:set-plan', '--org', '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('No organisation'),
    });
    await expect(cli('billing:set-plan', '--org')).rejects.toMatchObject({ code: 2 });
  });
});
