import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { alertPhrases } from '../../apps/server/src/db/schema/index.ts';
import { call, openLeaderPage, respondUrl, screenshotOnFailure, signIn, topicOf, type Insight } from '../insights/data.ts';
import { state } from '../support/state.ts';
import { loginWithPassword, screenshots } from '../support/ui.ts';

// An admin adds an alert phrase in AI settings, an employee writes an insight that
// contains it in MyVoyce, and the leader sees it raised for review with the phrase that did it.

const PHRASE = 'blue van';
const INSIGHT = `A Blue Van parks by the loading bay every night and the boxes are gone by morning. (${Date.now().toString(36)})`;

test.describe.configure({ mode: 'serial' });
let page: Page;

/** The seeded organisation starts every run without alert phrases, and is left so. */
async function clearAlertPhrases() {
  const database = connectDatabase(state().url, 1);
  try {
    await database.db.delete(alertPhrases).where(eq(alertPhrases.organizationId, state().organizationId));
  } finally {
    await database.close();
  }
}

test.beforeAll(async ({ browser }) => {
  await clearAlertPhrases();
  page = await openLeaderPage(browser);
});
test.afterAll(async () => {
  await page?.context().close();
  await clearAlertPhrases();
});
screenshotOnFailure(() => page);

const section = () => page.getByRole('region', { name: 'Alert phrases' });

test('an admin adds an alert phrase with the keyboard; duplicates and blanks are refused', async () => {
  await page.goto('/settings/ai');
  const alerts = section();
  await expect(alerts.getByText('No alert phrases yet')).toBeVisible();
  await expect(alerts.getByText('0 of 100')).toBeVisible();

  const field = alerts.getByRole('textbox', { name: 'Word or phrase' });
  const kind = alerts.getByRole('combobox', { name: 'Raises' });
  await alerts.getByRole('button', { name: 'Add alert phrase' }).click();
  await expect(alerts.getByText('Enter a word or phrase')).toBeVisible();
  await expect(alerts.getByText('Choose the kind it raises')).toBeVisible();

  // Keyboard only: type, Tab to the kind, pick it, Enter adds.
  await field.focus();
  await page.keyboard.type(`  ${PHRASE}  `);
  await page.keyboard.press('Tab');
  await expect(kind).toBeFocused();
  await kind.selectOption({ label: 'Crime' });
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Alert phrase added')).toBeVisible();
  const list = alerts.getByRole('list', { name: 'Alert phrases' });
  const row = list.getByRole('listitem').filter({ hasText: PHRASE });
  await expect(row).toBeVisible();
  await expect(row.getByText('Crime', { exact: true })).toBeVisible();
  await expect(alerts.getByText('1 of 100')).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();

  // The same phrase in other letters is refused beside the field.
  await field.fill('BLUE   VAN');
  await page.keyboard.press('Enter');
  await expect(alerts.getByText('This alert phrase is already added')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await field.fill('');

  // Survives a reload.
  await page.reload();
  await expect(section().getByRole('listitem').filter({ hasText: PHRASE })).toBeVisible();
  await section().scrollIntoViewIfNeeded();
  await sectionShots('ai-settings-alert-phrases');
});

test('an employee writes it in MyVoyce; the leader sees it raised with "matched your alert phrase"', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // The employee, in the portal.
  const portal = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const employee = await portal.newPage();
  await employee.goto('/my/login');
  await loginWithPassword(employee, state().employeeEmail);
  await expect(employee).toHaveURL(/\/my$/);
  await employee.getByRole('textbox', { name: 'Your insight' }).fill(INSIGHT);
  await employee.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(employee.getByRole('row').filter({ hasText: INSIGHT })).toBeVisible();
  await portal.close();

  // Filed by the real pipeline.
  const leader = await signIn(request, state().adminEmail);
  let insight: Insight | undefined;
  await expect
    .poll(
      async () => {
        const data = await call<{ entities: Insight[] }>(request, leader, '/findSubmissions', {
          filter: { organizationId: state().organizationId, status: 'all' },
          pageSize: 500,
        });
        insight = data.entities.find((s) => s.body === INSIGHT);
        return Boolean(insight);
      },
      { timeout: 30_000, message: 'the pipeline files the insight' },
    )
    .toBe(true);
  const topic = await topicOf(request, insight!);
  expect(topic.topic).toMatch(/^Possible crime, please review: /);

  await page.goto(respondUrl(topic, [insight!.id]));
  const card = page.getByRole('article').filter({ hasText: INSIGHT });
  await expect(card.getByText('Possible Crime — please review')).toBeVisible();
  await expect(card.getByText(`matched your alert phrase '${PHRASE}'`)).toBeVisible();
  await expect(card.getByText(/High|Critical/)).toBeVisible();
  await screenshots(page, 'alert-phrase-insight');
});

test('removing an alert phrase asks first; Escape keeps it', async () => {
  await page.goto('/settings/ai');
  const alerts = section();
  const remove = alerts.getByRole('button', { name: `Remove alert phrase '${PHRASE}'` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Remove alert phrase?' });
  await expect(dialog).toContainText(`Insights containing '${PHRASE}' will no longer be raised as possible crime.`);
  // Destructive: Cancel has the focus, not Remove.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(alerts.getByRole('listitem')).toHaveCount(1);

  await remove.click();
  await page.getByRole('dialog', { name: 'Remove alert phrase?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Alert phrase removed')).toBeVisible();
  await expect(alerts.getByText('No alert phrases yet')).toBeVisible();
  await expect(alerts.getByRole('textbox', { name: 'Word or phrase' })).toBeFocused();
});

/** The section alone, at 1440 and 390 px (what a person reviewing this screen looks at). */
async function sectionShots(name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    await page.waitForTimeout(150);
    await section().screenshot({ path: `test-results/screens/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
