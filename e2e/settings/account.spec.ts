import { expect, test } from '@playwright/test';
import { createSeededAdmin } from '../support/accounts.ts';
import { E2E_PASSWORD } from '../support/env.ts';
import { state } from '../support/state.ts';
import { loginWithPassword, logout, screenshots } from '../support/ui.ts';

// A leader edits their profile and password; the old password then
// fails, the new one works, and their other sessions end.

const NEW_PASSWORD = 'Changed-Pass-42!';

test('a leader edits their profile and password; the old password fails, other sessions end', async ({ page, request }) => {
  const email = await createSeededAdmin(`account.${Date.now()}@e2e.test`, 'Ada', 'Admin');
  // Another session of the same person (another browser, a phone): it must end.
  const other = await request.post('/api/user/verifyLogin', { data: { email, password: E2E_PASSWORD } });
  expect(other.ok()).toBe(true);
  const otherToken = ((await other.json()) as { data: { authorization: string } }).data.authorization;
  const otherCall = () =>
    request.post('/api/findRoles', {
      data: { filter: { organizationId: state().organizationId } },
      headers: { Authorization: `Bearer ${otherToken}` },
    });
  expect((await otherCall()).status()).toBe(200);

  await page.goto('/login');
  await loginWithPassword(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/account');

  // User Profile: names follow the 2-50, no digits rule; e-mail and id are read-only.
  const first = page.getByLabel(/^First name/);
  await expect(first).toHaveValue('Ada');
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page.getByLabel(/^Email/)).not.toBeEditable();
  await first.fill('Ada2');
  await first.blur();
  await expect(page.getByText('The name field must not contain numbers.')).toBeVisible();
  await first.fill('A');
  await first.blur();
  await expect(page.getByText('Must be at least 2 characters')).toBeVisible();
  await first.fill('Adele');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^First name/)).toHaveValue('Adele');
  await expect(page.getByLabel(/^Last name/)).toHaveValue('Lovelace');

  // Update Password: a mismatch, then a wrong current password, then the change.
  const current = page.getByLabel(/^Current password/);
  const fresh = page.getByLabel(/^New password/);
  const confirm = page.getByLabel(/^Confirm password/);
  const update = page.getByRole('button', { name: 'Update Password' });
  await current.fill(E2E_PASSWORD);
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill('Something-Else-1!');
  await update.click();
  await expect(page.getByText('Passwords must match')).toBeVisible();

  await current.fill('Not-My-Password-1!');
  await confirm.fill(NEW_PASSWORD);
  await update.click();
  // Named on the field (under it) as well as in the snackbar.
  await expect(page.locator('form').getByText('Sorry, this email does not exist or you have entered an invalid password.')).toBeVisible();
  await expect(current).toBeFocused();
  expect((await otherCall()).status()).toBe(200);
  await screenshots(page, 'settings-account');

  await current.fill(E2E_PASSWORD);
  await update.click();
  await expect(page.getByText('Your password has been updated')).toBeVisible();
  await expect(current).toHaveValue('');

  // The other session is over; this one is not.
  expect((await otherCall()).status()).toBe(401);
  await page.goto('/settings/account');
  await expect(page.getByLabel(/^First name/)).toHaveValue('Adele');

  // Signed out, the old password fails and the new one works.
  await logout(page);
  await loginWithPassword(page, email);
  await expect(page.getByText('Sorry, this email does not exist or you have entered an invalid password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await loginWithPassword(page, email, NEW_PASSWORD);
  // Signed in again, they return to the page they signed out from.
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByLabel(/^First name/)).toHaveValue('Adele');
});
