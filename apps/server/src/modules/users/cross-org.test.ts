import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, seedOrg, seedStructure } from '../../../test/fixtures.ts';
import { tenantSnapshot } from '../../../test/tenant-snapshot.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { memberships, sessions, users } from '../../db/schema/index.ts';

/**
 * Issue 3: people are global, organisations are not. Organisation B adding one of A's people
 * by e-mail must learn nothing about them (only the e-mail B typed, until they accept B), and
 * nothing B does afterwards (rename, personal e-mail, deactivate, resend) may change what A
 * holds: A's users, memberships and sessions hash the same before and after.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof seedOrg>>;
let b: Awaited<ReturnType<typeof seedOrg>>;
let bStructure: Awaited<ReturnType<typeof seedStructure>>;
let bLeader: string;
let aLeader: string;
let aEmployeeToken: string;
/** Letters only (the user forms refuse digits in names), unique in the database. */
const word = (prefix: string) =>
  prefix +
  randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);
const real = { firstName: word('Real'), lastName: word('Person'), personalEmail: `${word('home')}@example.org` };

beforeAll(async () => {
  t = await createTestApp();
  a = await seedOrg(t.db);
  b = await seedOrg(t.db);
  await seedStructure(t.db, a.org.id);
  bStructure = await seedStructure(t.db, b.org.id);
  await t.db.update(users).set(real).where(eq(users.id, a.employee.id));
  bLeader = await login(t, b.admin.businessEmail);
  aLeader = await login(t, a.admin.businessEmail);
  aEmployeeToken = await login(t, a.employee.businessEmail);
});
afterAll(() => t.close());

const leaks = (body: unknown) => [real.firstName, real.lastName, real.personalEmail].filter((v) => JSON.stringify(body).includes(v));

describe("organisation B and A's people", () => {
  it('B adding A’s employee shows B only the e-mail, and B’s later changes stay in B', async () => {
    const before = await tenantSnapshot(t, a.org.id);
    const email = a.employee.businessEmail;
    const added = await post(
      t,
      '/user-management/addMyvoyceUser',
      {
        organizationId: b.org.id,
        users: [{ firstName: 'Bravo', lastName: 'Typed', businessEmail: email, departmentIds: [bStructure.sales.id] }],
      },
      bLeader,
    );
    expect(added.status).toBe(200);
    expect(added.body.data.entity.success).toHaveLength(1);
    expect(leaks(added.body)).toEqual([]);

    const list = await post(t, '/user-management/list', { organizationId: b.org.id, role: 'EMPLOYEE' }, bLeader);
    expect(leaks(list.body)).toEqual([]);
    const row = list.body.data.entity.users.find((u: { businessEmail: string }) => u.businessEmail === email);
    expect(row).toMatchObject({ inviteStatus: 'pending', accountStatus: 'pending', personalEmail: null, username: null });

    const update = {
      organizationId: b.org.id,
      userId: a.employee.id,
      departmentIds: [bStructure.warehouse.id],
      personalEmail: 'set-by-bravo@example.org',
      user: { firstName: 'Renamed', lastName: 'Bybravo', businessEmail: email },
    };
    const updated = await post(t, '/user-management/update', update, bLeader);
    expect(updated.status).toBe(200);
    expect(updated.body.data.entity).toMatchObject({
      firstName: 'Renamed',
      lastName: 'Bybravo',
      personalEmail: 'set-by-bravo@example.org',
    });
    expect(leaks(updated.body)).toEqual([]);
    const bulk = await post(
      t,
      '/user-management/bulkUpdateUserDetails',
      {
        organizationId: b.org.id,
        role: 'EMPLOYEE',
        identifier: 'email',
        users: [{ businessEmail: email, lastName: 'Bulkbravo' }],
        confirm: true,
      },
      bLeader,
    );
    expect(bulk.body.data.entity.success).toHaveLength(1);
    const resent = await post(t, '/invite', { businessEmail: email, organizationId: b.org.id, role: 'employee' }, bLeader);
    expect(resent.status).toBe(200);
    const off = await post(t, '/user-management/deactivate', { organizationId: b.org.id, userId: a.employee.id, disabled: true }, bLeader);
    expect(off.status).toBe(200);

    // A's person, their membership and their session are exactly as they were.
    expect(await tenantSnapshot(t, a.org.id)).toEqual(before);
    const [person] = await t.db.select().from(users).where(eq(users.id, a.employee.id));
    expect(person).toMatchObject(real);
    expect((await post(t, '/user/getProfile', {}, aEmployeeToken)).status).toBe(200);
    const aList = await post(t, '/user-management/list', { organizationId: a.org.id, role: 'EMPLOYEE' }, aLeader);
    expect(aList.body.data.entity.users.find((u: { userId: string }) => u.userId === a.employee.id)).toMatchObject({
      ...real,
      disabled: false,
    });
  });

  it('B’s pickers (members, delegate search) show A’s person only as B typed them, by name or e-mail', async () => {
    const members = await post(t, '/findOrganizationMembers', { filter: { organizationId: b.org.id } }, bLeader);
    const delegates = await post(t, '/findDelegateEmails', { filter: { organizationId: b.org.id, search: '' } }, bLeader);
    const byName = await post(t, '/findDelegateEmails', { filter: { organizationId: b.org.id, search: real.lastName } }, bLeader);
    for (const res of [members, delegates, byName]) {
      expect(res.status).toBe(200);
      expect(leaks(res.body)).toEqual([]);
    }
  });

  it('B inviting A’s admin by e-mail reveals nothing; A’s own admin keeps full access', async () => {
    const before = await tenantSnapshot(t, a.org.id);
    const res = await post(t, '/invite', { businessEmail: a.admin.businessEmail, organizationId: b.org.id, role: 'ADMIN' }, bLeader);
    expect(res.status).toBe(200);
    const list = await post(t, '/user-management/list', { organizationId: b.org.id, role: 'ADMIN' }, bLeader);
    const row = list.body.data.entity.users.find((u: { userId: string }) => u.userId === a.admin.id);
    expect(row).toMatchObject({ firstName: null, lastName: null, inviteStatus: 'pending' });
    expect(await tenantSnapshot(t, a.org.id)).toEqual(before);
  });

  it('a deactivation ends the sessions that act in the organisation that deactivates, not others', async () => {
    // The person's own organisation deactivates them: their session (acting in A) ends.
    const token = await login(t, a.employee.businessEmail);
    const off = await post(t, '/user-management/deactivate', { organizationId: a.org.id, userId: a.employee.id, disabled: true }, aLeader);
    expect(off.status).toBe(200);
    expect((await post(t, '/user/getProfile', {}, token)).status).toBe(401);
    const open = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, a.employee.id)));
    expect(open.every((x) => x.revokedAt !== null)).toBe(true);
    await post(t, '/user-management/deactivate', { organizationId: a.org.id, userId: a.employee.id, disabled: false }, aLeader);
    const [m] = await t.db
      .select({ disabled: memberships.disabled })
      .from(memberships)
      .where(and(eq(memberships.organizationId, a.org.id), eq(memberships.userId, a.employee.id)));
    expect(m!.disabled).toBe(false);
  });
});
