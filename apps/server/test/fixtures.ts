import { desc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  departmentClassifications,
  departments,
  leadershipTeamMembers,
  memberships,
  organizations,
  outbox,
  users,
} from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { createOrganization } from '../src/modules/organizations/organizations.service.ts';
import type { TestApp } from './test-app.ts';

export const PASSWORD = 'Correct-horse-9';

/** An organisation with one registered admin and one registered employee. */
/**
 * A month ago: when the fixtures' people joined and were placed in their departments. A member
 * counts towards a reach-out's k only 14 days after both (sock puppets); tests of
 * other rules use people the organisation has had for a while. Newcomers: leave these out.
 */
export const ESTABLISHED = new Date(Date.now() - 30 * 86_400_000);

export async function seedOrg(db: Db, label = randomBytes(3).toString('hex')) {
  const passwordHash = await hashPassword(PASSWORD);
  const [org] = await db
    .insert(organizations)
    .values({ name: `Org ${label}` })
    .returning();
  const mk = async (role: 'admin' | 'employee' | 'owner', who: string) => {
    const [u] = await db
      .insert(users)
      .values({ businessEmail: `${who}-${label}@example.com`, firstName: who, lastName: 'Tester', passwordHash })
      .returning();
    await db.insert(memberships).values({ organizationId: org!.id, userId: u!.id, role, inviteStatus: 'accepted', joinedAt: ESTABLISHED });
    return u!;
  };
  const adminUser = await mk('admin', 'admin');
  const employee = await mk('employee', 'employee');
  return { org: org!, admin: adminUser, employee };
}

/** An organisation created the operator's way: the admin has only an invite. */
export async function seedInvitedOrg(t: TestApp, email = `lead-${randomBytes(3).toString('hex')}@example.com`) {
  const created = await createOrganization(t.db, t.config.appUrl, { name: 'Invited Org', adminEmail: email });
  return { ...created, email };
}

export async function post(t: TestApp, url: string, body: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as { status: string; data: any; message: string; error: { code: string; message: string; details?: any } },
  };
}

export async function login(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await post(t, '/user/verifyLogin', { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.authorization as string;
}

/** The code in the newest e-mail to this address (what a person reads in their inbox). */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [newest] = await mailsTo(t, email);
  const m = /\b(\d{6})\b/.exec(newest?.text ?? '');
  if (!m) throw new Error(`no code mailed to ${email}`);
  return m[1]!;
}

/**
 * Every e-mail to this address, newest first: those queued in the outbox, and the code e-mails
 * the app sent at once from memory (mail/direct-mail.ts), as the dev mailbox shows them.
 */
export async function mailsTo(t: TestApp, email: string) {
  const queued = await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt));
  const direct = t.directMail
    .recent()
    .filter((m) => m.to === email)
    .map((m) => ({ ...m, html: null as string | null }));
  return [...queued, ...direct].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * Departments with classifications and an emergency contact, as setup would create them. The
 * contact is a leader of the organisation with full access (an accepted admin, no password):
 * only such a leader receives alerts.
 */
export async function seedStructure(db: Db, organizationId: string) {
  const [cls] = await db.insert(departmentClassifications).values({ organizationId, name: 'Operations' }).returning();
  const [warehouse] = await db
    .insert(departments)
    .values({ organizationId, name: 'Warehouse', departmentClassificationId: cls!.id })
    .returning();
  const [sales] = await db.insert(departments).values({ organizationId, name: 'Sales', departmentClassificationId: cls!.id }).returning();
  const email = `safety-${organizationId.slice(0, 8)}@example.com`;
  const [lead] = await db.insert(users).values({ businessEmail: email, firstName: 'Safety', lastName: 'Lead' }).returning();
  await db.insert(memberships).values({ organizationId, userId: lead!.id, role: 'admin', inviteStatus: 'accepted' });
  const [contact] = await db
    .insert(leadershipTeamMembers)
    .values({
      organizationId,
      name: 'Safety Lead',
      email,
      violence: true,
      crime: false,
      threat: true,
    })
    .returning();
  return { classification: cls!, warehouse: warehouse!, sales: sales!, contact: contact! };
}

/**
 * Sets an organisation's k straight in the database. The product never goes below 3; tests of
 * other rules (figures, intake, exports) that use audiences of one or two people set 1, which
 * switches the group rule off for them. The rule itself is tested with the real k.
 */
export async function setMinGroupSize(db: Db, organizationId: string, k: number) {
  await db.update(organizations).set({ minGroupSize: k }).where(eq(organizations.id, organizationId));
}
