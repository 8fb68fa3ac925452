import { expect, test } from '@playwright/test';
import { call, openLeaderPage, signIn } from '../insights/data.ts';
import { createSeededMember } from '../support/members.ts';
import { state } from '../support/state.ts';
import { expectDashboard, loginWithPassword, screenshots } from '../support/ui.ts';

// A custom role is given from the user drawer (an employee promoted to it), and the
// person holding it sees only what it allows: settings sections hidden, '+ Add User', 'Bulk
// Import' and 'Create Reach Out' disabled with the reason, a calm page where it gives no access.

const STAMP = Date.now() % 100000;
// Names in the user form have no digits: the stamp as letters keeps the person unique.
const TAG = String(STAMP).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const ROLE = `Team Reader ${STAMP}`;
const FIRST = 'Cora';
const LAST = `Custom${TAG}`;

test('a custom role given from the user drawer: its holder sees only what it allows', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const organizationId = state().organizationId;

  // The role comes through the API (e2e/settings/roles.spec.ts covers the editor): insights and
  // reach-outs to read, users to read, no settings, no reports.
  const leader = await signIn(request, state().adminEmail);
  await call(request, leader, '/createRole', {
    organizationId,
    name: ROLE,
    permissions: { insights: 'view', reachouts: 'view', reports: 'none', settings: 'none', users: 'view' },
  });
  const email = await createSeededMember(`cora.${TAG}@e2e.test`, FIRST, LAST, 'employee');

  // The admin finds the employee on the MyVoyce tab and gives them the role in the drawer.
  const page = await openLeaderPage(browser);
  const rowOf = (text: string) => page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });
  await page.goto('/settings/users/myvoyce');
  await page.getByLabel('Search users').fill(email);
  await expect(rowOf(email)).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${FIRST} ${LAST}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit MyVoyce User' });
  const roleField = drawer.getByLabel('Access', { exact: true });
  // An employee's role shows as such; the admin (full access) may give any role.
  await expect(roleField.locator('option:checked')).toHaveText('Employee (MyVoyce only)');
  await expect(roleField.locator('option', { hasText: 'Full access' })).toHaveCount(1);
  await roleField.selectOption({ label: ROLE });
  // The user form needs a department (spec 2 §5); the seeded employee has none yet.
  await drawer.getByRole('button', { name: /^Departments/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Warehouse' }).click();
  await page.keyboard.press('Escape');
  await screenshots(page, 'users-role-drawer');
  await drawer.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(drawer).toBeHidden();

  // Promoted, they are a Blyndspot user now, holding the role.
  await expect(rowOf(email)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Blyndspot' }).click();
  await expect(page).toHaveURL(/\/settings\/users\/blyndspot/);
  await page.getByLabel('Search users').fill(email);
  await expect(rowOf(email)).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${FIRST} ${LAST}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Blyndspot User' });
  await expect(edit.getByLabel('Access', { exact: true }).locator('option:checked')).toHaveText(ROLE);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await page.context().close();

  // They sign in to the dashboard: insights are theirs to read.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const theirs = await context.newPage();
  await theirs.goto('/login');
  await loginWithPassword(theirs, email);
  await expectDashboard(theirs);
  // The sidebar leaves out what the role may not see: no Reports.
  const mainNav = theirs.getByRole('navigation', { name: 'Main navigation' });
  await expect(mainNav.getByRole('link', { name: 'Insights' })).toBeVisible();
  await expect(mainNav.getByRole('link', { name: 'Reports' })).toHaveCount(0);

  // Reach-outs to read but not to send: 'Create Reach Out' is disabled and says why.
  const createReachOut = theirs.getByRole('button', { name: 'Create Reach Out' });
  await expect(createReachOut).toBeDisabled();
  await expect(createReachOut).toHaveAccessibleDescription('Your role does not allow creating reach-outs');

  // Settings: My Account, and the users and roles the role reads; no other section.
  await theirs.goto('/settings');
  await expect(theirs).toHaveURL(/\/settings\/account$/);
  const sections = theirs.getByRole('navigation', { name: 'Settings sections' });
  for (const name of ['My Account', 'Users Management', 'Roles & Permissions'])
    await expect(sections.getByRole('link', { name })).toBeVisible();
  for (const name of ['AI Settings', 'Organization', 'My Subscriptions', 'Audit Log'])
    await expect(sections.getByRole('link', { name })).toHaveCount(0);

  // Users to read, not to manage: no adding, no import; the list and its export stay.
  await sections.getByRole('link', { name: 'Users Management' }).click();
  await expect(theirs).toHaveURL(/\/settings\/users\/myvoyce$/);
  const addUser = theirs.getByRole('button', { name: '+ Add User' });
  await expect(addUser).toBeDisabled();
  await expect(addUser).toHaveAccessibleDescription('Your role does not allow managing users');
  await expect(theirs.getByRole('button', { name: 'Bulk Import' })).toBeDisabled();
  await expect(theirs.getByRole('button', { name: 'Export' })).toBeEnabled();
  // A disabled action does nothing when pressed: no drawer opens.
  await addUser.focus();
  await theirs.keyboard.press('Enter');
  await expect(theirs.getByRole('dialog', { name: 'Invite MyVoyce User' })).toHaveCount(0);
  await screenshots(theirs, 'settings-custom-role-users');

  // Roles to read: only owners and full admins manage them.
  await sections.getByRole('link', { name: 'Roles & Permissions' }).click();
  await expect(theirs.getByRole('row').filter({ hasText: ROLE })).toBeVisible();
  await expect(theirs.getByRole('link', { name: '+ Add Role' })).toHaveAttribute('aria-disabled', 'true');
  await expect(theirs.getByRole('button', { name: `Delete ${ROLE}` })).toHaveCount(0);

  // A settings page the role does not reach, opened by its address: a calm page, not a 403.
  await theirs.goto('/settings/ai');
  await expect(theirs.getByRole('heading', { name: 'Your role does not give access to this page' })).toBeVisible();
  await expect(theirs.getByText('Your role does not allow you to view settings.')).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'AI Settings' })).toHaveCount(0);
  await screenshots(theirs, 'settings-custom-role-no-access');

  // The same for a workspace page: reports are not theirs.
  await theirs.goto('/reports');
  await expect(theirs.getByRole('heading', { name: 'Your role does not give access to this page' })).toBeVisible();
  await expect(theirs.getByText('Your role does not allow you to view reports.')).toHaveCount(0);
  await context.close();
});
