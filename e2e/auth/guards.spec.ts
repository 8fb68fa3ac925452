import { expect, test } from '@playwright/test';
import { state } from '../support/state.ts';
import { expectDashboard, loginWithPassword, screenshots } from '../support/ui.ts';

test('logged-out visitors go to /login and come back to where they were headed', async ({ page }) => {
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/login/);
  await loginWithPassword(page, state().adminEmail);
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
});

test('signed-in leaders are sent away from the sign-in pages; unknown paths go to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, state().adminEmail);
  await expectDashboard(page);
  for (const path of ['/login', '/forgotpassword', '/no/such/page', '/']) {
    await page.goto(path);
    await expectDashboard(page);
  }
  // The session survives a reload (restored from storage with a loader).
  await page.reload();
  await expectDashboard(page);
});

test('the 404 page links back home', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('link', { name: /return home/i })).toBeVisible();
  await screenshots(page, 'not-found');
  await page.getByRole('link', { name: /return home/i }).click();
  await expect(page).toHaveURL(/\/(login|dashboard)/);
});
