import { expect, test, type Page } from '@playwright/test';
import { state } from '../support/state.ts';
import { loginWithPassword, screenshots } from '../support/ui.ts';

// Departments and locations are created, edited, searched and sorted,
// and the filters survive a reload through the URL.

test.describe.configure({ mode: 'serial' });
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/login');
  await loginWithPassword(page, state().adminEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
});
test.afterAll(async () => page?.close());

const rows = () => page.getByRole('table').getByRole('row');
/** The filter button, not the column header of the same name. */
const headFilter = () => page.locator('button[aria-haspopup]', { hasText: /^Department Head/ });

test('the settings area opens My Account; organization opens its first tab', async () => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/account$/);
  await page.goto('/settings/nowhere');
  await expect(page).toHaveURL(/\/settings\/account$/);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Organization' }).click();
  await expect(page).toHaveURL(/\/settings\/organization\/profile$/);
  await expect(page.getByLabel('Company Name')).toHaveValue('E2E Org');
  await screenshots(page, 'settings-company-profile');
  await page.goto('/settings/organization/unknown');
  await expect(page).toHaveURL(/\/settings\/organization\/profile$/);
});

test('departments: create, edit, search, sort and filter, kept in the URL', async () => {
  await page.getByRole('tab', { name: 'Departments' }).click();
  await expect(page.getByText('These tags are used for better classification of insights.')).toBeVisible();
  await page.getByRole('button', { name: '+ Add Department' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Department' });
  await drawer.getByLabel('Name').fill('CS');
  await drawer.getByLabel('Name').blur();
  await expect(drawer.getByText('Must be at least 3 characters')).toBeVisible();
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer.getByText('Please choose an option')).toBeVisible();
  await drawer.getByLabel('Name').fill('Customer Support');
  await drawer.getByLabel('Department Classification').selectOption({ label: 'Operations' });
  // A searchable picker (name, e-mail or department), no longer a list of everyone.
  await drawer.getByRole('combobox', { name: 'Department Head' }).fill('lee');
  await page.getByRole('option', { name: /Lee Leader/ }).click();
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Customer Support', exact: true })).toBeVisible();

  await page.getByRole('button', { name: '+ Add Department' }).click();
  const second = page.getByRole('dialog', { name: 'Create Department' });
  await second.getByLabel('Name').fill('Quality Assurance');
  await second.getByLabel('Description').fill('Tests every release');
  await second.getByLabel('Department Classification').selectOption({ label: 'Technology' });
  await second.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('cell', { name: 'Quality Assurance', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Customer Support' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Department' });
  await expect(edit.getByLabel('Name')).toHaveValue('Customer Support');
  await edit.getByLabel('Name').fill('Customer Care');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('cell', { name: 'Customer Care', exact: true })).toBeVisible();

  // Sorted by name, descending: Warehouse, Quality Assurance, Engineering, Customer Care.
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sortOrder=desc/);
  await expect(rows().nth(1)).toContainText('Warehouse');
  await expect(rows().nth(4)).toContainText('Customer Care');

  await page.getByRole('searchbox', { name: 'Search' }).fill('care');
  await expect(page).toHaveURL(/search=care/);
  await expect(rows()).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('care');
  await expect(rows()).toHaveCount(2);
  await expect(rows().nth(1)).toContainText('Customer Care');

  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await headFilter().click();
  await page.getByRole('menuitemcheckbox', { name: 'Lee Leader' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/department_head_id=/);
  await expect(rows()).toHaveCount(2);
  await page.reload();
  await expect(headFilter()).toHaveText('Department Head (1)');
  await expect(rows()).toHaveCount(2);
  await screenshots(page, 'settings-departments');
  await headFilter().click();
  await page.getByRole('menuitemcheckbox', { name: 'Lee Leader' }).click();
  await page.keyboard.press('Escape');
  await expect(rows()).toHaveCount(5);

  // On a phone the table is a list of cards, sorted with a select instead of the headers.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Departments' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText('Warehouse');
  await page.getByLabel('Sort by').selectOption({ label: 'Name, ascending' });
  // Name ascending is the default order: the URL drops it.
  await expect(page).not.toHaveURL(/sortOrder=/);
  await expect(cards.first()).toContainText('Customer Care');
  await expect(cards.first().getByRole('button', { name: 'Edit Customer Care' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('locations: country, state and zone pickers; create, edit, search and sort', async () => {
  await page.getByRole('tab', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/settings\/organization\/locations$/);
  await expect(page.getByText('No data available')).toBeVisible();
  const create = async (name: string, country: string, stateName: string, zone: string) => {
    await page.getByRole('button', { name: '+ Add Location' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create Location' });
    await drawer.getByLabel('Name').fill(name);
    await drawer.getByLabel('Country').selectOption({ label: country });
    await drawer.getByLabel('State').selectOption({ label: stateName });
    await drawer.getByLabel('Time Zone').selectOption({ label: zone });
    await drawer.getByRole('button', { name: 'Create' }).click();
    await expect(drawer).toBeHidden();
  };
  await create('Berlin Office', 'Germany', 'Berlin', 'Europe/Berlin');
  await create('Austin Hub', 'United States', 'Texas', 'America/Chicago');
  await page.getByRole('button', { name: 'Edit Austin Hub' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Location' });
  await expect(edit.getByLabel('Country')).toHaveValue('US');
  await edit.getByLabel('Name').fill('Austin Campus');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('cell', { name: 'Austin Campus', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Country' }).click();
  await expect(rows().nth(1)).toContainText('Germany');
  await page.getByRole('button', { name: 'Country' }).click();
  await expect(rows().nth(1)).toContainText('United States');
  await expect(page).toHaveURL(/sortBy=country&sortOrder=desc/);
  await page.getByRole('searchbox', { name: 'Search' }).fill('berlin');
  await expect(page).toHaveURL(/search=berlin/);
  await page.reload();
  await expect(rows()).toHaveCount(2);
  await expect(rows().nth(1)).toContainText('Berlin Office');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await screenshots(page, 'settings-locations');
});
