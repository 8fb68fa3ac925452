import { NO_PERMISSIONS, type Permissions } from '@voyce/contracts/roles';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { login, PASSWORD, post } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole } from '../../../test/settings-fixtures.ts';
import { auditLog, invites, leadershipTeamMembers, memberships, roles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { leastRoleId } from './grants.ts';

/**
 * POST /user-management/changeRole: promote an employee to a leader role, demote a
 * leader to employee, move a leader between roles, one user or many. The grant rules of
 * grants.ts apply per user; the server is the authority whatever the screen offers.
 */
const fx = useTestOrg({ structure: true, otherOrg: true, signIn: ['leader', 'employee', 'otherLeader'] });
const org = () => fx.s.org.id;
const word = () => randomBytes(4).toString('hex');
const change = (userIds: string[], roleId: string, token: string = fx.leader) =>
  post(fx.t, '/user-management/changeRole', { organizationId: org(), userIds, roleId }, token);

async function newRole(permissions: Partial<Permissions>) {
  const [role] = await fx.t.db
    .insert(roles)
    .values({ organizationId: org(), name: `Change ${word()}`, permissions: { ...NO_PERMISSIONS, ...permissions } })
    .returning();
  return role!.id;
}

/** A registered member (password PASSWORD), optionally pending or holding a custom role. */
async function member(
  role: 'owner' | 'admin' | 'employee',
  roleId: string | null = null,
  inviteStatus: 'accepted' | 'pending' = 'accepted',
) {
  const [u] = await fx.t.db
    .insert(users)
    .values({
      businessEmail: `change-${word()}@example.com`,
      firstName: 'Change',
      lastName: 'Target',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  await fx.t.db.insert(memberships).values({ organizationId: org(), userId: u!.id, role, roleId, inviteStatus });
  return { userId: u!.id, email: u!.businessEmail };
}

async function membershipOf(userId: string) {
  const [m] = await fx.t.db
    .select({ role: memberships.role, roleId: memberships.roleId, leadershipTeamMemberId: memberships.leadershipTeamMemberId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, org()), eq(memberships.userId, userId)));
  return m!;
}

const listed = async (role: 'ADMIN' | 'EMPLOYEE', email: string) =>
  (
    (await post(fx.t, '/user-management/list', { organizationId: org(), role }, fx.leader)).body.data.entity.users as {
      businessEmail: string;
    }[]
  ).some((u) => u.businessEmail === email);

describe('/user-management/changeRole', () => {
  it('promotes an employee to a custom role: they move to the Blyndspot tab and sign in again to the dashboard', async () => {
    const roleId = await newRole({ insights: 'view', users: 'view' });
    const target = await member('employee');
    const before = await login(fx.t, target.email);
    const res = await change([target.userId], roleId);
    expect(res.status).toBe(200);
    expect(res.body.data.entity).toEqual({ success: [{ row: 1, email: target.email, userId: target.userId }], failures: [] });
    expect(await membershipOf(target.userId)).toMatchObject({ role: 'admin', roleId });
    expect(await listed('ADMIN', target.email)).toBe(true);
    expect(await listed('EMPLOYEE', target.email)).toBe(false);
    // The employee session ends: signed in again, the profile carries the role's permissions.
    expect((await post(fx.t, '/user/getProfile', {}, before)).status).toBe(401);
    const after = await login(fx.t, target.email);
    expect((await post(fx.t, '/user/getProfile', {}, after)).body.data).toMatchObject({
      isAdmin: true,
      roleId,
      permissions: { ...NO_PERMISSIONS, insights: 'view', users: 'view' },
    });
    expect((await post(fx.t, '/findSubmissions', { filter: { organizationId: org() } }, after)).status).toBe(200);
    expect((await post(fx.t, '/findPhrases', { filter: { organizationId: org() } }, after)).status).toBe(403);
    const [audit] = await fx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org()), eq(auditLog.targetId, target.userId)));
    expect(audit).toMatchObject({ action: 'role.assigned' });
  });

  it('demotes a leader to employee: MyVoyce tab, no emergency contact, signed out of the dashboard', async () => {
    const target = await member('admin', await newRole({ insights: 'view' }));
    const [contact] = await fx.t.db
      .insert(leadershipTeamMembers)
      .values({ organizationId: org(), name: 'Change Target', email: target.email, violence: true })
      .returning();
    await fx.t.db
      .update(memberships)
      .set({ leadershipTeamMemberId: contact!.id })
      .where(and(eq(memberships.organizationId, org()), eq(memberships.userId, target.userId)));
    const session = await login(fx.t, target.email);
    const res = await change([target.userId], 'employee');
    expect(res.body.data.entity.failures).toEqual([]);
    expect(await membershipOf(target.userId)).toEqual({ role: 'employee', roleId: null, leadershipTeamMemberId: null });
    expect(await fx.t.db.select().from(leadershipTeamMembers).where(eq(leadershipTeamMembers.id, contact!.id))).toEqual([]);
    expect(await listed('EMPLOYEE', target.email)).toBe(true);
    expect((await post(fx.t, '/user/getProfile', {}, session)).status).toBe(401);
    const again = await login(fx.t, target.email);
    expect((await post(fx.t, '/findSubmissions', { filter: { organizationId: org() } }, again)).status).toBe(403);
  });

  it('gives full access, the least role (before it has a row) and moves a pending invite with the member', async () => {
    const pending = await member('employee', null, 'pending');
    await fx.t.db
      .insert(invites)
      .values({ organizationId: org(), userId: pending.userId, email: pending.email, role: 'employee', invitedBy: fx.s.admin.id });
    const least = await change([pending.userId], 'least');
    expect(least.body.data.entity.success).toHaveLength(1);
    expect(await membershipOf(pending.userId)).toMatchObject({ role: 'admin', roleId: leastRoleId(org()) });
    const [invite] = await fx.t.db.select({ role: invites.role }).from(invites).where(eq(invites.userId, pending.userId));
    expect(invite!.role).toBe('admin');
    const roleList = await post(fx.t, '/findRoles', { filter: { organizationId: org() } }, fx.leader);
    expect(roleList.body.data.entities.find((r: { id: string }) => r.id === leastRoleId(org()))).toMatchObject({ builtIn: true });

    const full = await change([pending.userId], 'admin');
    expect(full.body.data.entity.success).toHaveLength(1);
    expect(await membershipOf(pending.userId)).toMatchObject({ role: 'admin', roleId: null });
    // The least role's own id works as well as 'least'.
    await change([pending.userId], leastRoleId(org()));
    expect(await membershipOf(pending.userId)).toMatchObject({ role: 'admin', roleId: leastRoleId(org()) });
  });

  it('changes many users at once; each refused or unknown user is a failure that says why', async () => {
    const roleId = await newRole({ reports: 'view' });
    const a = await member('employee');
    const b = await member('admin', await newRole({}));
    const owner = await member('owner');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await change([a.userId, b.userId, fx.s.admin.id, owner.userId, unknown, fx.other.admin.id, a.userId], roleId);
    expect(res.status).toBe(200);
    const { success, failures } = res.body.data.entity;
    expect(success.map((s: { userId: string }) => s.userId)).toEqual([a.userId, b.userId]);
    expect(failures).toEqual([
      {
        row: 3,
        email: fx.s.admin.businessEmail,
        error: 'You cannot change your own role',
        details: { roleId: 'You cannot change your own role' },
      },
      {
        row: 4,
        email: owner.email,
        error: "The organization owner's role cannot be changed",
        details: { roleId: "The organization owner's role cannot be changed" },
      },
      { row: 5, email: '', error: 'User not found', details: { userId: 'User not found' } },
      // Another organisation's member is not found, exactly as a missing one.
      { row: 6, email: '', error: 'User not found', details: { userId: 'User not found' } },
      {
        row: 7,
        email: a.email,
        error: 'This user appears more than once in the list',
        details: { userId: 'This user appears more than once in the list' },
      },
    ]);
    expect(await membershipOf(a.userId)).toMatchObject({ role: 'admin', roleId });
    expect(await membershipOf(b.userId)).toMatchObject({ role: 'admin', roleId });
    expect(await membershipOf(owner.userId)).toMatchObject({ role: 'owner', roleId: null });
    expect(await membershipOf(fx.s.admin.id)).toMatchObject({ role: 'admin', roleId: null });
  });

  it('a role that is not this organisation’s is not found; no change is a success that changes nothing', async () => {
    const theirs = (
      await post(
        fx.t,
        '/createRole',
        { organizationId: fx.other.org.id, name: `Theirs ${word()}`, permissions: NO_PERMISSIONS },
        fx.otherLeader,
      )
    ).body.data.entity;
    const target = await member('employee');
    const res = await change([target.userId], theirs.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Role not found');
    expect(await membershipOf(target.userId)).toMatchObject({ role: 'employee' });
    const same = await change([target.userId], 'employee');
    expect(same.body.data.entity.success).toHaveLength(1);
    const session = await login(fx.t, target.email);
    await change([target.userId], 'employee');
    expect((await post(fx.t, '/employee/findMySubmissions', {}, session)).status).toBe(200);
  });

  it('a users:edit role gives only what it holds and never takes from someone who may do more (least privilege)', async () => {
    const editor = await loginWithRole(fx.t, org(), { users: 'edit', insights: 'view' });
    const employee = await member('employee');
    const expectRefused = async (userId: string, roleId: string, message: string) => {
      const res = await change([userId], roleId, editor.token);
      expect(res.status).toBe(200);
      expect(res.body.data.entity.failures[0]).toMatchObject({ error: message, details: { roleId: message } });
    };
    await expectRefused(employee.userId, 'admin', 'Only an owner or an admin with full access can give full access');
    await expectRefused(employee.userId, await newRole({ insights: 'edit' }), 'You can only give permissions you have yourself');
    await expectRefused(fx.s.admin.id, 'employee', 'You cannot change the access of someone who may do more than you');
    await expectRefused(editor.user.id, 'employee', 'You cannot change your own role');
    expect(await membershipOf(employee.userId)).toMatchObject({ role: 'employee', roleId: null });
    expect(await membershipOf(fx.s.admin.id)).toMatchObject({ role: 'admin', roleId: null });

    // Within what it holds: an employee to the least role or a narrower role, and back.
    const narrow = await newRole({ insights: 'view' });
    expect((await change([employee.userId], 'least', editor.token)).body.data.entity.success).toHaveLength(1);
    expect((await change([employee.userId], narrow, editor.token)).body.data.entity.success).toHaveLength(1);
    expect(await membershipOf(employee.userId)).toMatchObject({ role: 'admin', roleId: narrow });
    expect((await change([employee.userId], 'employee', editor.token)).body.data.entity.success).toHaveLength(1);
    expect(await membershipOf(employee.userId)).toMatchObject({ role: 'employee', roleId: null });
  });

  it('needs users:edit: a users:view role, an employee, no token, another organisation and bad input are refused', async () => {
    const viewer = await loginWithRole(fx.t, org(), { users: 'view', settings: 'edit' });
    const target = await member('employee');
    const res = await change([target.userId], 'least', viewer.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your role does not allow you to change users.');
    expect(await membershipOf(target.userId)).toMatchObject({ role: 'employee' });
    const bad = await expectSettingsRefusals(fx.t, 'POST', '/user-management/changeRole', {
      leader: fx.leader,
      employee: fx.employee,
      organizationId: org(),
      otherOrganizationId: fx.other.org.id,
      valid: { organizationId: org(), userIds: [target.userId], roleId: 'employee' },
      invalid: { organizationId: org(), userIds: [target.userId], roleId: 'owner' },
    });
    expect(bad.body.message).toBe('Please select a role');
    const none = await post(fx.t, '/user-management/changeRole', { organizationId: org(), userIds: [], roleId: 'employee' }, fx.leader);
    expect(none.body.message).toBe('Please select at least one user');
  });
});
