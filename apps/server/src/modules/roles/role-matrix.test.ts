import { NO_PERMISSIONS, type Permissions } from '@voyce/contracts/roles';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { send } from '../../../test/settings-fixtures.ts';
import { memberDepartments, memberships, roles, users } from '../../db/schema/index.ts';
import { createSession } from '../auth/auth.repository.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

/**
 * Role escalation: every call that writes a role, an admin flag or permissions, made
 * by each built-in role and by a minimal custom role (users:edit only). A caller grants only
 * what they hold, nobody changes their own role, only owners and full admins give full access,
 * and a leader added without a role gets the least role (no permissions), never full access: the
 * Blyndspot user drawer asks which access to give.
 * Each case gets fresh callers and targets, so one escalation cannot spoil the next case.
 */
const fx = useTestOrg({ structure: true, signIn: [] });

const CALLERS = ['owner', 'admin', 'usersEdit', 'employee'] as const;
type CallerKind = (typeof CALLERS)[number];
type Caller = { kind: CallerKind; userId: string; token: string; roleId: string | null };

const word = () => randomBytes(4).toString('hex');
const org = () => fx.s.org.id;

async function newRole(permissions: Partial<Permissions>) {
  const [role] = await fx.t.db
    .insert(roles)
    .values({ organizationId: org(), name: `Matrix ${word()}`, permissions: { ...NO_PERMISSIONS, ...permissions } })
    .returning();
  return role!.id;
}

/** A member of the organisation, signed in (no password: a session straight in the table). */
async function member(role: 'owner' | 'admin' | 'employee', roleId: string | null = null, disabled = false) {
  const [u] = await fx.t.db
    .insert(users)
    .values({ businessEmail: `matrix-${word()}@example.com`, firstName: 'Matrix', lastName: 'Member' })
    .returning();
  await fx.t.db.insert(memberships).values({ organizationId: org(), userId: u!.id, role, roleId, disabled, inviteStatus: 'accepted' });
  return { userId: u!.id, email: u!.businessEmail, token: await createSession(fx.t.db, fx.t.identity, u!.id, 24), roleId };
}

async function caller(kind: CallerKind): Promise<Caller> {
  if (kind === 'usersEdit') return { kind, ...(await member('admin', await newRole({ users: 'edit' }))) };
  return { kind, ...(await member(kind)) };
}

async function membershipOf(userId: string) {
  const [m] = await fx.t.db
    .select({ roleId: memberships.roleId, disabled: memberships.disabled, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, org()), eq(memberships.userId, userId)));
  return m ?? null;
}

async function membershipByEmail(email: string) {
  const [u] = await fx.t.db.select({ id: users.id }).from(users).where(eq(users.businessEmail, email));
  return u ? membershipOf(u.id) : null;
}

/** How a new leader came out: refused, or added with full access, the least role or a custom role. */
async function addedAs(email: string): Promise<string> {
  const m = await membershipByEmail(email);
  if (!m) return 'refused';
  if (m.roleId === null) return 'added: full access';
  const [role] = await fx.t.db.select().from(roles).where(eq(roles.id, m.roleId));
  const none = role && (Object.keys(NO_PERMISSIONS) as (keyof Permissions)[]).every((a) => role.permissions[a] === 'none');
  return none ? 'added: least role' : 'added: custom role';
}

/** allowed / refused for a single call, checked against the database where it matters. */
const verdict = (status: number, changed: boolean) =>
  status === 200
    ? changed
      ? 'allowed'
      : 'allowed, nothing changed'
    : [400, 403].includes(status)
      ? changed
        ? `refused (${status}) but changed`
        : 'refused'
      : `status ${status}`;

const userBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Newly',
  lastName: 'Added',
  businessEmail: email,
  departmentIds: [fx.st.warehouse.id],
  ...extra,
});
const updateBody = (target: { userId: string; email: string }, extra: Record<string, unknown> = {}) => ({
  organizationId: org(),
  userId: target.userId,
  departmentIds: [fx.st.warehouse.id],
  ...extra,
  user: { firstName: 'Matrix', lastName: 'Member', businessEmail: target.email },
});

