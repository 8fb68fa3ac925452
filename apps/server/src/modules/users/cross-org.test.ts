import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, post } from '../../../test/fixtures.ts';
import { tenantSnapshot } from '../../../test/tenant-snapshot.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { sessionIdOf } from '../../lib/identity-store.ts';
import { hashToken } from '../../lib/tokens.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

/**
 * People are global, organisations are not. Organisation B adding one of A's people
 * by e-mail must learn nothing about them (only the e-mail B typed, until they accept B), and
 * nothing B does afterwards (rename, personal e-mail, deactivate, resend) may change what A
 * holds: A's users and memberships hash the same before and after.
 */
// Organisation A is fx.s (fx.leader, fx.employee), B is fx.other (fx.otherSt, fx.otherLeader).
const fx = useTestOrg({ structure: true, otherStructure: true, signIn: ['otherLeader', 'leader', 'employee'] });
/** Letters only (the user forms refuse digits in names), unique in the database. */
const word = (prefix: string) =>
  prefix +
  randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!);
const real = { firstName: word('Real'), lastName: word('Person'), personalEmail: `${word('home')}@example.org` };

beforeAll(async () => {
  await fx.t.db.update(users).set(real).where(eq(users.id, fx.s.employee.id));
});

const leaks = (body: unknown) => [real.firstName, real.lastName, real.personalEmail].filter((v) => JSON.stringify(body).includes(v));

describe("organisation B and A's people", () => {
  it('B adding A’s employee shows B only the e-mail, and B’s later changes stay in B', async () => {
    const before = await tenantSnapshot(fx.t, fx.s.org.id);
    const email = fx.s.employee.businessEmail;
    const added = await post(
      fx.t,
      '/user-management/addMyvoyceUser',
      {
        organizationId: fx.other.org.id,
        users: [{ firstName: 'Bravo', lastName: 'Typed', businessEmail: email, departmentIds: [fx.otherSt.sales.id] }],
      },
      fx.otherLeader,
    );
    expect(added.status).toBe(200);
    expect(added.body.data.entity.success).toHaveLength(1);
    expect(leaks(added.body)).toEqual([]);

    const list = await post(fx.t, '/user-management/list', { organizationId: fx.other.org.id, role: 'EMPLOYEE' }, fx.otherLeader);
    expect(leaks(list.body)).toEqual([]);
    const row = list.body.data.entity.users.find((u: { businessEmail: string }) => u.businessEmail === email);
    expect(row).toMatchObject({ inviteStatus: 'pending', accountStatus: 'pending', personalEmail: null, username: null });

    const update = {
      organizationId: fx.other.org.id,
      userId: fx.s.employee.id,
      departmentIds: [fx.otherSt.warehouse.id],
      personalEmail: 'set-by-bravo@example.org',
      user: { firstName: 'Renamed', lastName: 'Bybravo', businessEmail: email },
    };
    const updated = await post(fx.t, '/user-management/update', update, fx.otherLeader);
    expect(updated.status).toBe(200);
    expect(updated.body.data.entity).toMatchObject({
      firstName: 'Renamed',
      lastName: 'Bybravo',
      personalEmail: 'set-by-bravo@example.org',
    });
    expect(leaks(updated.body)).toEqual([]);
    const bulk = await post(
      fx.t,
      '/user-management/bulkUpdateUserDetails',
      {
        organizationId: fx.other.org.id,
        role: 'EMPLOYEE',
        identifier: 'email',
        users: [{ businessEmail: email, lastName: 'Bulkbravo' }],
        confirm: true,
      },
      fx.otherLeader,
    );
    expect(bulk.body.data.entity.success).toHaveLength(1);
    const resent = await post(fx.t, '/invite', { businessEmail: email, organizationId: fx.other.org.id, role: 'employee' }, fx.otherLeader);
    expect(resent.status).toBe(200);
    const off = await post(
      fx.t,
      '/user-management/deactivate',
      { organizationId: fx.other.org.id, userId: fx.s.employee.id, disabled: true },
      fx.otherLeader,
    );
    expect(off.status).toBe(200);

    // A's person, their membership and their session are exactly as they were.
    expect(await tenantSnapshot(fx.t, fx.s.org.id)).toEqual(before);
    const [person] = await fx.t.db.select().from(users).where(eq(users.id, fx.s.employee.id));
    expect(person).toMatchObject(real);
    expect((await post(fx.t, '/user/getProfile', {}, fx.employee)).status).toBe(200);
    const aList = await post(fx.t, '/user-management/list', { organizationId: fx.s.org.id, role: 'EMPLOYEE' }, fx.leader);
    expect(aList.body.data.entity.users.find((u: { userId: string }) => u.userId === fx.s.employee.id)).toMatchObject({
      ...real,
      disabled: false,
    });
  });

  it('B’s pickers (members, delegate search) show A’s person only as B typed them, by name or e-mail', async () => {
    const members = await post(fx.t, '/findOrganizationMembers', { filter: { organizationId: fx.other.org.id } }, fx.otherLeader);
    const delegates = await post(fx.t, '/findDelegateEmails', { filter: { organizationId: fx.other.org.id, search: '' } }, fx.otherLeader);
    const byName = await post(
      fx.t,
      '/findDelegateEmails',
      { filter: { organizationId: fx.other.org.id, search: real.lastName } },
      fx.otherLeader,
    );
    for (const res of [members, delegates, byName]) {
      expect(res.status).toBe(200);
      expect(leaks(res.body)).toEqual([]);
    }
  });

  it('B inviting A’s admin by e-mail reveals nothing; A’s own admin keeps full access', async () => {
    const before = await tenantSnapshot(fx.t, fx.s.org.id);
    const res = await post(
      fx.t,
      '/invite',
      { businessEmail: fx.s.admin.businessEmail, organizationId: fx.other.org.id, role: 'ADMIN' },
      fx.otherLeader,
    );
    expect(res.status).toBe(200);
    const list = await post(fx.t, '/user-management/list', { organizationId: fx.other.org.id, role: 'ADMIN' }, fx.otherLeader);
    const row = list.body.data.entity.users.find((u: { userId: string }) => u.userId === fx.s.admin.id);
    expect(row).toMatchObject({ firstName: null, lastName: null, inviteStatus: 'pending' });
    expect(await tenantSnapshot(fx.t, fx.s.org.id)).toEqual(before);
  });

  it('a deactivation ends the sessions that act in the organisation that deactivates, not others', async () => {
    // The person's own organisation deactivates them: their session (acting in A) ends.
    const token = await login(fx.t, fx.s.employee.businessEmail);
    const off = await post(
      fx.t,
      '/user-management/deactivate',
      { organizationId: fx.s.org.id, userId: fx.s.employee.id, disabled: true },
      fx.leader,
    );
    expect(off.status).toBe(200);
    expect((await post(fx.t, '/user/getProfile', {}, token)).status).toBe(401);
    expect(await fx.t.identity.getSession(sessionIdOf(hashToken(token)))).toBeNull();
    await post(fx.t, '/user-management/deactivate', { organizationId: fx.s.org.id, userId: fx.s.employee.id, disabled: false }, fx.leader);
    const [m] = await fx.t.db
      .select({ disabled: memberships.disabled })
      .from(memberships)
      .where(and(eq(memberships.organizationId, fx.s.org.id), eq(memberships.userId, fx.s.employee.id)));
    expect(m!.disabled).toBe(false);
  });
});
