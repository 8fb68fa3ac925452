import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, signIn } from '../insights/data.ts';
import { createSeededAdmin } from '../support/accounts.ts';
import { state } from '../support/state.ts';
import { loginWithPassword, logout, screenshots } from '../support/ui.ts';

// A leader whose role has no insight access signed in onto the dashboard and
// read 'Your role does not give access to this page'. Sign-in lands on the first page the role
// allows (the sidebar's order, then My Account); a page it may not view, opened by its address,
// is the calm statement alone: no filters, no bulk actions, no Retry.

const STAMP = Date.now() % 100000;
const NO_ACCESS = 'Your role does not give access to this page';

async function leaderWithRole(browser: Browser, request: Parameters<typeof signIn>[0], name: string, permissions: object) {
  const organizationId = state().organizationId;
  const owner = await signIn(request, state().adminEmail);
  const role = await call<{ entity: { id: string } }>(request, owner, '/createRole', {
    organizationId,
    name: `${name} ${STAMP}`,
    permissions,
  });
  const email = await createSeededAdmin(`${name.toLowerCase().replace(/\W/g, '.')}.${STAMP}@e2e.test`, 'Rhea', 'Restricted');
  const me = await call<{ id: string }>(request, await signIn(request, email), '/user/getProfile', {});
  await call(request, owner, '/assignRole', { organizationId, userId: me.id, roleId: role.entity.id });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return { email, page: await context.newPage() };
}

async function expectNoWorkspaceControls(page: Page) {
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
}

test('a role without insights signs in onto its first page; a page it may not view shows the statement alone', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, page } = await leaderWithRole(browser, request, 'Outreach Only', {
    insights: 'none',
    reachouts: 'edit',
    reports: 'view',
    settings: 'none',
    users: 'none',
  });

  // Sign-in from the page itself: the first page the role allows is the reach-out history.
  await page.goto('/login');
  await loginWithPassword(page, email);
  await expect(page).toHaveURL(/\/reachouts$/);
  await expect(page.getByRole('heading', { name: 'Reach Out History' })).toBeVisible();
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toHaveCount(0);
  // No way 'back' to a dashboard the role may not view.
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await screenshots(page, 'role-home-reachouts');

  // The home address and the dashboard's both go there too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/reachouts$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/reachouts$/);

  // A page it may not view, by its address: the statement, nothing to filter, select or retry.
  await page.goto('/insights');
  await expectNoWorkspaceControls(page);
  await page.goto('/submissions?topic=x&topicId=x');
  await expectNoWorkspaceControls(page);
  await page.goto('/settings/users');
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bulk Import' })).toHaveCount(0);

  // Signed out from the dashboard's address, sign-in does not send them back to it.
  await logout(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await loginWithPassword(page, email);
  await expect(page).toHaveURL(/\/reachouts$/);
  await page.context().close();
});

test('a role with no workspace page at all lands on My Account', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { email, page } = await leaderWithRole(browser, request, 'Settings Only', {
    insights: 'none',
    reachouts: 'none',
    reports: 'none',
    settings: 'view',
    users: 'none',
  });
  await page.goto('/login');
  await loginWithPassword(page, email);
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole('heading', { name: NO_ACCESS })).toHaveCount(0);
  await screenshots(page, 'role-home-settings');
  await page.context().close();
});
