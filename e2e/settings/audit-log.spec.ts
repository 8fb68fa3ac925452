import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { call, employeeAnswersReveal, openLeaderPage, seedInsights, signIn } from '../insights/data.ts';
import { state } from '../support/state.ts';
import { screenshots } from '../support/ui.ts';

// The audit log: a leader's privileged actions each leave a row; the leader opens
// /settings/audit-log, filters it (the filters live in the URL) and exports it as CSV.

const STAMP = Date.now() % 100000;
const ROLE = `Auditors ${STAMP}`;
const DIVISION = `Audit Division ${STAMP}`;
const INSIGHT = `The fire exit by the loading dock was blocked by pallets again (${STAMP}).`;

test('a leader acts, then reads, filters and exports the audit log', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const organizationId = state().organizationId;
  const page = await openLeaderPage(browser);

  // A role made in the editor, the way a leader does it.
  await page.goto('/settings/roles-permissions/new');
  await page.getByLabel(/^Role name/).fill(ROLE);
  await page.getByRole('table', { name: 'Permissions' }).getByRole('radio', { name: 'Settings: View' }).check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Role created')).toBeVisible();

  // More privileged actions through the API: a structure change, an export, a reveal request
  // the author declines.
  const leader = await signIn(request, state().adminEmail);
  await call(request, leader, '/createDivision', { organizationId, name: DIVISION, description: '' });
  await call(request, leader, '/exportReachouts', { filter: { organizationId } });
  const [insight] = await seedInsights(request, [INSIGHT]);
  await call(request, leader, '/unmaskSubmissionRequest', { filter: { organizationId }, submissionId: insight!.id });
  await employeeAnswersReveal(request, insight!.id, false);

  // The settings menu leads to the log; the newest row comes first.
  await page.goto('/settings/account');
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/settings\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit Log' });
  await expect(table.getByRole('row').nth(1)).toContainText('Lee Leader');
  await expect(table.getByRole('row').filter({ hasText: 'Reveal requested' }).first()).toBeVisible();
  // The employee's answer keeps only its day (ARCHITECTURE §5): it sorts at the day's start,
  // is found by its action, and shows a date, never a time.
  await page.getByLabel('Action').selectOption({ label: 'Reveal answered' });
  const answered = table.getByRole('row').filter({ hasText: 'employee (anonymous)' }).first();
  await expect(answered).toContainText('Reveal answered');
  await expect(answered.getByRole('cell').first()).toHaveText(/^(Today|Yesterday)$/);
  await page.getByLabel('Action').selectOption({ label: 'All actions' });
  await expect(table.getByRole('row').filter({ hasText: `Role: ${ROLE}` })).toContainText('Role created');
  await expect(table.getByRole('row').filter({ hasText: 'kind: reachouts' }).first()).toContainText('Export');
  await screenshots(page, 'settings-audit-log');

  // Filter by action: the URL keeps it, a reload shows the same list.
  await page.getByLabel('Action').selectOption({ label: 'Structure item created' });
  await expect(page).toHaveURL(/action=settings\.structure_created/);
  await expect(table.getByRole('row').filter({ hasText: DIVISION })).toBeVisible();
  await expect(table.getByText('Role created')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Action')).toHaveValue('settings.structure_created');
  await expect(table.getByRole('row').filter({ hasText: DIVISION })).toBeVisible();

  // Search and a day range narrow it further; a range the wrong way round is explained.
  await page.getByLabel('Action').selectOption({ label: 'All actions' });
  await page.getByRole('searchbox', { name: 'Search the audit log' }).fill(ROLE);
  await expect(page).toHaveURL(/search=Auditors/);
  await expect(table.getByRole('row')).toHaveCount(2);
  const today = new Date().toLocaleDateString('en-CA');
  await page.getByLabel('From').fill('2030-01-02');
  await page.getByLabel('To').fill('2030-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date' })).toBeVisible();
  await page.getByLabel('From').fill(today);
  await page.getByLabel('To').fill(today);
  await expect(table.getByRole('row').filter({ hasText: ROLE })).toBeVisible();

  // Export CSV: the filtered rows, as a file.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('When,Actor,Actor Id,Action,Target Type,Target Id,Detail');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('role.created');
  expect(csv).not.toContain(state().employeeEmail);

  // The export is itself audited.
  await page.getByRole('searchbox', { name: 'Search the audit log' }).fill('audit_log');
  await expect(table.getByRole('row').filter({ hasText: 'Export' }).first()).toBeVisible();

  // On a phone the rows are cards (the employee's answer, at its day's start, by its action).
  await page.getByRole('searchbox', { name: 'Search the audit log' }).fill('');
  await page.getByLabel('Action').selectOption({ label: 'Reveal answered' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: 'Audit Log' })).toHaveCount(0);
  await expect(page.getByText('employee (anonymous)').first()).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/settings/audit-log');
  await screenshots(page, 'settings-audit-log-all');
});
