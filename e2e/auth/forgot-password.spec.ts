import { expect, test } from '@playwright/test';
import { codeIn, waitForMail } from '../support/mailbox.ts';
import { state } from '../support/state.ts';
import { enterCode, expectDashboard, loginWithPassword, screenshots } from '../support/ui.ts';

test('a leader resets a forgotten password with an e-mailed code', async ({ page, request }) => {
  const email = state().resetEmail;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await screenshots(page, 'forgot-password');
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const mail = await waitForMail(request, email, since, /reset/);
  await enterCode(page, codeIn(mail));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('Reset-Pass-77');
  await page.getByLabel('Confirm password').fill('Reset-Pass-77');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginWithPassword(page, email, 'Reset-Pass-77');
  await expectDashboard(page);
});

test('back from the e-mail step returns to sign-in', async ({ page }) => {
  await page.goto('/forgotpassword');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/login/);
});
