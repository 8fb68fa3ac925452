import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox.ts';
import { state } from '../support/state.ts';
import { screenshots } from '../support/ui.ts';
import { openLeaderPage, seedInsights, topicListUrl, topicOf } from './data.ts';

// Delegation: to a leadership team member and to a typed e-mail address; both receive the
// insight and the note by e-mail, never who wrote it.

const TEXT = 'The expense tool rejects every hotel receipt from the engineering offsite and nobody answers our tickets.';
const NOTE = 'Please look into this before Friday and tell me what you find.';
const TYPED = 'outside.advisor@example.com';

test('a leader delegates an insight to a leader and to a typed e-mail', async ({ browser, request }) => {
  const [insight] = await seedInsights(request, [TEXT]);
  const topic = await topicOf(request, insight!);
  const page = await openLeaderPage(browser);
  await page.goto(topicListUrl(topic));
  const row = page.getByTestId('submission-row').filter({ hasText: TEXT });
  await expect(row.locator('[data-delegated="false"]')).toBeVisible();
  await row.getByRole('checkbox').check();
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delegate' }).click();

  const dialog = page.getByRole('dialog', { name: 'Share 1 submission(s)' });
  const send = dialog.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  const picker = dialog.getByRole('combobox', { name: 'Recipients' });
  await picker.fill('Sam');
  await dialog.getByRole('option', { name: /Sam Safety/ }).click();
  await picker.fill(TYPED);
  await picker.press('Enter');
  await expect(dialog.getByRole('button', { name: TYPED })).toBeVisible();
  // Adding clears the field and closes the suggestions; typing opens them again, and Escape
  // closes them without closing the dialog.
  await expect(dialog.getByRole('listbox')).toBeHidden();
  await picker.fill('Sam');
  await expect(dialog.getByRole('listbox')).toContainText('No matching people');
  await picker.press('Escape');
  await expect(dialog.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  await picker.fill('');
  await expect(send).toBeDisabled();

  await dialog.getByRole('button', { name: 'Generate message' }).click();
  await expect(dialog.getByLabel('Note')).not.toHaveValue('');
  await dialog.getByLabel('Note').fill(NOTE);
  await screenshots(page, 'insights-delegation');
  const since = new Date();
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();
  await expect(row.locator('[data-delegated="true"]')).toBeVisible();

  for (const to of ['safety.lead@e2e.test', TYPED]) {
    const mail = await waitForMail(request, to, since);
    expect(mail.text).toContain(TEXT);
    expect(mail.text).toContain(NOTE);
    expect(mail.text).not.toContain(state().employeeEmail);
    expect(mail.text).not.toContain('Emma');
  }
  await page.context().close();
});