type Case = { name: string; expected: Record<CallerKind, string>; run: (c: Caller) => Promise<string> };
const all = (v: string, employee = 'refused'): Record<CallerKind, string> => ({ owner: v, admin: v, usersEdit: v, employee });
const fullOnly = (allowed = 'allowed'): Record<CallerKind, string> => ({
  owner: allowed,
  admin: allowed,
  usersEdit: 'refused',
  employee: 'refused',
});

const CASES: Case[] = [
  {
    name: '/createRole',
    expected: fullOnly(),
    run: async (c) => {
      const name = `Created ${word()}`;
      const res = await post(
        fx.t,
        '/createRole',
        { organizationId: org(), name, permissions: { ...NO_PERMISSIONS, users: 'edit' } },
        c.token,
      );
      const rows = await fx.t.db
        .select()
        .from(roles)
        .where(and(eq(roles.organizationId, org()), eq(roles.name, name)));
      return verdict(res.status, rows.length > 0);
    },
  },
  {
    name: '/updateRole (widen a role to everything)',
    expected: fullOnly(),
    run: async (c) => {
      const id = await newRole({ users: 'view' });
      const res = await send(
        fx.t,
        'PATCH',
        '/updateRole',
        {
          id,
          organizationId: org(),
          name: `Widened ${word()}`,
          permissions: { insights: 'edit', reachouts: 'edit', reports: 'edit', settings: 'edit', users: 'edit' },
        },
        c.token,
      );
      const [row] = await fx.t.db.select().from(roles).where(eq(roles.id, id));
      return verdict(res.status, row!.permissions.insights === 'edit');
    },
  },
  {
    name: '/deleteRole (its holders move to the least role, never to full access)',
    expected: fullOnly(),
    run: async (c) => {
      const id = await newRole({ users: 'view' });
      const holder = await member('admin', id);
      const res = await post(fx.t, '/deleteRole', { organizationId: org(), id }, c.token);
      const after = (await membershipOf(holder.userId))!.roleId;
      if (after === null) return 'holder given full access';
      return verdict(res.status, after !== id);
    },
  },
  {
    name: '/assignRole: full access (null) to a no-permission admin',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin', await newRole({}));
      const res = await post(fx.t, '/assignRole', { organizationId: org(), userId: target.userId, roleId: null }, c.token);
      return verdict(res.status, (await membershipOf(target.userId))!.roleId === null);
    },
  },
  {
    name: '/assignRole: to oneself',
    expected: all('refused'),
    run: async (c) => {
      const roleId = c.roleId ? null : await newRole({ users: 'view' });
      const res = await post(fx.t, '/assignRole', { organizationId: org(), userId: c.userId, roleId }, c.token);
      return verdict(res.status, (await membershipOf(c.userId))!.roleId !== c.roleId);
    },
  },
  {
    name: '/user-management/update: oneself, to another role (a custom role drops roleId: full access)',
    expected: all('refused'),
    run: async (c) => {
      const roleId = c.roleId ? undefined : await newRole({ users: 'view' });
      const res = await post(
        fx.t,
        '/user-management/update',
        updateBody({ userId: c.userId, email: (await emailOf(c.userId))! }, roleId ? { roleId } : {}),
        c.token,
      );
      return verdict(res.status, (await membershipOf(c.userId))!.roleId !== c.roleId);
    },
  },
  {
    name: '/user-management/update: oneself, role unchanged (names and tags only)',
    expected: all('allowed'),
    run: async (c) => {
      const res = await post(
        fx.t,
        '/user-management/update',
        updateBody({ userId: c.userId, email: (await emailOf(c.userId))! }, c.roleId ? { roleId: c.roleId } : {}),
        c.token,
      );
      // Allowed means: saved, and the role stayed what it was.
      return verdict(res.status, res.status === 200 && (await membershipOf(c.userId))!.roleId === c.roleId);
    },
  },
  {
    name: '/user-management/update: a no-permission admin to full access (roleId left out)',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin', await newRole({}));
      const res = await post(fx.t, '/user-management/update', updateBody(target), c.token);
      return verdict(res.status, (await membershipOf(target.userId))!.roleId === null);
    },
  },
  {
    name: '/user-management/update: a no-permission admin to a role within the caller’s (users:view)',
    expected: all('allowed'),
    run: async (c) => {
      const target = await member('admin', await newRole({}));
      const roleId = await newRole({ users: 'view' });
      const res = await post(fx.t, '/user-management/update', updateBody(target, { roleId }), c.token);
      return verdict(res.status, (await membershipOf(target.userId))!.roleId === roleId);
    },
  },
  {
    name: '/user-management/update: a no-permission admin to a role beyond the caller’s (insights:edit)',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin', await newRole({}));
      const roleId = await newRole({ insights: 'edit' });
      const res = await post(fx.t, '/user-management/update', updateBody(target, { roleId }), c.token);
      return verdict(res.status, (await membershipOf(target.userId))!.roleId === roleId);
    },
  },
  {
    name: '/user-management/update: narrow a full admin (a superior) to a small role',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin');
      const roleId = await newRole({ users: 'view' });
      const res = await post(fx.t, '/user-management/update', updateBody(target, { roleId }), c.token);
      return verdict(res.status, (await membershipOf(target.userId))!.roleId === roleId);
    },
  },
  // The same "may do more than you" rule on every write about a person, not only
  // on their access: renaming a full admin, moving them between departments, deleting their invite.
  {
    name: '/user-management/update: rename a full admin (a superior), role unchanged',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin');
      const res = await post(
        fx.t,
        '/user-management/update',
        { ...updateBody(target), user: { firstName: 'Renamed', lastName: 'Boss', businessEmail: target.email } },
        c.token,
      );
      return verdict(res.status, (await recordOf(target.userId)).firstName === 'Renamed');
    },
  },
  {
    name: '/user-management/update: move a full admin (a superior) to another department',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin');
      const res = await post(fx.t, '/user-management/update', { ...updateBody(target), departmentIds: [fx.st.sales.id] }, c.token);
      return verdict(res.status, (await recordOf(target.userId)).departmentIds.includes(fx.st.sales.id));
    },
  },
  {
    name: '/user-management/update: rename a no-permission admin (not a superior)',
    expected: all('allowed'),
    run: async (c) => {
      const target = await member('admin', await newRole({}));
      const res = await post(
        fx.t,
        '/user-management/update',
        { ...updateBody(target, { roleId: target.roleId }), user: { firstName: 'Renamed', lastName: 'Peer', businessEmail: target.email } },
        c.token,
      );
      return verdict(res.status, (await recordOf(target.userId)).firstName === 'Renamed');
    },
  },
  {
    name: '/user-management/bulkUpdateUserDetails: rename a full admin (a superior)',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin');
      const res = await post(
        fx.t,
        '/user-management/bulkUpdateUserDetails',
        {
          organizationId: org(),
          role: 'ADMIN',
          identifier: 'email',
          users: [{ businessEmail: target.email, firstName: 'Renamed' }],
          confirm: true,
        },
        c.token,
      );
      const ok = res.status === 200 && res.body.data.entity.success.length === 1;
      return verdict(ok ? 200 : 403, (await recordOf(target.userId)).firstName === 'Renamed');
    },
  },
  {
    name: '/user-management/deleteUser: the pending invite of a full admin (a superior)',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin');
      await fx.t.db.update(memberships).set({ inviteStatus: 'pending' }).where(eq(memberships.userId, target.userId));
      const res = await post(fx.t, '/user-management/deleteUser', { organizationId: org(), businessEmail: target.email }, c.token);
      return verdict(res.status, (await membershipOf(target.userId)) === null);
    },
  },
  {
    name: '/user-management/addBlyndspotUsers: no roleId',
    expected: all('added: least role'),
    run: async (c) => {
      const email = `leader-${word()}@example.com`;
      await post(fx.t, '/user-management/addBlyndspotUsers', { organizationId: org(), users: [userBody(email)] }, c.token);
      return addedAs(email);
    },
  },
  {
    name: '/user-management/addBlyndspotUsers: roleId "admin" (full access)',
    expected: fullOnly('added: full access'),
    run: async (c) => {
      const email = `leader-${word()}@example.com`;
      await post(
        fx.t,
        '/user-management/addBlyndspotUsers',
        { organizationId: org(), users: [userBody(email, { roleId: 'admin' })] },
        c.token,
      );
      return addedAs(email);
    },
  },
  {
    name: '/user-management/addBlyndspotUsers: a role beyond the caller’s (insights:edit)',
    expected: fullOnly('added: custom role'),
    run: async (c) => {
      const email = `leader-${word()}@example.com`;
      const roleId = await newRole({ insights: 'edit' });
      await post(fx.t, '/user-management/addBlyndspotUsers', { organizationId: org(), users: [userBody(email, { roleId })] }, c.token);
      return addedAs(email);
    },
  },
  {
    name: '/user-management/addBlyndspotUsers: a role within the caller’s (users:view)',
    expected: all('added: custom role'),
    run: async (c) => {
      const email = `leader-${word()}@example.com`;
      const roleId = await newRole({ users: 'view' });
      await post(fx.t, '/user-management/addBlyndspotUsers', { organizationId: org(), users: [userBody(email, { roleId })] }, c.token);
      return addedAs(email);
    },
  },
  {
    name: 'bulk import (parsed CSV rows, no role column) through /user-management/addBlyndspotUsers',
    expected: all('added: least role'),
    run: async (c) => {
      const email = `csv-${word()}@example.com`;
      const row = { firstName: 'Csv', lastName: 'Leader', businessEmail: email, departmentNames: ['Warehouse'] };
      await post(fx.t, '/user-management/addBlyndspotUsers', { organizationId: org(), users: [row] }, c.token);
      return addedAs(email);
    },
  },
  {
    name: '/user-management/bulkUpdateUserDetails: a no-permission admin to roleId "admin" (full access)',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin', await newRole({}));
      const res = await post(
        fx.t,
        '/user-management/bulkUpdateUserDetails',
        {
          organizationId: org(),
          role: 'ADMIN',
          identifier: 'email',
          users: [{ businessEmail: target.email, roleId: 'admin' }],
          confirm: true,
        },
        c.token,
      );
      const ok = res.status === 200 && res.body.data.entity.success.length === 1;
      return verdict(ok ? 200 : 403, (await membershipOf(target.userId))!.roleId === null);
    },
  },
  {
    name: '/user-management/bulkUpdateUserDetails: a no-permission admin to a role beyond the caller’s',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin', await newRole({}));
      const roleId = await newRole({ settings: 'edit' });
      const res = await post(
        fx.t,
        '/user-management/bulkUpdateUserDetails',
        { organizationId: org(), role: 'ADMIN', identifier: 'email', users: [{ businessEmail: target.email, roleId }], confirm: true },
        c.token,
      );
      const ok = res.status === 200 && res.body.data.entity.success.length === 1;
      return verdict(ok ? 200 : 403, (await membershipOf(target.userId))!.roleId === roleId);
    },
  },
  {
    name: '/user-management/bulkUpdateUserDetails: re-activate a deactivated full admin',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin', null, true);
      const res = await post(
        fx.t,
        '/user-management/bulkUpdateUserDetails',
        {
          organizationId: org(),
          role: 'ADMIN',
          identifier: 'email',
          users: [{ businessEmail: target.email, disabled: false }],
          confirm: true,
        },
        c.token,
      );
      const ok = res.status === 200 && res.body.data.entity.success.length === 1;
      return verdict(ok ? 200 : 403, (await membershipOf(target.userId))!.disabled === false);
    },
  },
  {
    name: '/user-management/deactivate: re-activate a deactivated full admin',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin', null, true);
      const res = await post(
        fx.t,
        '/user-management/deactivate',
        { organizationId: org(), userId: target.userId, disabled: false },
        c.token,
      );
      return verdict(res.status, (await membershipOf(target.userId))!.disabled === false);
    },
  },
  {
    name: '/user-management/deactivate: deactivate a full admin (a superior)',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin');
      const res = await post(
        fx.t,
        '/user-management/deactivate',
        { organizationId: org(), userId: target.userId, disabled: true },
        c.token,
      );
      return verdict(res.status, (await membershipOf(target.userId))!.disabled === true);
    },
  },
  {
    name: '/user-management/changeRole: an employee to the least role',
    expected: all('allowed'),
    run: async (c) => {
      const target = await member('employee');
      const res = await post(
        fx.t,
        '/user-management/changeRole',
        { organizationId: org(), userIds: [target.userId], roleId: 'least' },
        c.token,
      );
      return verdict(changedOk(res), (await membershipOf(target.userId))!.role === 'admin');
    },
  },
  {
    name: '/user-management/changeRole: an employee to full access',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('employee');
      const res = await post(
        fx.t,
        '/user-management/changeRole',
        { organizationId: org(), userIds: [target.userId], roleId: 'admin' },
        c.token,
      );
      return verdict(changedOk(res), (await membershipOf(target.userId))!.role === 'admin');
    },
  },
  {
    name: '/user-management/changeRole: an employee to a role beyond the caller’s (insights:edit)',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('employee');
      const roleId = await newRole({ insights: 'edit' });
      const res = await post(fx.t, '/user-management/changeRole', { organizationId: org(), userIds: [target.userId], roleId }, c.token);
      return verdict(changedOk(res), (await membershipOf(target.userId))!.roleId === roleId);
    },
  },
  {
    name: '/user-management/changeRole: a full admin (a superior) to employee',
    expected: fullOnly(),
    run: async (c) => {
      const target = await member('admin');
      const res = await post(
        fx.t,
        '/user-management/changeRole',
        { organizationId: org(), userIds: [target.userId], roleId: 'employee' },
        c.token,
      );
      return verdict(changedOk(res), (await membershipOf(target.userId))!.role === 'employee');
    },
  },
  {
    name: '/user-management/changeRole: the owner to employee',
    expected: all('refused'),
    run: async (c) => {
      const target = await member('owner');
      const res = await post(
        fx.t,
        '/user-management/changeRole',
        { organizationId: org(), userIds: [target.userId], roleId: 'employee' },
        c.token,
      );
      return verdict(changedOk(res), (await membershipOf(target.userId))!.role === 'employee');
    },
  },
  {
    name: '/user-management/changeRole: oneself, to employee or to a leader role',
    expected: all('refused'),
    run: async (c) => {
      const roleId = c.kind === 'employee' ? 'least' : 'employee';
      const res = await post(fx.t, '/user-management/changeRole', { organizationId: org(), userIds: [c.userId], roleId }, c.token);
      const after = (await membershipOf(c.userId))!;
      return verdict(changedOk(res), after.role !== (c.kind === 'usersEdit' ? 'admin' : c.kind) || after.roleId !== c.roleId);
    },
  },
  {
    name: '/invite: a new Blyndspot user (role admin)',
    expected: all('added: least role'),
    run: async (c) => {
      const email = `invited-${word()}@example.com`;
      await post(fx.t, '/invite', { businessEmail: email, organizationId: org(), role: 'ADMIN' }, c.token);
      return addedAs(email);
    },
  },
  {
    name: '/massInvite: role admin (the invite box invites employees only)',
    expected: all('refused'),
    run: async (c) => {
      const email = `mass-${word()}@example.com`;
      await post(fx.t, '/massInvite', [{ role: 'admin', businessEmail: email, organizationId: org() }], c.token);
      return addedAs(email);
    },
  },
];

