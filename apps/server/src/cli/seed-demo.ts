import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, organizations, users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

export const DEMO_ORG_NAME = 'Acme Demo';
export const DEMO_ADMIN_EMAIL = 'admin@demo.voyce.local';
export const DEMO_EMPLOYEE_EMAIL = 'employee1@demo.voyce.local';

const EMPLOYEES: Array<[string, string]> = [
  ['Avery', 'Stone'],
  ['Jordan', 'Reyes'],
  ['Priya', 'Natarajan'],
  ['Sam', 'Okafor'],
  ['Lena', 'Fischer'],
  ['Mateo', 'Rossi'],
  ['Hana', 'Sato'],
  ['Noah', 'Dubois'],
  ['Amara', 'Mensah'],
  ['Eli', 'Cohen'],
];

/** A password people can type, that meets the rules of spec 1 §5. */
export function generatePassword(): string {
  const core = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
  return `Vy-${core}7a`;
}

export async function hasAnyOrganization(db: Db): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from organizations limit 1`);
  return rows.rows.length > 0;
}

/**
 * The demo organisation: an admin and employees, all registered, with generated passwords
 * that are printed once and stored nowhere else (a reset by e-mail code always works).
 * Returns null when the demo organisation already exists.
 */
export async function seedDemo(db: Db) {
  const existing = await db.execute(sql`select 1 from users where business_email = ${DEMO_ADMIN_EMAIL}`);
  if (existing.rows.length > 0) return null;
  const adminPassword = generatePassword();
  const employeePassword = generatePassword();
  const [adminHash, employeeHash] = await Promise.all([hashPassword(adminPassword), hashPassword(employeePassword)]);
  return db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: DEMO_ORG_NAME }).returning({ id: organizations.id });
    const organizationId = org!.id;
    const [admin] = await tx
      .insert(users)
      .values({
        businessEmail: DEMO_ADMIN_EMAIL,
        firstName: 'Dana',
        lastName: 'Whitfield',
        username: 'dana.whitfield',
        passwordHash: adminHash,
      })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ organizationId, userId: admin!.id, role: 'admin', inviteStatus: 'accepted' });
    for (const [i, [firstName, lastName]] of EMPLOYEES.entries()) {
      const [u] = await tx
        .insert(users)
        .values({ businessEmail: `employee${i + 1}@demo.voyce.local`, firstName, lastName, passwordHash: employeeHash })
        .returning({ id: users.id });
      await tx.insert(memberships).values({ organizationId, userId: u!.id, role: 'employee', inviteStatus: 'accepted' });
    }
    return { organizationId, adminEmail: DEMO_ADMIN_EMAIL, adminPassword, employeeEmail: DEMO_EMPLOYEE_EMAIL, employeePassword };
  });
}

export function demoBanner(appUrl: string, seeded: NonNullable<Awaited<ReturnType<typeof seedDemo>>>): string {
  return [
    '',
    '  Demo organisation created. These passwords are shown only now:',
    `    Leader dashboard  ${appUrl}/login   ${seeded.adminEmail}   ${seeded.adminPassword}`,
    `    MyVoyce employee  ${appUrl}/my/login   ${seeded.employeeEmail}   ${seeded.employeePassword}`,
    `  Lost them? Use "Forgot password" or sign in with an e-mail code; codes appear at ${appUrl}/dev/mailbox.`,
    '',
  ].join('\n');
}
