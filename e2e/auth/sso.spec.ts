import { expect, test, type Browser, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { ssoSettings } from '../../apps/server/src/db/schema/index.ts';
import { startOidcProvider } from '../../apps/server/test/oidc-provider-fixture.ts';
import { openLeaderPage, screenshotOnFailure } from '../insights/data.ts';
import { E2E_BASE_URL } from '../support/env.ts';
import { state } from '../support/state.ts';
import { loginWithPassword, screenshots } from '../support/ui.ts';

// Single sign-on in the browser, against a real OpenID provider (oidc-provider, the server tests'
// fixture) on this machine: an admin sets it up in Settings → Identity, tests it and signs in with
// it; an employee signs in to MyVoyce with it; with "Require single sign-on" on, a password is
// refused with the server's sentence. The organisation is the journeys' shared one: its identity
// settings are removed again at the end, so the journeys that follow sign in with passwords.

test.describe.configure({ mode: 'serial' });

let idp: Awaited<ReturnType<typeof startOidcProvider>>;
let admin: Page;
screenshotOnFailure(() => admin);

async function removeIdentitySettings(): Promise<void> {
  const database = connectDatabase(state().url, 1);
  try {
    await database.db.delete(ssoSettings).where(eq(ssoSettings.organizationId, state().organizationId));
  } finally {
    await database.close();
  }
}

test.beforeAll(async ({ browser }) => {
  idp = await startOidcProvider({ redirectUri: `${E2E_BASE_URL}/sso/callback` });
  admin = await openLeaderPage(browser);
});
test.afterAll(async () => {
  await removeIdentitySettings();
  await admin?.context().close();
  await idp?.close();
});

/** The provider's own pages: its login (any password), then its consent when it asks. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.waitForURL(`${idp.issuer}/**`, { waitUntil: 'domcontentloaded' });
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  const back = page.waitForURL(`${E2E_BASE_URL}/**`, { waitUntil: 'commit' });
  if (await Promise.race([consent.waitFor().then(() => true), back.then(() => false)])) await consent.click();
  await back;
}

/** A fresh browser (no session, no provider cookie) at a sign-in page, through "Sign in with SSO". */
async function signInWithSso(browser: Browser, loginPath: '/login' | '/my/login', email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(loginPath);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with SSO', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await signInAtProvider(page, email);
  return page;
}

test('an admin sets up OpenID Connect in Settings → Identity, tests it, and signs in through it', async ({ browser }) => {
  await admin.goto('/settings');
  await admin.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Identity' }).click();
  await expect(admin).toHaveURL(/\/settings\/identity$/);
  const sso = admin.getByRole('region', { name: 'Single sign-on' });
  await expect(sso.getByRole('radio', { name: 'OpenID Connect' })).toBeChecked();
  await expect(sso.getByRole('textbox', { name: 'Redirect URI' })).toHaveValue(`${E2E_BASE_URL}/sso/callback`);

  await sso.getByRole('textbox', { name: 'Issuer URL' }).fill(idp.issuer);
  await sso.getByRole('textbox', { name: 'Client ID' }).fill(idp.clientId);
  await sso.getByLabel('Client secret', { exact: true }).fill(idp.clientSecret);
  await sso.getByRole('textbox', { name: 'Allowed e-mail domains' }).fill('e2e.test');
  await sso.getByRole('switch', { name: 'Turn on single sign-on' }).check();
  // Testing waits for the changes to be saved: it runs the saved settings.
  await expect(sso.getByRole('button', { name: 'Test sign-in' })).toBeDisabled();
  await sso.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Identity settings saved')).toBeVisible();
  // The secret is not shown again, only that one is stored.
  await expect(sso.getByLabel('Client secret', { exact: true })).toHaveValue('');
  await expect(sso.getByText('A secret is stored. Leave empty to keep it.')).toBeVisible();
  await screenshots(admin, 'settings-identity');

  await sso.getByRole('button', { name: 'Test sign-in' }).click();
  await signInAtProvider(admin, state().adminEmail);
  await expect(admin).toHaveURL(/\/settings\/identity$/);
  await expect(admin.getByRole('region', { name: 'Single sign-on' }).getByText(`Test sign-in worked: ${state().adminEmail}`)).toBeVisible();

  const page = await signInWithSso(browser, '/login', state().adminEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await page.context().close();
});

test('an employee signs in to MyVoyce by SSO', async ({ browser }) => {
  const page = await signInWithSso(browser, '/my/login', state().employeeEmail);
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole('heading', { name: 'Share an insight' })).toBeVisible();
  await page.context().close();
});

test('with "Require single sign-on" on, a password sign-in is refused with the reason', async ({ browser }) => {
  await admin.goto('/settings/identity');
  const sso = admin.getByRole('region', { name: 'Single sign-on' });
  await sso.getByRole('switch', { name: 'Require single sign-on' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Require single sign-on?' });
  await expect(confirm).toContainText('Owners keep their password and codes as a break-glass way in');
  await confirm.getByRole('button', { name: 'Require SSO' }).click();
  await expect(sso.getByRole('switch', { name: 'Require single sign-on' })).toBeChecked();
  await sso.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Identity settings saved')).toBeVisible();

  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/my/login');
  await loginWithPassword(page, state().employeeEmail);
  await expect(page.getByRole('alert')).toHaveText('Your organization signs you in with single sign-on. Use "Sign in with SSO".');
  await expect(page).toHaveURL(/\/my\/login$/);
  await screenshots(page, 'my-login-sso-required');
  await context.close();

  // The admin, still signed in, turns it off again.
  await sso.getByRole('switch', { name: 'Require single sign-on' }).uncheck();
  await sso.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Identity settings saved')).toBeVisible();
});
