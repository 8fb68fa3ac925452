import { expect, test, type Browser, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { linkIn, waitForMail } from '../support/mailbox.ts';
import { createSeededMember } from '../support/members.ts';
import { state } from '../support/state.ts';
import { loginWithPassword, screenshots } from '../support/ui.ts';

// Add a MyVoyce user, resend and delete an invite, deactivate and
// re-activate (sign-in fails, then works), import the sample CSV with one bad row and see the
// errors dialog, fix and re-import, bulk-update two users, export each tab and open the files.

test.describe.configure({ mode: 'serial' });
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/login');
  await loginWithPassword(page, state().adminEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
});
test.afterAll(async () => page?.close());

const table = () => page.getByRole('table', { name: 'MyVoyce' });
const rowOf = (email: string) => page.getByRole('row').filter({ has: page.getByText(email, { exact: true }) });
const menuOf = async (name: string) => page.getByRole('button', { name: `Actions for ${name}` }).click();

async function downloadFrom(click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const downloaded = page.waitForEvent('download');
  await click();
  const download: Download = await downloaded;
  return { name: download.suggestedFilename(), text: (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '') };
}

/** Signs in on the MyVoyce site in a browser of its own; true when it reached the portal. */
async function employeeCanSignIn(browser: Browser, email: string): Promise<boolean> {
  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await other.goto('/my/login');
    await loginWithPassword(other, email);
    const refused = other.getByText('Sorry, this email does not exist or you have entered an invalid password.');
    await expect(refused.or(other.getByRole('heading', { name: /insight/i }).first())).toBeVisible();
    return !(await refused.isVisible());
  } finally {
    await context.close();
  }
}

