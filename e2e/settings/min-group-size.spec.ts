import { expect, test, type Page } from '@playwright/test';
import { openLeaderPage, screenshotOnFailure } from '../insights/data.ts';
import { screenshots } from '../support/ui.ts';

// The minimum group size k (ARCHITECTURE §5) in Settings → Organization → Profile: shown with
// what it means, changed by an admin within 3 to 50, and used at once by the reach-out wizard.
// The journey puts k back to 5, the default the other journeys count on.

test.describe.configure({ mode: 'serial' });

let page: Page;
screenshotOnFailure(() => page);
test.beforeAll(async ({ browser }) => {
  page = await openLeaderPage(browser);
});
test.afterAll(async () => page?.context().close());

const field = () => page.getByRole('spinbutton', { name: 'Minimum group size' });
const save = () => page.getByRole('button', { name: 'Save' });

test('the company profile shows k with what it means', async () => {
  await page.goto('/settings/organization/profile');
  await expect(page.getByLabel('Company Name')).toHaveValue('E2E Org');
  await expect(field()).toHaveValue('5');
  await expect(
    page.getByText('Reach-outs need at least this many recipients, and their answers stay hidden until this many have answered.'),
  ).toBeVisible();
  await screenshots(page, 'settings-min-group-size');
});

test('an admin changes k within 3 to 50; the wizard states the new minimum', async () => {
  for (const wrong of ['2', '51', '']) {
    await field().fill(wrong);
    await field().blur();
    await expect(page.getByText('Must be a whole number from 3 to 50')).toBeVisible();
  }
  await save().click();
  await expect(page.getByText('Saved', { exact: true })).toHaveCount(0);
  await screenshots(page, 'settings-min-group-size-error');

  await field().fill('6');
  await field().blur();
  await expect(page.getByText('Must be a whole number from 3 to 50')).toBeHidden();
  await save().click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(field()).toHaveValue('6');

  await page.getByRole('button', { name: 'Create Reach Out' }).click();
  const wizard = page.getByRole('dialog', { name: /Create Reach Out/ });
  await wizard.getByRole('textbox', { name: 'Message' }).fill('Does the new desk booking tool work for you?');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByTestId('wizard-audience-size')).toContainText(
    'Reach-outs go to at least 6 people, so no answer can be traced to one person.',
  );
  await wizard.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(wizard).toBeHidden();

  // Back to the default for the journeys that follow.
  await field().fill('5');
  await save().click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(field()).toHaveValue('5');
});