/** A bulk answer as a single call's status: 200 only when its one user was changed (or left as asked). */
const changedOk = (res: { status: number; body: { data?: { entity?: { success: unknown[] } } } }) =>
  res.status === 200 && res.body.data?.entity?.success.length === 1 ? 200 : res.status === 200 ? 403 : res.status;

/** A member's record as the organisation keeps it: their name and departments. */
async function recordOf(userId: string) {
  const [m] = await fx.t.db
    .select({ firstName: memberships.firstName })
    .from(memberships)
    .where(and(eq(memberships.organizationId, org()), eq(memberships.userId, userId)));
  const departments = await fx.t.db
    .select({ id: memberDepartments.departmentId })
    .from(memberDepartments)
    .where(eq(memberDepartments.userId, userId));
  return { firstName: m?.firstName ?? null, departmentIds: departments.map((d) => d.id) };
}

async function emailOf(userId: string) {
  const [u] = await fx.t.db.select({ email: users.businessEmail }).from(users).where(eq(users.id, userId));
  return u?.email ?? null;
}

describe('role matrix: every role-writing call by each built-in role and a users:edit-only custom role', () => {
  it('allows and refuses as the rules say', async () => {
    const actual: Record<string, Record<CallerKind, string>> = {};
    const expected: Record<string, Record<CallerKind, string>> = {};
    for (const c of CASES) {
      expected[c.name] = c.expected;
      actual[c.name] = {} as Record<CallerKind, string>;
      for (const kind of CALLERS) actual[c.name]![kind] = await c.run(await caller(kind));
    }
    expect(actual).toEqual(expected);
  }, 120_000);

  it('answers the refusals with a sentence that says why', async () => {
    const self = await caller('usersEdit');
    const own = await post(
      fx.t,
      '/user-management/update',
      updateBody({ userId: self.userId, email: (await emailOf(self.userId))! }),
      self.token,
    );
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot change your own role');
    const target = await member('admin', await newRole({}));
    const beyond = await post(
      fx.t,
      '/user-management/update',
      updateBody(target, { roleId: await newRole({ insights: 'edit' }) }),
      self.token,
    );
    expect(beyond.body.message).toBe('You can only give permissions you have yourself');
    const full = await post(fx.t, '/user-management/update', updateBody(target), self.token);
    expect(full.body.message).toBe('Only an owner or an admin with full access can give full access');
    const boss = await member('admin');
    const superior = await post(
      fx.t,
      '/user-management/deactivate',
      { organizationId: org(), userId: boss.userId, disabled: true },
      self.token,
    );
    expect(superior.body.message).toBe('You cannot change the access of someone who may do more than you');
    const add = await post(
      fx.t,
      '/user-management/addBlyndspotUsers',
      { organizationId: org(), users: [userBody(`row-${word()}@example.com`, { roleId: 'admin' })] },
      self.token,
    );
    expect(add.body.data.entity.failures[0].details).toEqual({ roleId: 'Only an owner or an admin with full access can give full access' });
  });

  it('lists the least role among the built-in roles; it cannot be changed or deleted', async () => {
    const owner = await caller('owner');
    const narrow = await caller('usersEdit');
    await post(
      fx.t,
      '/user-management/addBlyndspotUsers',
      { organizationId: org(), users: [userBody(`least-${word()}@example.com`)] },
      narrow.token,
    );
    const list = await post(fx.t, '/findRoles', { filter: { organizationId: org() } }, owner.token);
    const least = list.body.data.entities.find((r: { name: string }) => r.name === 'No access');
    expect(least).toMatchObject({ builtIn: true, permissions: NO_PERMISSIONS });
    expect(least.memberCount).toBeGreaterThan(0);
    const upd = await send(
      fx.t,
      'PATCH',
      '/updateRole',
      { id: least.id, organizationId: org(), name: 'Everything', permissions: NO_PERMISSIONS },
      owner.token,
    );
    expect(upd.status).toBe(400);
    expect(upd.body.message).toBe('Built-in roles cannot be changed');
    expect((await post(fx.t, '/deleteRole', { organizationId: org(), id: least.id }, owner.token)).status).toBe(400);
  });
});