test('the page opens the MyVoyce tab with its metric chips; an unknown tab goes to the first', async () => {
  await page.goto('/settings/users');
  await expect(page).toHaveURL(/\/settings\/users\/myvoyce$/);
  await page.goto('/settings/users/nowhere');
  await expect(page).toHaveURL(/\/settings\/users\/myvoyce$/);
  for (const chip of ['Total', 'Active', 'Inactive', 'Invited']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${chip} \\d+$`) })).toBeVisible();
  }
  await expect(rowOf('ana.ops@e2e.test')).toContainText('Warehouse');
  await page.getByRole('tab', { name: 'Blyndspot' }).click();
  await expect(page).toHaveURL(/\/settings\/users\/blyndspot$/);
  await expect(page.getByRole('button', { name: /^Invited/ })).toHaveCount(0);
  await expect(rowOf('leader@e2e.test')).toBeVisible();
});

test('the Add User drawers open without errors; a field says so once touched, all of them on submit', async () => {
  // 'Field cannot be empty' once showed as soon as the drawer opened.
  for (const [tab, title, submit] of [
    ['myvoyce', 'Invite MyVoyce User', 'Invite'],
    ['blyndspot', 'Add Blyndspot User', 'Add'],
  ] as const) {
    await page.goto(`/settings/users/${tab}`);
    await page.getByRole('button', { name: '+ Add User' }).click();
    const drawer = page.getByRole('dialog', { name: title });
    await expect(drawer.getByLabel('First Name')).toBeFocused();
    // Moving through the fields without typing is not a mistake either.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    await expect(drawer.getByText('Field cannot be empty')).toHaveCount(0);
    await expect(drawer.getByText('Please enter a valid email address')).toHaveCount(0);
    await expect(drawer.getByText('At least one department must be selected')).toHaveCount(0);
    await drawer.getByLabel('First Name').fill('Al');
    await drawer.getByLabel('First Name').fill('');
    await drawer.getByLabel('First Name').blur();
    await expect(drawer.getByText('Field cannot be empty')).toHaveCount(1);
    await drawer.getByRole('button', { name: submit, exact: true }).click();
    await expect(drawer.getByText('Field cannot be empty')).toHaveCount(2);
    await expect(drawer.getByText('Please enter a valid email address')).toBeVisible();
    await expect(drawer.getByText('At least one department must be selected')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
});

test('a MyVoyce user is invited from the drawer, with the form rules of spec 2 §5', async ({ request }) => {
  await page.goto('/settings/users/myvoyce');
  await page.getByRole('button', { name: '+ Add User' }).click();
  const drawer = page.getByRole('dialog', { name: 'Invite MyVoyce User' });
  await drawer.getByLabel('First Name').fill('Al');
  await drawer.getByLabel('First Name').blur();
  await expect(drawer.getByText('Must be at least 3 characters')).toBeVisible();
  await drawer.getByLabel('First Name').fill('Nina2');
  await drawer.getByLabel('First Name').blur();
  await expect(drawer.getByText(/numbers/i)).toBeVisible();
  await drawer.getByRole('button', { name: 'Invite' }).click();
  await expect(drawer.getByText('At least one department must be selected')).toBeVisible();

  await drawer.getByLabel('First Name').fill('Nina');
  await drawer.getByLabel('Last Name').fill('Newhire');
  await drawer.getByLabel('Business Email').fill('nina.newhire@e2e.test');
  await drawer.getByLabel('Employee ID').fill('E-2001');
  await drawer.getByRole('button', { name: /^Departments/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Warehouse' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByLabel('Location').selectOption({ label: 'None' });
  await screenshots(page, 'users-invite-drawer');
  const since = new Date(Date.now() - 1000);
  await drawer.getByRole('button', { name: 'Invite' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('Invite sent')).toBeVisible();
  await expect(rowOf('nina.newhire@e2e.test')).toContainText('Pending');
  await waitForMail(request, 'nina.newhire@e2e.test', since, /registration\?inviteId=/);

  await page.getByRole('button', { name: /^Invited \d+$/ }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(table().getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: /^Total \d+$/ }).click();
});

test('a pending invite is resent, then deleted after the confirmation', async ({ request }) => {
  const since = new Date(Date.now() - 1000);
  await menuOf('Nina Newhire');
  await page.getByRole('menuitem', { name: 'Resend Invite' }).click();
  await expect(page.getByText('Invite sent').last()).toBeVisible();
  await waitForMail(request, 'nina.newhire@e2e.test', since, /registration\?inviteId=/);

  await menuOf('Nina Newhire');
  await page.getByRole('menuitem', { name: 'Delete Invite' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deleting Pending Invite' });
  await expect(confirm).toContainText('Are you sure you want to delete this pending invite?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Invite deleted')).toBeVisible();
  await expect(rowOf('nina.newhire@e2e.test')).toHaveCount(0);
});

test('a deactivated employee cannot sign in; re-activated, they can', async ({ browser }) => {
  const email = await createSeededMember('dora.deact@e2e.test', 'Dora', 'Deact', 'employee');
  await page.reload();
  await menuOf('Dora Deact');
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate User' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated')).toBeVisible();
  await expect(rowOf(email)).toContainText('Inactive');
  expect(await employeeCanSignIn(browser, email)).toBe(false);

  await menuOf('Dora Deact');
  await page.getByRole('menuitem', { name: 'Re-Activate' }).click();
  await expect(page.getByText('User re-activated')).toBeVisible();
  await expect(rowOf(email)).toContainText('Active');
  expect(await employeeCanSignIn(browser, email)).toBe(true);
});

test('the sample CSV with one bad row shows the errors dialog; the fixed row imports', async () => {
  await page.goto('/settings/users/myvoyce');
  await page.getByRole('button', { name: 'Bulk Import' }).click();
  const drawer = page.getByRole('dialog', { name: 'Import Users' });
  await drawer.getByRole('button', { name: 'Start Import' }).click();
  await expect(drawer.getByText('Please select an import mode')).toBeVisible();
  await expect(drawer.getByText('Please upload a file')).toBeVisible();
  await drawer.getByLabel('Add new users').check();

  const sample = await downloadFrom(() => drawer.getByRole('button', { name: 'Download sample template' }).click());
  expect(sample.name).toBe('users-import-sample.csv');
  const header = sample.text.split(/\r?\n/)[0]!;
  expect(header).toContain('Business Email');
  const file = (rows: string[]) => ({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\r\n')) });
  const good = [
    'Ivy,Import,ivy.import@e2e.test,,E-3001,Warehouse,,,,',
    'Jon,Import,jon.import@e2e.test,,E-3002,Engineering,,,,',
    'Kim,Import,kim.import@e2e.test,,E-3003,Warehouse,,,,',
  ];
  const bad = 'Liv,Import,liv.import@e2e.test,,E-3004,Nowhere,,,,';
  const fileInput = drawer.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'users.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(drawer.getByText('Only CSV files are allowed')).toBeVisible();
  await fileInput.setInputFiles(file([...good, bad, 'Not,Valid,not-an-email,,,Warehouse,,,,']));
  await drawer.getByRole('button', { name: 'Start Import' }).click();
  await expect(page.getByText('Processed uploaded file')).toBeVisible();
  // The row with an invalid e-mail stays in the grid with its reason (no long
  // toast that disappears), and the problems come as a CSV file.
  await expect(drawer.getByText('5 user(s) ready to import')).toBeVisible();
  const grid = drawer.getByRole('table', { name: /^Rows to import/ });
  await expect(grid.getByRole('row').filter({ hasText: 'not-an-email' })).toContainText('Invalid email format');
  await expect(grid.getByRole('row').filter({ hasText: 'liv.import@e2e.test' })).toContainText("'Nowhere' does not exist");
  await expect(drawer.getByText('1 row(s) have an invalid e-mail: they stay in the list with the reason')).toBeVisible();
  await screenshots(page, 'users-import-refused');
  const problems = await downloadFrom(() => drawer.getByRole('button', { name: 'Download problems (CSV)' }).click());
  expect(problems.name).toBe('users-import-problems.csv');
  const lines = problems.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Row,Business Email,Employee ID,First Name,Last Name,Problems');
  expect(lines).toHaveLength(3);
  expect(lines.find((l) => l.includes('not-an-email'))).toBe('6,not-an-email,,Not,Valid,Business Email: Invalid email format');
  expect(lines.find((l) => l.includes('liv.import'))).toMatch(
    /^5,liv\.import@e2e\.test,E-3004,Liv,Import,"?Departments: .*'Nowhere' does not exist/,
  );
  await drawer.getByRole('button', { name: 'Remove not-an-email' }).click();
  await drawer.getByRole('button', { name: 'Remove kim.import@e2e.test' }).click();
  await expect(drawer.getByText('3 user(s) ready to import')).toBeVisible();
  await screenshots(page, 'users-import-preview');
  await drawer.getByRole('button', { name: 'Submit' }).click();

  const results = page.getByRole('dialog', { name: 'Bulk operation results' });
  await expect(results).toContainText('2 record(s) processed successfully');
  await expect(results).toContainText('1 record(s) failed to process');
  await expect(results.getByRole('row').filter({ hasText: 'liv.import@e2e.test' })).toContainText("'Nowhere' does not exist");
  await screenshots(page, 'users-import-results');
  await results.getByRole('button', { name: 'Close' }).click();

  // Fixed, the row is imported on its own; all-success closes the drawer and refreshes the list.
  await fileInput.setInputFiles(file([bad.replace('Nowhere', 'Engineering')]));
  await drawer.getByRole('button', { name: 'Start Import' }).click();
  await expect(drawer.getByText('1 user(s) ready to import')).toBeVisible();
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Users added')).toBeVisible();
  await expect(drawer).toBeHidden();
  // The seeded reach-out audience (support/audience.ts) fills most of a page of 10 by itself.
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page).toHaveURL(/pageSize=25/);
  for (const email of ['ivy.import@e2e.test', 'jon.import@e2e.test', 'liv.import@e2e.test']) await expect(rowOf(email)).toBeVisible();
});

test('Update Users Data changes two selected users at once', async () => {
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Update Users Data' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Select Ivy Import' }).check();
  await page.getByRole('checkbox', { name: 'Select Jon Import' }).check();
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await page.getByRole('menuitem', { name: 'Update Users Data' }).click();
  const drawer = page.getByRole('dialog', { name: 'Update Users Data' });
  await drawer.getByRole('button', { name: /^Departments/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Engineering' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Warehouse' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Users updated')).toBeVisible();
  await expect(rowOf('ivy.import@e2e.test')).toContainText('Engineering');
  await expect(rowOf('ivy.import@e2e.test')).toContainText('Warehouse');
  await expect(rowOf('jon.import@e2e.test')).toContainText('Warehouse');
  await screenshots(page, 'users-myvoyce');
});

test('each tab exports its own CSV columns, named with the date', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const myvoyce = await downloadFrom(() => page.getByRole('button', { name: 'Export' }).click());
  expect(myvoyce.name).toBe(`myvoyce-users-${today}.csv`);
  expect(myvoyce.text.split('\r\n')[0]).toBe('First Name,Last Name,Invite Email,Invite Created');
  expect(myvoyce.text).toContain('Ivy,Import,ivy.import@e2e.test,');

  await page.getByRole('tab', { name: 'Blyndspot' }).click();
  await expect(rowOf('leader@e2e.test')).toBeVisible();
  const blyndspot = await downloadFrom(() => page.getByRole('button', { name: 'Export' }).click());
  expect(blyndspot.name).toBe(`blyndspot-users-${today}.csv`);
  expect(blyndspot.text.split('\r\n')[0]).toBe('First Name,Last Name,Business Email,Personal Email');
  expect(blyndspot.text).toContain('Lee,Leader,leader@e2e.test,');
});

test('a Blyndspot user is added with emergency categories (None clears the others)', async ({ request }) => {
  await page.getByRole('button', { name: '+ Add User' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Blyndspot User' });
  await drawer.getByRole('button', { name: 'Add' }).click();
  await expect(drawer.getByText('Please select at least one option')).toBeVisible();
  await drawer.getByLabel('Crime').check();
  await drawer.getByLabel('None').check();
  await expect(drawer.getByLabel('Crime')).not.toBeChecked();
  await drawer.getByLabel('Violence').check();
  await expect(drawer.getByLabel('None')).not.toBeChecked();
  await drawer.getByLabel('First Name').fill('Omar');
  await drawer.getByLabel('Last Name').fill('Officer');
  await drawer.getByLabel('Business Email').fill('omar.officer@e2e.test');
  // A new leader starts with no access; the admin sees it and may give more.
  await expect(drawer.getByLabel('Access').locator('option:checked')).toHaveText('No access');
  await drawer.getByRole('button', { name: /^Departments/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Engineering' }).click();
  await page.keyboard.press('Escape');
  const since = new Date(Date.now() - 1000);
  await drawer.getByRole('button', { name: 'Add' }).click();
  await expect(drawer).toBeHidden();
  await expect(rowOf('omar.officer@e2e.test')).toContainText('Pending');
  invite = await waitForMail(request, 'omar.officer@e2e.test', since, /registration\?inviteId=/);

  await menuOf('Omar Officer');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Blyndspot User' });
  await expect(edit.getByLabel('Business Email')).toHaveAttribute('readonly', '');
  await expect(edit.getByText('E-mail cannot be changed. Please contact support to change it.')).toBeVisible();
  await expect(edit.getByLabel('Violence')).toBeChecked();
  await expect(edit.getByLabel('Access').locator('option:checked')).toHaveText('No access');
  await edit.getByLabel('Access').selectOption({ label: 'Full access' });
  await edit.getByLabel('Last Name').fill('Officer-Smith');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(rowOf('omar.officer@e2e.test')).toContainText('Omar Officer-Smith');
  await menuOf('Omar Officer-Smith');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(edit.getByLabel('Access').locator('option:checked')).toHaveText('Full access');
  await screenshots(page, 'users-blyndspot-access');
  await page.keyboard.press('Escape');
  await screenshots(page, 'users-blyndspot');
});

let invite: { text: string } | undefined;

test('a Blyndspot user who started registering is not sent the invite again', async ({ browser }) => {
  // Opening the link claims the invite and mails a registration code: registration has started.
  const context = await browser.newContext();
  const other = await context.newPage();
  const link = new URL(linkIn(invite as Parameters<typeof linkIn>[0]));
  await other.goto(`${link.pathname}${link.search}`);
  await expect(other.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await context.close();

  await menuOf('Omar Officer-Smith');
  await page.getByRole('menuitem', { name: 'Resend Invite' }).click();
  await expect(
    page.getByText('User has already started registration. Please wait for them to complete the process or contact them directly.'),
  ).toBeVisible();
});

test('a bulk change to more than 40% of users asks for confirmation first', async () => {
  // Every admin on the page: more than 40% however many other journeys have added.
  await page.getByRole('checkbox', { name: 'Select all users on this page' }).check();
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await page.getByRole('menuitem', { name: 'Update Users Data' }).click();
  const drawer = page.getByRole('dialog', { name: 'Update Users Data' });
  await drawer.getByRole('button', { name: /^Departments/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Warehouse' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Update' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm bulk change' });
  await expect(confirm).toContainText(/This would change \d+ of \d+ existing users \(more than 40%\)\. Please confirm to continue\./);
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Users updated')).toBeVisible();
  await expect(rowOf('reset.leader@e2e.test')).toContainText('Warehouse');
});

test('on a phone the filters open in a drawer and the actions in a menu', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/users/myvoyce');
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('group', { name: 'Department' });
  await filters.getByRole('button', { name: 'Engineering' }).click();
  await page.screenshot({ path: 'test-results/screens/users-filters-drawer-390.png' });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/department=/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'MyVoyce' }).getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Update Users Data' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/users-actions-menu-390.png' });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });
});
