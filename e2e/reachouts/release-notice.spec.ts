import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { call, openLeaderPage, screenshotOnFailure, signIn } from '../insights/data.ts';
import { E2E_AUDIENCE, E2E_MIN_GROUP_SIZE } from '../support/audience.ts';
import { releaseAnswers } from '../support/release.ts';
import { state } from '../support/state.ts';
import { screenshots } from '../support/ui.ts';

// Five answered but the hourly batch has not run. The leader reads when the
// results appear, on their own clock, not "Fewer than 5 responded"; still no count and no answer.

const TITLE = `Waiting for the release ${Date.now().toString(36)}`;
let page: Page;
let reachoutId: string;
let releaseAt: string;

test.describe.configure({ mode: 'serial' });
screenshotOnFailure(() => page);
test.afterAll(async () => {
  await page?.context().close();
  // Leave no held answers to the specs after this one.
  await releaseAnswers();
});

test.beforeAll(async ({ request, browser }) => {
  const organizationId = state().organizationId;
  const leader = await signIn(request, state().adminEmail);
  const departments = await call<{ entity: { id: string; name: string }[] }>(request, leader, '/fetchDepartments', { organizationId });
  const sent = await call<{ reachout: { id: string } }>(request, leader, '/sendParticipationMessage', {
    organizationId,
    title: TITLE,
    message: 'Which one change would make the monthly all-hands more useful to you?',
    departmentIds: departments.entity.map((d) => d.id),
    sendAs: 'organization',
  });
  reachoutId = sent.reachout.id;
  for (const who of E2E_AUDIENCE.slice(0, E2E_MIN_GROUP_SIZE)) {
    const token = await signIn(request, who.email);
    await call(request, token, '/employee/respondToReachout', {
      reachoutId,
      body: `Shorter slides and time for questions (${who.firstName}).`,
    });
  }
  // The pipeline holds the five; the batch has not run, so the reach-out names the release.
  await expect
    .poll(
      async () => {
        const r = await call<{ releaseAt?: string }>(request, leader, '/findReachout', { id: reachoutId, organizationId });
        releaseAt = r.releaseAt ?? '';
        return releaseAt;
      },
      { timeout: 30_000, message: 'five held answers make the reach-out wait for the release' },
    )
    .not.toBe('');
  page = await openLeaderPage(browser);
});

test('five answered before the batch: "At least 5 answered — results appear at" the release, on the viewer\'s clock', async () => {
  await page.goto(`/reachouts/${reachoutId}`);
  const time = await page.evaluate((iso) => {
    const d = new Date(iso);
    return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  }, releaseAt);
  const notice = `At least 5 answered — results appear at ${time}`;
  await expect(page.getByTestId('responses-hidden')).toContainText(notice);
  await expect(page.getByTestId('engagement-hidden')).toContainText(notice);
  await expect(page.getByText('Fewer than 5 responded')).toHaveCount(0);
  await expect(page.getByText('Shorter slides')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await screenshots(page, 'reachout-waiting-release');

  await page.goto('/reachouts');
  const card = page.getByTestId('engagement-hidden').filter({ hasText: notice });
  await expect(card).toHaveCount(1);
  await screenshots(page, 'reachouts-waiting-release');

  // The release shows them, and the notice goes.
  expect(await releaseAnswers()).toBeGreaterThanOrEqual(5);
  await page.goto(`/reachouts/${reachoutId}`);
  await expect(page.getByText(/^5\/\d+ responded$/)).toBeVisible();
  await expect(page.getByText(notice)).toHaveCount(0);
});
