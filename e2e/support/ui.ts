import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './env.ts';

export async function loginWithPassword(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Types the code the way a person does: into the first box, the rest follow. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const first = page.getByLabel(/^Digit 1 of 6/);
  await first.click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Screenshots people look at: test-results/screens/<name>-<width>.png at 1440 and 390 px. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
    // From the top: a full-page shot of a scrolled page draws the fixed top bar mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
