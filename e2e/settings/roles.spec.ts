import { expect, test } from '@playwright/test';
import { call, openLeaderPage, seedInsights, signIn } from '../insights/data.ts';
import { createSeededAdmin } from '../support/accounts.ts';
import { state } from '../support/state.ts';
import { expectDashboard, loginWithPassword, screenshots } from '../support/ui.ts';

// Roles and permissions: a custom role that may only view insights narrows
// what an admin holding it may do, and the server enforces it.

const INSIGHT = 'The break room fridge has been broken for three weeks and food keeps going off.';
const ROLE = `Insights Viewer ${Date.now() % 100000}`;

test('a custom role with insights view only: the dashboard works, a reply is refused', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const organizationId = state().organizationId;
  const [insight] = await seedInsights(request, [INSIGHT]);
  const page = await openLeaderPage(browser);

  // The leader creates the role in the editor: a name and one level per area.
  await page.goto('/settings/roles-permissions');
  await expect(page.getByRole('cell', { name: /^owner/i })).toBeVisible();
  await page.getByRole('link', { name: '+ Add Role' }).click();
  await expect(page).toHaveURL(/\/settings\/roles-permissions\/new$/);
  const matrix = page.getByRole('table', { name: 'Permissions' });
  await expect(matrix.getByRole('radiogroup')).toHaveCount(5);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Role name is required')).toBeVisible();
  await page.getByLabel(/^Role name/).fill(ROLE);
  await matrix.getByRole('radio', { name: 'Insights: View' }).check();
  await matrix.getByRole('radio', { name: 'Reports: No access' }).check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/roles-permissions$/);
  await expect(page.getByText('Role created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: ROLE });
  await expect(row).toContainText('Insights: View');
  await screenshots(page, 'settings-roles');

  // The editor shows the role's matrix.
  await page.getByRole('link', { name: `Edit ${ROLE}` }).click();
  await expect(page).toHaveURL(/\/settings\/roles-permissions\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel(/^Role name/)).toHaveValue(ROLE);
  await expect(matrix.getByRole('radio', { name: 'Insights: View' })).toBeChecked();
  for (const area of ['Reach-outs', 'Reports', 'Settings', 'Users'])
    await expect(matrix.getByRole('radio', { name: `${area}: No access` })).toBeChecked();
  await screenshots(page, 'settings-role-editor');

  // A second admin is given the role.
  const leader = await signIn(request, state().adminEmail);
  const roles = await call<{ entities: { id: string; name: string }[] }>(request, leader, '/findRoles', { filter: { organizationId } });
  const roleId = roles.entities.find((r) => r.name === ROLE)!.id;
  const email = await createSeededAdmin(`viewer.${Date.now()}@e2e.test`, 'Vera', 'Viewer');
  const viewer = await signIn(request, email);
  const me = await call<{ id: string }>(request, viewer, '/user/getProfile', {});
  await call(request, leader, '/assignRole', { organizationId, userId: me.id, roleId });

  // Signed in, they see the dashboard and the insights...
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const theirs = await context.newPage();
  await theirs.goto('/login');
  await loginWithPassword(theirs, email);
  await expectDashboard(theirs);
  const token = await signIn(request, email);
  const list = await call<{ entities: { id: string }[] }>(request, token, '/findSubmissions', {
    filter: { organizationId, status: 'all' },
    pageSize: 500,
  });
  expect(list.entities.map((s) => s.id)).toContain(insight!.id);

  // ...but may not answer one: the server refuses with the role's message.
  const reply = await request.post('/api/replySubmission', {
    headers: { Authorization: `Bearer ${token}` },
    data: { filter: { organizationId, ids: [insight!.id] }, response: 'We are fixing the fridge this week.' },
  });
  expect(reply.status()).toBe(403);
  expect(((await reply.json()) as { message?: string; error?: { message?: string } }).error?.message ?? '').toBe(
    'Your role does not allow you to change insights.',
  );
  await context.close();
  await page.context().close();
});
