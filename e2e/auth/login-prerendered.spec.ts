import { expect, test, type Page } from '@playwright/test';
import { state } from '../support/state.ts';
import { expectDashboard, loginWithPassword } from '../support/ui.ts';

/**
 * /login arrives with its screen in the HTML (apps/web/build/login-shell.ts), painted before the
 * app's code runs; the app then renders the same screen over it, for Lighthouse's LCP.
 */

/** Where the screen's parts are, by the text a person sees. */
async function layoutOf(page: Page): Promise<Record<string, { x: number; y: number; width: number; height: number } | null>> {
  const parts = {
    heading: page.getByRole('heading', { level: 1, name: 'Welcome back' }),
    subtitle: page.getByText('Sign in to Voyce.'),
    logIn: page.getByRole('button', { name: 'Log in' }),
    code: page.getByRole('button', { name: 'Sign in with an e-mail code' }),
    forgot: page.getByRole('link', { name: 'Forgot password?' }),
    email: page.locator('input[name="email"]'),
    password: page.locator('input[name="password"]'),
  };
  return Object.fromEntries(await Promise.all(Object.entries(parts).map(async ([name, part]) => [name, await part.boundingBox()])));
}

/** Stops the app's code: what the browser paints from the HTML and CSS alone. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the prerendered screen sits where the app's screen does, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await withoutScripts(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('[data-login-shell]')).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    const shell = await layoutOf(page);

    await page.unrouteAll();
    await page.goto('/login');
    // The app has taken over: the screen is React's (the prerendered one was inert, and is gone).
    await expect(page.locator('[data-login-shell]')).toHaveCount(0);
    await expect(page.locator('input[name="email"]')).toBeFocused();
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutOf(page)).toEqual(shell);
  });
}

test('the app takes over the prerendered screen without the loader in between, and with no error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Records, from before the page's own code, whether the loader ever showed and any CSP refusal.
  await page.addInitScript(() => {
    const seen = { loader: false, violations: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.loader = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.locator('[data-login-shell]')).toHaveCount(0);
  await expect(page.locator('input[name="email"]')).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({ loader: false, violations: [] });
  expect(problems).toEqual([]);
  // And it is the working page: signing in goes on to the dashboard.
  await loginWithPassword(page, state().adminEmail);
  await expectDashboard(page);
});

test('a signed-in leader at /login never sees the sign-in form, and is sent to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, state().adminEmail);
  await expectDashboard(page);

  // Before any of the app's code has run, the inline mark has hidden the prerendered form.
  await withoutScripts(page);
  await page.goto('/login');
  await expect(page.locator('[data-login-shell]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeHidden();

  await page.unrouteAll();
  await page.goto('/login');
  await expectDashboard(page);
});
