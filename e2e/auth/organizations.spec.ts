import { expect, test } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { memberships, organizations, users } from '../../apps/server/src/db/schema/index.ts';
import { state } from '../support/state.ts';
import { expectDashboard, loginWithPassword } from '../support/ui.ts';

/**
 * A leader of two organisations: the account menu lists both, the current one
 * checked, and switching moves the session there: the dashboard then acts in the other one.
 */
test('a leader of two organisations switches between them from the account menu', async ({ page }) => {
  const database = connectDatabase(state().url, 1);
  let secondId: string;
  try {
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.businessEmail, state().adminEmail));
    const [second] = await database.db
      .insert(organizations)
      .values({ name: 'Second Branch', setupCompletedAt: new Date() })
      .returning({ id: organizations.id });
    secondId = second!.id;
    await database.db.insert(memberships).values({ organizationId: secondId, userId: admin!.id, role: 'admin', inviteStatus: 'accepted' });
  } finally {
    await database.close();
  }
  try {
    await page.goto('/login');
    await loginWithPassword(page, state().adminEmail);
    await expectDashboard(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Second Branch' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Second Branch' }).click();
    await expectDashboard(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    // The session now acts in the second organisation: it is listed first, checked.
    await expect(page.getByRole('menuitem').first()).toHaveText('Second Branch');
    const back = page.getByRole('menuitem').nth(1);
    await back.click();
    await expectDashboard(page);
  } finally {
    const cleanup = connectDatabase(state().url, 1);
    try {
      await cleanup.db.delete(memberships).where(and(eq(memberships.organizationId, secondId)));
      await cleanup.db.delete(organizations).where(eq(organizations.id, secondId));
    } finally {
      await cleanup.close();
    }
  }
});
