import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openLeaderPage, screenshotOnFailure } from '../insights/data.ts';
import { state } from '../support/state.ts';
import { screenshots } from '../support/ui.ts';

// A leader opens My Subscriptions and sees the defaults with no billing
// data, then the plan and invoices an operator recorded with the CLI, and opens an invoice.

const root = join(import.meta.dirname, '..', '..');

/** The operator's CLI (`npm run cli -- billing:...`) against the journeys' database. */
function cli(...args: string[]): void {
  // The state file also holds the journeys' data folder (support/global-setup.ts).
  const { url, dataDir } = state() as ReturnType<typeof state> & { dataDir: string };
  execFileSync('npm', ['run', '--silent', 'cli', '--', ...args, '--org', state().organizationId], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: join(dataDir, 'app'), LOG_LEVEL: 'error' },
    stdio: 'pipe',
  });
}

test.describe.configure({ mode: 'serial' });

let page: Page;

screenshotOnFailure(() => page);
test.afterAll(async () => page?.context().close());
test.beforeAll(async ({ browser }) => {
  page = await openLeaderPage(browser);
});

test('without billing data the page shows the default plan and no transactions', async () => {
  await page.goto('/settings/subscriptions');
  const plan = page.getByRole('region', { name: 'Plan Details' });
  await expect(plan.getByRole('cell', { name: 'Enterprise' })).toBeVisible();
  await expect(plan.getByRole('cell', { name: 'Yearly' })).toBeVisible();
  await expect(plan.getByRole('cell', { name: '-', exact: true })).toBeVisible();
  await expect(plan.getByText(/^Blyndspot: \d+ in use, no license count set$/)).toBeVisible();
  const history = page.getByRole('region', { name: 'Transaction History' });
  await expect(history.getByText('View all of your transactions for subscriptions')).toBeVisible();
  await expect(history.getByText('No transactions yet')).toBeVisible();
});

test('a failed load of the transactions offers Retry', async () => {
  // Both tries of the query (spec 1 §9: one retry) fail; Retry then loads.
  await page.route('**/api/invoice/details', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 2 });
  await page.reload();
  const history = page.getByRole('region', { name: 'Transaction History' });
  await expect(history.getByRole('alert')).toContainText('An unexpected error occurred. Please try again.');
  await history.getByRole('button', { name: 'Retry' }).click();
  await expect(history.getByText('No transactions yet')).toBeVisible();
});

test('a leader sees the plan and invoices recorded with the CLI and opens an invoice', async () => {
  cli(
    'billing:set-plan',
    '--plan',
    'Enterprise Plus',
    '--renewal-date',
    '2027-03-04',
    '--blyndspot-licenses',
    '10',
    '--myvoyce-licenses',
    '250',
    '--contact-url',
    'mailto:billing@e2e.test',
  );
  cli(
    'billing:add-invoice',
    '--number',
    'INV-2026-001',
    '--date',
    '2026-03-04',
    '--currency',
    'USD',
    '--symbol',
    '$',
    '--total',
    '1200.00',
  );
  cli(
    'billing:add-invoice',
    '--number',
    'INV-2026-002',
    '--date',
    '2026-09-04',
    '--currency',
    'USD',
    '--symbol',
    '$',
    '--total',
    '1500.50',
    '--status',
    'open',
  );

  await page.reload();
  const plan = page.getByRole('region', { name: 'Plan Details' });
  await expect(plan.getByRole('cell', { name: 'Enterprise Plus' })).toBeVisible();
  await expect(plan.getByRole('cell', { name: 'Mar 4, 2027' })).toBeVisible();
  await expect(plan.getByText(/^Blyndspot: 10 licenses \(\d+ in use\)$/)).toBeVisible();
  await expect(plan.getByText(/^MyVoyce: 250 licenses \(\d+ in use\)$/)).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Contact Billing' })).toHaveAttribute('href', 'mailto:billing@e2e.test');

  const history = page.getByRole('region', { name: 'Transaction History' });
  const rows = history.getByRole('row');
  // Newest first, with number and date, total with currency code and symbol, and status.
  await expect(rows.nth(1)).toContainText('INV-2026-002');
  await expect(rows.nth(1)).toContainText('USD $1,500.50');
  await expect(rows.nth(1)).toContainText('Open');
  await expect(rows.nth(2)).toContainText('INV-2026-001');
  await expect(rows.nth(2)).toContainText('Mar 4, 2026');
  await expect(rows.nth(2)).toContainText('Paid');
  await screenshots(page, 'subscriptions');

  // Clicking a row opens its invoice, a printable page, in a new tab.
  const opened = page.waitForEvent('popup');
  await rows.nth(2).getByText('USD $1,200.00').click();
  const invoice = await opened;
  await expect(invoice.getByRole('heading', { name: 'Invoice INV-2026-001' })).toBeVisible();
  await expect(invoice.getByText('USD $1200.00').first()).toBeVisible();
  await invoice.close();

  // The row's link opens the same invoice.
  const linked = page.waitForEvent('popup');
  await history.getByRole('link', { name: 'View invoice INV-2026-002' }).click();
  const second = await linked;
  await expect(second.getByRole('heading', { name: 'Invoice INV-2026-002' })).toBeVisible();
  await second.close();
});
