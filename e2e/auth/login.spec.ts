import { expect, test } from '@playwright/test';
import { codeIn, waitForMail } from '../support/mailbox.ts';
import { state } from '../support/state.ts';
import { enterCode, expectDashboard, loginWithPassword, logout, screenshots } from '../support/ui.ts';

test('a leader signs in with e-mail and password, and signs out', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await screenshots(page, 'login');
  await loginWithPassword(page, state().adminEmail);
  await expectDashboard(page);
  await screenshots(page, 'dashboard-shell');
  await logout(page);
  // The session ended on the server: going back does not get in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the generic error', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, state().adminEmail, 'Wrong-password-1');
  await expect(page.getByText('Sorry, this email does not exist or you have entered an invalid password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a leader signs in with an e-mail code read from the mailbox', async ({ page, request }) => {
  const email = state().adminEmail;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with an e-mail code' }).click();
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const mail = await waitForMail(request, email, since, /sign in/);
  await screenshots(page, 'login-code');
  // A wrong code first: the message shows and the boxes clear.
  const wrong = String((Number(codeIn(mail)) + 1) % 1_000_000).padStart(6, '0');
  await enterCode(page, wrong);
  await expect(page.getByText('Wrong code, please try again')).toBeVisible();
  await expect(page.getByLabel(/^Digit 1 of 6/)).toHaveValue('');
  await enterCode(page, codeIn(mail));
  await expectDashboard(page);
});

test('asking for a second code offers the Active OTP choice', async ({ page, request }) => {
  const email = state().resetEmail;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with an e-mail code' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  // Back to the e-mail step and ask again while the first code is still active.
  await page.getByRole('button', { name: 'Back' }).click();
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Send code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Active OTP Found' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('New OTP has been sent to your email')).toBeVisible();
  const mail = await waitForMail(request, email, since, /sign in/);
  await enterCode(page, codeIn(mail));
  await expectDashboard(page);
});

test("an employee at the leaders' door is told so and sent to MyVoyce, not told the password is wrong", async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, state().employeeEmail);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("This is the leaders' sign-in. Your account is an employee account")).toBeVisible();
  await expect(page.getByText('does not exist or you have entered an invalid password')).toHaveCount(0);
  await screenshots(page, 'login-wrong-door');
  await page.getByRole('link', { name: 'Go to MyVoyce' }).click();
  await expect(page).toHaveURL(/\/my\/login/);
  // Signed in to MyVoyce, a dashboard link (an e-mailed one, or /settings) says the same.
  await loginWithPassword(page, state().employeeEmail);
  await expect(page.getByRole('heading', { name: 'Share an insight' })).toBeVisible();
  await page.goto('/settings/account');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText("This is the leaders' sign-in. Your account is an employee account")).toBeVisible();
});
