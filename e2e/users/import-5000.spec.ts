import { expect, test, type Page } from '@playwright/test';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { departments, designations, memberships, organizations, users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { E2E_PASSWORD } from '../support/env.ts';
import { state } from '../support/state.ts';
import { loginWithPassword, screenshots } from '../support/ui.ts';

// The import preview of a 5,000-row file with errors (a windowed grid: every column
// reachable, problems in their rows, only those shown on request, removed at once, usable at
// 390 px), then a partial CSV update that changes only the columns the file has. In an
// organisation of its own, so 5,000 new people change nothing the other journeys count.

const ADMIN = 'ivo.importer@e2e-import.test';
const email = (i: number | string) => `imp${i}@e2e-import.test`;

test.describe.configure({ mode: 'serial' });
let page: Page;

test.beforeAll(async ({ browser }) => {
  const database = connectDatabase(state().url, 1);
  try {
    const db = database.db;
    const [org] = await db.insert(organizations).values({ name: 'E2E Import Org', setupCompletedAt: new Date() }).returning();
    const [admin] = await db
      .insert(users)
      .values({ businessEmail: ADMIN, firstName: 'Ivo', lastName: 'Importer', passwordHash: await hashPassword(E2E_PASSWORD) })
      .returning();
    await db.insert(memberships).values({ organizationId: org!.id, userId: admin!.id, role: 'admin', inviteStatus: 'accepted' });
    await db.insert(departments).values(['Warehouse', 'Sales'].map((name) => ({ organizationId: org!.id, name })));
    await db.insert(designations).values(['Engineer', 'Manager'].map((name) => ({ organizationId: org!.id, name })));
  } finally {
    await database.close();
  }
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/login');
  await loginWithPassword(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
});
test.afterAll(async () => page?.close());

const drawer = () => page.getByRole('dialog', { name: 'Import Users' });
const grid = () => drawer().getByRole('region', { name: /^Rows to import/ });
const gridRow = (text: string) => grid().getByRole('row').filter({ hasText: text });

async function chooseFile(mode: 'Add new users' | 'Update existing users', lines: string[]) {
  await page.getByRole('button', { name: 'Bulk Import' }).click();
  await drawer().getByLabel(mode).check();
  await drawer()
    .locator('input[type=file]')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
  await drawer().getByRole('button', { name: 'Start Import' }).click();
}

test('5,000 rows with errors go through the preview: every row and column reachable, problems in their rows', async () => {
  await page.goto('/settings/users/myvoyce');
  const lines = ['First Name,Last Name,Business Email,Employee ID,Departments,Designation'];
  // One row in a hundred names a department the organisation does not have: 50 rows.
  for (let i = 0; i < 5000; i++) lines.push(`Person,Number,${email(i)},IMP-${i},${i % 100 === 4 ? 'Nowhere' : 'Warehouse'},Engineer`);
  // An employee ID and an e-mail each given twice: the second of each is refused on its row.
  lines.push(`Dana,Double,${email('dup')},IMP-7,Warehouse,Engineer`, `Evan,Again,${email(8)},IMP-X,Warehouse,Engineer`);
  await chooseFile('Add new users', lines);

  await expect(drawer().getByText('5002 user(s) ready to import')).toBeVisible();
  await expect(drawer().getByText('52 rows have problems: they will fail on Submit.', { exact: false })).toBeVisible();
  // Only the rows in view are in the page, not 5,002 of them.
  expect(await grid().getByRole('row').count()).toBeLessThan(60);
  const bad = gridRow(email(4));
  await expect(bad).toContainText("Departments: Department 'Nowhere' does not exist in this organization");
  await expect(bad.getByRole('img', { name: 'Has problems' })).toBeVisible();

  // The keyboard scrolls the grid to its last rows, which say what is wrong with them.
  await grid().focus();
  await page.keyboard.press('End');
  await expect(gridRow(email('dup'))).toContainText('Employee ID: This employee ID appears more than once in the list');
  await expect(gridRow('IMP-X')).toContainText('Business Email: This user appears more than once in the list');
  await page.keyboard.press('Home');
  await expect(gridRow(email(0))).toBeVisible();
  // Every column is reachable: the grid scrolls sideways to the last one.
  const last = grid().getByRole('columnheader', { name: 'Designation' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();

  // Only the rows with errors, then all of them removed at once.
  await drawer().getByLabel('Show only rows with errors (52 of 5002)').check();
  await expect(grid().getByRole('row').nth(1)).toContainText(email(4));
  await screenshots(page, 'users-import-5000-errors');
  await drawer().getByRole('button', { name: 'Remove the 52 rows with errors' }).click();
  await expect(drawer().getByText('4950 user(s) ready to import')).toBeVisible();
  await expect(drawer().getByText(/have problems/)).toHaveCount(0);

  // At 390 px the grid scrolls sideways; the remove button stays in reach, and after a removal
  // the keyboard is on the next row's.
  await page.setViewportSize({ width: 390, height: 844 });
  const remove = grid().getByRole('button', { name: `Remove ${email(0)}` });
  await expect(remove).toBeInViewport();
  await remove.click();
  await expect(drawer().getByText('4949 user(s) ready to import')).toBeVisible();
  await expect(grid().getByRole('button', { name: `Remove ${email(1)}` })).toBeFocused();
  await screenshots(page, 'users-import-5000');

  await drawer().getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Users added')).toBeVisible({ timeout: 30_000 });
  await expect(drawer()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Total 4949' })).toBeVisible();
});

test('a partial CSV update changes only the columns the file has; a blank cell keeps what is stored', async () => {
  await page.goto('/settings/users/myvoyce');
  await chooseFile('Update existing users', [
    'Business Email,Designation,Last Name',
    `${email(1)},Manager,`,
    `${email(2)},,Second`,
    'nobody@e2e-import.test,Manager,',
  ]);
  await expect(drawer().getByText('3 user(s) ready to import')).toBeVisible();
  await expect(gridRow('nobody@e2e-import.test')).toContainText('Business Email: User not found');
  await expect(gridRow(email(1))).not.toContainText('Field cannot be empty');
  await drawer().getByRole('button', { name: 'Remove nobody@e2e-import.test' }).click();
  await expect(drawer().getByText('2 user(s) ready to import')).toBeVisible();
  await drawer().getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Users updated')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search users' });
  const listed = page.getByRole('row').filter({ has: page.getByText(email(1), { exact: true }) });
  await search.fill(email(1));
  await expect(listed).toContainText('Manager');
  await expect(listed).toContainText('Person Number');
  await expect(listed).toContainText('Warehouse');
  const other = page.getByRole('row').filter({ has: page.getByText(email(2), { exact: true }) });
  await search.fill(email(2));
  await expect(other).toContainText('Person Second');
  await expect(other).toContainText('Engineer');
});