/**
 * Reads need the permissions for what they return. A role with reports but no
 * insight access read every insight body (and revealed authors' names) through the reports'
 * preview; any leader role listed every member's name and e-mail. Each caller kind reads with
 * one role; what it got back is checked against the rows, not the status alone.
 */
const READERS = {
  full: null,
  reportsOnly: { reports: 'view' },
  reportsAndInsights: { reports: 'view', insights: 'view' },
  usersView: { users: 'view' },
  noAccess: {},
} as const satisfies Record<string, Partial<Permissions> | null>;
type ReaderKind = keyof typeof READERS;

async function reader(kind: ReaderKind) {
  const permissions = READERS[kind];
  return member('admin', permissions === null ? null : await newRole(permissions));
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const reportBody = (reportOptions: object) => ({ organizationId: org(), reportOptions });

type ReadCase = { name: string; expected: Record<ReaderKind, string>; run: (token: string) => Promise<string> };
const READ_CASES: ReadCase[] = [
  {
    name: '/previewReport: submissions (insight bodies, revealed authors)',
    expected: { full: 'read', reportsOnly: 'refused', reportsAndInsights: 'read', usersView: 'refused', noAccess: 'refused' },
    run: async (token) => {
      const res = await post(fx.t, '/previewReport', reportBody({ reportType: 'submissions' }), token);
      return res.status === 200 ? 'read' : res.status === 403 ? 'refused' : `status ${res.status}`;
    },
  },
  {
    name: '/generateReport: submissions',
    expected: { full: 'read', reportsOnly: 'refused', reportsAndInsights: 'read', usersView: 'refused', noAccess: 'refused' },
    run: async (token) => {
      const res = await post(fx.t, '/generateReport', reportBody({ reportType: 'submissions' }), token);
      return res.status === 200 ? 'read' : res.status === 403 ? 'refused' : `status ${res.status}`;
    },
  },
  {
    name: '/previewReport: wins (an insight body per row)',
    expected: { full: 'read', reportsOnly: 'refused', reportsAndInsights: 'read', usersView: 'refused', noAccess: 'refused' },
    run: async (token) => {
      const res = await post(fx.t, '/previewReport', reportBody({ reportType: 'wins', startDate: day(-7), endDate: day(0) }), token);
      return res.status === 200 ? 'read' : res.status === 403 ? 'refused' : `status ${res.status}`;
    },
  },
  {
    name: '/previewReport: topic summary (figures, no insight body)',
    expected: { full: 'read', reportsOnly: 'read', reportsAndInsights: 'read', usersView: 'refused', noAccess: 'refused' },
    run: async (token) => {
      const res = await post(
        fx.t,
        '/previewReport',
        reportBody({ reportType: 'topicSummary', startDate: day(-7), endDate: day(0) }),
        token,
      );
      return res.status === 200 ? 'read' : res.status === 403 ? 'refused' : `status ${res.status}`;
    },
  },
  {
    name: '/findOrganizationMembers: whom it lists',
    expected: {
      full: 'everyone',
      reportsOnly: 'leaders only',
      reportsAndInsights: 'leaders only',
      usersView: 'everyone',
      noAccess: 'leaders only',
    },
    run: async (token) => {
      const res = await post(fx.t, '/findOrganizationMembers', { filter: { organizationId: org() }, pageSize: 500 }, token);
      if (res.status !== 200) return res.status === 403 ? 'refused' : `status ${res.status}`;
      const listed = res.body.data.entities as { email: string; role: string }[];
      const total = res.body.data.meta.pagination.total_items as number;
      const employee = listed.some((m) => m.email === fx.s.employee.businessEmail || m.role === 'employee');
      const leader = listed.some((m) => m.email === fx.s.admin.businessEmail);
      if (employee) return 'everyone';
      // The count says no more than the list does.
      return leader && total === listed.length ? 'leaders only' : `odd: ${listed.length} of ${total}`;
    },
  },
];

describe('read matrix: each read needs the permissions for what it returns', () => {
  it('answers each role with what its permissions cover', async () => {
    const actual: Record<string, Record<ReaderKind, string>> = {};
    const expected: Record<string, Record<ReaderKind, string>> = {};
    for (const c of READ_CASES) {
      expected[c.name] = c.expected;
      actual[c.name] = {} as Record<ReaderKind, string>;
      for (const kind of Object.keys(READERS) as ReaderKind[]) actual[c.name]![kind] = await c.run((await reader(kind)).token);
    }
    expect(actual).toEqual(expected);
  }, 120_000);
});
