import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import {
  departmentClassifications,
  departments,
  memberDepartments,
  memberships,
  organizations,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { E2E_PASSWORD } from '../support/env.ts';
import { state } from '../support/state.ts';
import { loginWithPassword } from '../support/ui.ts';

// The Department Head and Manager pickers with 5,000 people. An organisation of its
// own, so the shared one's member counts and audiences stay as the other journeys expect: its
// admin, a Sales and a Warehouse department, ten namesakes 'Ana Adams' (told apart by e-mail
// and department), one invited person not registered yet and 4,988 others.

test.describe.configure({ mode: 'serial' });
const tag = randomBytes(3).toString('hex');
const adminEmail = `picker-admin-${tag}@e2e.test`;
const anaEmail = (i: number) => `ana.adams${String(i).padStart(2, '0')}-${tag}@e2e.test`;
let page: Page;

async function seedLargeOrganisation() {
  const database = connectDatabase(state().url, 1);
  try {
    const db = database.db;
    const [org] = await db
      .insert(organizations)
      .values({ name: `Picker Org ${tag}`, setupCompletedAt: new Date() })
      .returning();
    const organizationId = org!.id;
    const [cls] = await db.insert(departmentClassifications).values({ organizationId, name: 'Operations' }).returning();
    const [sales, warehouse] = await db
      .insert(departments)
      .values([
        { organizationId, name: 'Sales', departmentClassificationId: cls!.id },
        { organizationId, name: 'Warehouse', departmentClassificationId: cls!.id },
      ])
      .returning();
    const passwordHash = await hashPassword(E2E_PASSWORD);
    const [admin] = await db
      .insert(users)
      .values({ businessEmail: adminEmail, firstName: 'Pia', lastName: 'Picker', passwordHash })
      .returning();
    await db.insert(memberships).values({ organizationId, userId: admin!.id, role: 'admin', inviteStatus: 'accepted' });

    type Person = { email: string; first: string; last: string; department: string; pending?: boolean };
    const people: Person[] = [
      ...Array.from({ length: 10 }, (_, i) => ({
        email: anaEmail(i),
        first: 'Ana',
        last: 'Adams',
        department: i % 2 ? warehouse!.id : sales!.id,
      })),
      { email: `penny.pending-${tag}@e2e.test`, first: 'Penny', last: 'Pending', department: sales!.id, pending: true },
      ...Array.from({ length: 4988 }, (_, i) => ({
        email: `person${i}-${tag}@e2e.test`,
        first: ['Ben', 'Chen', 'Dara', 'Eli'][i % 4]!,
        last: `Load${i}`,
        department: i % 3 ? warehouse!.id : sales!.id,
      })),
    ];
    for (let i = 0; i < people.length; i += 1000) {
      const chunk = people.slice(i, i + 1000);
      const rows = await db
        .insert(users)
        .values(chunk.map((p) => ({ businessEmail: p.email, firstName: p.first, lastName: p.last })))
        .returning({ id: users.id });
      await db.insert(memberships).values(
        chunk.map((p, j) => ({
          organizationId,
          userId: rows[j]!.id,
          role: 'employee' as const,
          inviteStatus: p.pending ? ('pending' as const) : ('accepted' as const),
          // As an import writes them: the names the organisation typed (an invited person's only ones).
          firstName: p.first,
          lastName: p.last,
        })),
      );
      await db.insert(memberDepartments).values(chunk.map((p, j) => ({ organizationId, userId: rows[j]!.id, departmentId: p.department })));
    }
  } finally {
    await database.close();
  }
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  await seedLargeOrganisation();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto('/login');
  await loginWithPassword(page, adminEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
});
test.afterAll(async () => page?.close());

const head = () => page.getByRole('dialog').getByRole('combobox', { name: 'Department Head' });
const options = () => page.getByRole('listbox').getByRole('option');

test('pickers with 5,000 people: search by name, tell namesakes apart, pick with the keyboard', async () => {
  await page.goto('/settings/organization/departments');
  await page.getByRole('button', { name: '+ Add Department' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Department' });
  // The drawer opens without a red error; the errors come with the first save.
  await drawer.getByLabel('Description').click();
  await expect(drawer.getByText('Field cannot be empty')).toHaveCount(0);

  await head().fill('ana adams');
  await expect(options()).toHaveCount(10);
  // Namesakes: the same name, each with their own e-mail and department.
  await expect(options().nth(0)).toContainText(`${anaEmail(0)} · Sales`);
  await expect(options().nth(1)).toContainText(`${anaEmail(1)} · Warehouse`);

  await head().fill(`adams07-${tag}`);
  await expect(options()).toHaveCount(1);
  await head().press('ArrowDown');
  await head().press('Enter');
  await expect(head()).toHaveValue('Ana Adams');
  await expect(drawer.getByText(`${anaEmail(7)} · Warehouse`)).toBeVisible();

  // Someone invited and not registered yet (after an import, everyone) is
  // offered, marked as invited, and may be chosen.
  const manager = drawer.getByRole('combobox', { name: 'Department Manager' });
  await manager.fill('penny');
  await expect(options()).toHaveCount(1);
  await expect(options().first()).toContainText('Penny Pending (invited)');
  await manager.press('ArrowDown');
  await manager.press('Enter');
  await expect(manager).toHaveValue('Penny Pending (invited)');

  await drawer.getByLabel('Name').fill('Night Shift');
  await drawer.getByLabel('Department Classification').selectOption({ label: 'Operations' });
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row', { name: /Night Shift/ });
  await expect(row).toContainText('Ana Adams');

  // Edited later, the chosen head shows with their e-mail though no page of the list is loaded.
  await page.getByRole('button', { name: 'Edit Night Shift' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Department' });
  await expect(head()).toHaveValue('Ana Adams');
  await expect(edit.getByText(`${anaEmail(7)} · Warehouse`)).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
});

test('the list pages as it scrolls, and a department finds its people', async () => {
  await page.getByRole('button', { name: '+ Add Department' }).click();
  await head().fill('load');
  // The search answers after a pause in typing: wait for its page before scrolling it.
  await expect(options().first()).toContainText(/Load\d+/);
  await expect(options()).toHaveCount(20);
  // One scroll to the end: a second one, landing after the next page arrived, would rightly
  // load a third (that race made this test see 60 once).
  await page.getByRole('listbox').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(options()).toHaveCount(40);
  await head().fill('warehouse chen');
  await expect(options().first()).toContainText('Chen');
  await expect(options().first()).toContainText('Warehouse');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});
