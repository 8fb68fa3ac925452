import { expect, test } from '@playwright/test';
import { createInvitedOrg } from '../support/invite.ts';
import { codeIn, linkIn, waitForMail } from '../support/mailbox.ts';
import { enterCode, expectDashboard, screenshots } from '../support/ui.ts';

// A new organisation's admin accepts the invite, completes setup and
// reaches the dashboard.

test("a new organisation's admin completes setup and reaches the dashboard", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `setup.admin.${Date.now()}@e2e.test`;
  const since = new Date(Date.now() - 1000);
  await createInvitedOrg(email);
  const invite = await waitForMail(request, email, since, /registration\?inviteId=/);
  const link = new URL(linkIn(invite));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await enterCode(page, codeIn(await waitForMail(request, email, since, /\b\d{6}\b/)));
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Founder');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Founder-Pass-1');
  await page.getByLabel('Confirm password').fill('Founder-Pass-1');
  await page.getByLabel('I accept the terms of use').check();
  await page.getByLabel('I confirm this is my work e-mail').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // The admin lands on the setup page, and the dashboard sends them back while it is not done.
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Voyce' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/setup$/);

  // Texts save when they lose focus.
  const goals = page.getByLabel('Goals');
  await goals.fill('Everyone goes home safe\nDeliver on time');
  await goals.blur();
  await expect(page.getByText('Goals saved')).toBeVisible();
  const higher = page.getByLabel('Higher-priority comment phrases');
  await higher.fill('safety, harassment');
  await higher.blur();
  await expect(page.getByText('Phrases saved').first()).toBeVisible();
  const lower = page.getByLabel('Lower-priority comment phrases');
  await lower.fill('Safety');
  await lower.blur();
  await expect(page.getByText('Duplicate words are not allowed')).toBeVisible();
  await lower.fill('parking\ncoffee');
  await lower.blur();
  await expect(page.getByText('Duplicate words are not allowed')).toBeHidden();
  const sample = page.getByLabel('Writing sample');
  await sample.fill('Hi team,\n\nThanks for the honest feedback this month. We read every word.\n\nBest,\nNia');
  await sample.blur();
  await expect(page.getByText('Writing sample saved')).toBeVisible();

  // Leadership team: a draft row, its rules, then two saved leaders with flags.
  const add = page.getByRole('button', { name: 'Add member' });
  await add.click();
  await expect(page.getByLabel('Name, leader 1')).toBeFocused();
  await expect(add).toBeDisabled();
  await page.getByLabel('Name, leader 1').blur();
  await expect(page.getByText('Name cannot be empty')).toBeVisible();
  await page.getByLabel('Name, leader 1').fill('Nia Founder');
  await page.getByLabel('Email, leader 1').fill('not-an-email');
  await page.getByLabel('Email, leader 1').blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email, leader 1')).toHaveValue('');
  // An emergency contact is a leader who may view insights: the admin herself.
  await page.getByLabel('Violence, leader 1').check();
  await page.getByLabel('Email, leader 1').fill(email);
  // Saved 2000 ms after name and e-mail are valid; then Add member is free again.
  await expect(add).toBeEnabled({ timeout: 6000 });
  await add.click();
  await page.getByLabel('Name, leader 2').fill('Chris Compliance');
  await page.getByLabel('Email, leader 2').fill('chris@setup.test');
  await expect(add).toBeEnabled({ timeout: 6000 });
  // A saved row's toggles save at once. Rows are in name order: Chris first, then Nia.
  await expect(page.getByLabel('Name, leader 1')).toHaveValue('Chris Compliance');
  const saved = () => page.waitForResponse((r) => r.url().endsWith('/api/updateLeadershipTeamMember') && r.ok());
  await Promise.all([saved(), page.getByLabel('Crime, leader 2').check()]);
  // Chris is no leader of the organisation: in the team (delegations, shares), but no emergency contact.
  await page.getByLabel('Threat, leader 1').check();
  await expect(page.getByText('Only leaders of this organization who may view insights can be emergency contacts')).toBeVisible();

  // Invites: one invalid e-mail stops the send; corrected, two are invited.
  const box = page.getByLabel('E-mail addresses');
  await box.fill('ana@setup.test, not valid\nben@setup.test');
  await page.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByText('The following email(s) are invalid: not valid. Please correct them before sending invites.')).toBeVisible();
  // None valid: the spec's own sentence (spec 2 §5).
  await box.fill('not valid, nope');
  await page.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByText('Please enter valid emails.', { exact: true })).toBeVisible();
  await box.fill(' ana@setup.test ,\nben@setup.test\n');
  const invitedSince = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByText('Invites sent', { exact: true })).toBeVisible();
  await waitForMail(request, 'ana@setup.test', invitedSince);
  await waitForMail(request, 'ben@setup.test', invitedSince);

  // What was saved is there after a reload.
  await page.reload();
  await expect(page.getByLabel('Goals')).toHaveValue('Everyone goes home safe\nDeliver on time');
  await expect(page.getByLabel('Name, leader 1')).toHaveValue('Chris Compliance');
  await expect(page.getByLabel('Threat, leader 1')).not.toBeChecked();
  await expect(page.getByLabel('Name, leader 2')).toHaveValue('Nia Founder');
  await expect(page.getByLabel('Violence, leader 2')).toBeChecked();
  await expect(page.getByLabel('Crime, leader 2')).toBeChecked();
  await screenshots(page, 'setup');

  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expectDashboard(page);
});
