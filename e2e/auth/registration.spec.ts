import { expect, test } from '@playwright/test';
import { codeIn, linkIn, waitForMail } from '../support/mailbox.ts';
import { createInvitedOrg } from '../support/invite.ts';
import { screenshots } from '../support/ui.ts';
import { enterCode } from '../support/ui.ts';

test("a new organisation's admin registers from the invite e-mail and reaches the dashboard", async ({ page, request }) => {
  const email = `new.admin.${Date.now()}@e2e.test`;
  const since = new Date(Date.now() - 1000);
  await createInvitedOrg(email);
  const invite = await waitForMail(request, email, since, /registration\?inviteId=/);
  const link = new URL(linkIn(invite));
  await page.goto(`${link.pathname}${link.search}`);
  // The invite is claimed automatically and a code is mailed.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const codeMail = await waitForMail(request, email, since, /registration/);
  await enterCode(page, codeIn(codeMail));
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await screenshots(page, 'registration-welcome');
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Founder');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Founder-Pass-1');
  await page.getByLabel('Confirm password').fill('Founder-Pass-2');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Founder-Pass-1');
  await page.getByLabel('I accept the terms of use').check();
  await page.getByLabel('I confirm this is my work e-mail').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new organisation's admin starts on the setup page; its journey is e2e/settings/setup.spec.ts.
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Voyce' })).toBeVisible();
});

test('Back on the code step returns to the Welcome form, and the code already sent still works (spec 1 §2)', async ({ page, request }) => {
  const email = `back.admin.${Date.now()}@e2e.test`;
  const since = new Date(Date.now() - 1000);
  await createInvitedOrg(email);
  const invite = await waitForMail(request, email, since, /registration\?inviteId=/);
  const link = new URL(linkIn(invite));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const codeMail = await waitForMail(request, email, since, /registration/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page.getByText('then enter the 6-digit code we sent you')).toBeVisible();
  await page.getByLabel('First name').fill('Ola');
  await page.getByLabel('Last name').fill('Back');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Back-Pass-123');
  await page.getByLabel('Confirm password').fill('Back-Pass-123');
  await page.getByLabel('I accept the terms of use').check();
  await page.getByLabel('I confirm this is my work e-mail').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  // The first code, not a new one: the account is created with the details already typed.
  await enterCode(page, codeIn(codeMail));
  await expect(page).toHaveURL(/\/setup$/);
});

test('an invalid invite link says so and goes to sign-in', async ({ page }) => {
  await page.goto('/registration?inviteId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Invalid invite. Please check your invite link.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a registration link without an invite shows the fallback screen', async ({ page }) => {
  await page.goto('/registration');
  await expect(page.getByRole('heading', { name: 'This invite link is incomplete' })).toBeVisible();
});
