import { expect, test } from '@playwright/test';

/**
 * The sign-in page in the testers' pseudo-locale (?lang=pseudo): every string accented and
 * longer, placeholders filled, the page's lang set; the choice is kept in the browser until
 * another is asked for. Only this language's catalog is downloaded.
 */
test('the pseudo-locale: accented, longer sign-in page; kept until English is asked for', async ({ page }) => {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(i18n-[a-z]+(?:-[A-Z]+)?)-/.exec(request.url())?.[1];
    if (name) catalogs.push(name);
  });
  await page.goto('/login?lang=pseudo');
  await expect(page.getByRole('heading', { level: 1, name: /^Ŵéļçöɱé ƀàçķ·+$/ })).toBeVisible();
  // {brand} filled with the (pseudo) product name.
  await expect(page.getByText(/^Šîĝñ îñ ŧö ·+Ṽöýçé·+\.·$/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  expect(catalogs).toEqual(['i18n-pseudo']);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: /^Ŵéļçöɱé ƀàçķ·+$/ })).toBeVisible();
  await page.goto('/login?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
