import { FULL_PERMISSIONS, NO_PERMISSIONS } from '@voyce/contracts/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, post } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole, messageOf, send } from '../../../test/settings-fixtures.ts';
import { seedTopic } from '../../../test/workspace-fixtures.ts';
import { memberships } from '../../db/schema/index.ts';
import { and, eq } from 'drizzle-orm';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ structure: true, otherOrg: true, signIn: ['leader', 'otherLeader', 'employee'] });
let insightIds: string[];

beforeAll(async () => {
  insightIds = (await seedTopic(fx.t.db, fx.s.org.id, { topic: 'Parking', insights: [{}, {}] })).ids;
});

const perms = (extra: object) => ({ ...NO_PERMISSIONS, ...extra });
const v = () => ({ leader: fx.leader, employee: fx.employee, organizationId: fx.s.org.id, otherOrganizationId: fx.other.org.id });

describe('roles', () => {
  it('lists the built-in roles, then custom roles with member counts', async () => {
    const created = await post(
      fx.t,
      '/createRole',
      { organizationId: fx.s.org.id, name: 'Analyst', permissions: perms({ insights: 'view' }) },
      fx.leader,
    );
    expect(created.status).toBe(200);
    expect(created.body.data.entity).toMatchObject({
      name: 'Analyst',
      builtIn: false,
      memberCount: 0,
      permissions: perms({ insights: 'view' }),
    });
    const res = await post(fx.t, '/findRoles', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(res.status).toBe(200);
    const [owner, admin, emp, ...custom] = res.body.data.entities;
    expect(owner).toMatchObject({ id: 'owner', builtIn: true, permissions: FULL_PERMISSIONS, memberCount: 0 });
    // The admin and the structure's safety lead (an emergency contact is a leader).
    expect(admin).toMatchObject({ id: 'admin', builtIn: true, permissions: FULL_PERMISSIONS, memberCount: 2 });
    expect(emp).toMatchObject({ id: 'employee', builtIn: true, permissions: NO_PERMISSIONS, memberCount: 1 });
    expect(custom.map((r: { name: string }) => r.name)).toEqual(['Analyst']);
    const theirs = await post(fx.t, '/findRoles', { filter: { organizationId: fx.other.org.id } }, fx.otherLeader);
    expect(JSON.stringify(theirs.body)).not.toContain('Analyst');
  });

  it('updates, assigns and deletes a custom role; holders move to the least role, never to full access', async () => {
    const role = (
      await post(fx.t, '/createRole', { organizationId: fx.s.org.id, name: 'Reporter', permissions: perms({ reports: 'view' }) }, fx.leader)
    ).body.data.entity;
    const upd = await send(
      fx.t,
      'PATCH',
      '/updateRole',
      { id: role.id, organizationId: fx.s.org.id, name: 'Reporter+', permissions: perms({ reports: 'edit' }) },
      fx.leader,
    );
    expect(upd.status).toBe(200);
    expect(upd.body.data.entity).toMatchObject({ name: 'Reporter+', permissions: perms({ reports: 'edit' }) });
    const holder = await loginWithRole(fx.t, fx.s.org.id, {});
    const assigned = await post(fx.t, '/assignRole', { organizationId: fx.s.org.id, userId: holder.user.id, roleId: role.id }, fx.leader);
    expect(assigned.body.data).toEqual({ userId: holder.user.id, roleId: role.id });
    const profile = await post(fx.t, '/user/getProfile', {}, holder.token);
    expect(profile.body.data).toMatchObject({ roleId: role.id, permissions: perms({ reports: 'edit' }), isAdmin: true });
    expect((await post(fx.t, '/deleteRole', { organizationId: fx.s.org.id, id: role.id }, fx.leader)).status).toBe(200);
    const after = await post(fx.t, '/user/getProfile', {}, holder.token);
    expect(after.body.data.roleId).not.toBe(role.id);
    expect(after.body.data.roleId).not.toBeNull();
    expect(after.body.data.permissions).toEqual(NO_PERMISSIONS);
    expect((await post(fx.t, '/deleteRole', { organizationId: fx.s.org.id, id: role.id }, fx.leader)).status).toBe(404);
  });

  it('answers validation messages; built-in roles cannot be changed; custom roles are for admins only', async () => {
    const create = (body: object) =>
      post(fx.t, '/createRole', { organizationId: fx.s.org.id, name: 'Valid name', permissions: NO_PERMISSIONS, ...body }, fx.leader);
    expect(messageOf(await create({ name: '' }))).toBe('Role name is required');
    expect(messageOf(await create({ name: 'ab' }))).toBe('Must be at least 3 characters');
    expect(messageOf(await create({ name: 'x'.repeat(51) }))).toBe('Must be less than 50 characters');
    expect((await create({ permissions: { ...NO_PERMISSIONS, insights: 'admin' } })).status).toBe(400);
    expect((await create({ name: 'admin' })).status).toBe(409);
    expect((await create({ name: 'analyst' })).status).toBe(409);
    expect(
      (
        await send(
          fx.t,
          'PATCH',
          '/updateRole',
          { id: 'admin', organizationId: fx.s.org.id, name: 'Boss', permissions: NO_PERMISSIONS },
          fx.leader,
        )
      ).status,
    ).toBe(400);
    expect((await post(fx.t, '/deleteRole', { organizationId: fx.s.org.id, id: 'owner' }, fx.leader)).status).toBe(400);
    const role = (await create({ name: 'For employees' })).body.data.entity;
    const res = await post(fx.t, '/assignRole', { organizationId: fx.s.org.id, userId: fx.s.employee.id, roleId: role.id }, fx.leader);
    expect(messageOf(res)).toBe('Custom roles can be given to admins only');
  });

  it("answers 404 for another organisation's role or user", async () => {
    const theirs = (
      await post(fx.t, '/createRole', { organizationId: fx.other.org.id, name: 'Their role', permissions: NO_PERMISSIONS }, fx.otherLeader)
    ).body.data.entity;
    expect(
      (
        await send(
          fx.t,
          'PATCH',
          '/updateRole',
          { id: theirs.id, organizationId: fx.s.org.id, name: 'Mine', permissions: NO_PERMISSIONS },
          fx.leader,
        )
      ).status,
    ).toBe(404);
    expect((await post(fx.t, '/deleteRole', { organizationId: fx.s.org.id, id: theirs.id }, fx.leader)).status).toBe(404);
    expect(
      (await post(fx.t, '/assignRole', { organizationId: fx.s.org.id, userId: fx.s.admin.id, roleId: theirs.id }, fx.leader)).status,
    ).toBe(404);
    expect(
      (await post(fx.t, '/assignRole', { organizationId: fx.s.org.id, userId: fx.other.admin.id, roleId: null }, fx.leader)).status,
    ).toBe(404);
  });

  it('refuses employees, other organisations and bad input', async () => {
    const role = (
      await post(fx.t, '/createRole', { organizationId: fx.s.org.id, name: 'Refusals', permissions: NO_PERMISSIONS }, fx.leader)
    ).body.data.entity;
    await expectSettingsRefusals(fx.t, 'POST', '/findRoles', {
      ...v(),
      valid: { filter: { organizationId: fx.s.org.id } },
      invalid: { filter: {} },
    });
    await expectSettingsRefusals(fx.t, 'POST', '/createRole', {
      ...v(),
      valid: { organizationId: fx.s.org.id, name: 'Refused role', permissions: NO_PERMISSIONS },
      invalid: { organizationId: fx.s.org.id, name: 'Refused role' },
    });
    await expectSettingsRefusals(fx.t, 'PATCH', '/updateRole', {
      ...v(),
      valid: { id: role.id, organizationId: fx.s.org.id, name: 'Refusals', permissions: NO_PERMISSIONS },
      invalid: { id: role.id, organizationId: fx.s.org.id, name: '', permissions: NO_PERMISSIONS },
    });
    await expectSettingsRefusals(fx.t, 'POST', '/deleteRole', {
      ...v(),
      valid: { organizationId: fx.s.org.id, id: role.id },
      invalid: { organizationId: fx.s.org.id },
    });
    await expectSettingsRefusals(fx.t, 'POST', '/assignRole', {
      ...v(),
      valid: { organizationId: fx.s.org.id, userId: fx.s.admin.id, roleId: null },
      invalid: { organizationId: fx.s.org.id, userId: fx.s.admin.id },
    });
  });
});

describe('permissions enforced by the server', () => {
  it('insights:view may list but not reply or close', async () => {
    const viewer = await loginWithRole(fx.t, fx.s.org.id, { insights: 'view' });
    expect((await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id } }, viewer.token)).status).toBe(200);
    expect(
      (await post(fx.t, '/findSubmissionGroups', { filter: { organizationId: fx.s.org.id, status: 'all' } }, viewer.token)).status,
    ).toBe(200);
    const reply = await post(
      fx.t,
      '/replySubmission',
      { filter: { organizationId: fx.s.org.id, ids: [insightIds[0]] }, response: 'Thanks' },
      viewer.token,
    );
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Your role does not allow you to change insights.');
    expect((await post(fx.t, '/closeSubmissions', { filter: { organizationId: fx.s.org.id, ids: insightIds } }, viewer.token)).status).toBe(
      403,
    );
  });

  it('insights:none gets 403 on insights, yet reads the directories', async () => {
    const none = await loginWithRole(fx.t, fx.s.org.id, { settings: 'view' });
    const res = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id } }, none.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your role does not allow you to view insights.');
    expect((await post(fx.t, '/fetchDepartments', { organizationId: fx.s.org.id }, none.token)).status).toBe(200);
    expect((await post(fx.t, '/findRoles', { filter: { organizationId: fx.s.org.id } }, none.token)).status).toBe(403);
  });

  it('settings:edit is needed for structure writes', async () => {
    const dept = { organizationId: fx.s.org.id, departmentClassificationId: fx.st.classification.id };
    const viewer = await loginWithRole(fx.t, fx.s.org.id, { settings: 'view' });
    expect((await post(fx.t, '/createDepartment', { ...dept, name: 'By viewer' }, viewer.token)).status).toBe(403);
    expect((await post(fx.t, '/createDivision', { organizationId: fx.s.org.id, name: 'By viewer' }, viewer.token)).status).toBe(403);
    const editor = await loginWithRole(fx.t, fx.s.org.id, { settings: 'edit' });
    expect((await post(fx.t, '/createDepartment', { ...dept, name: 'By editor' }, editor.token)).status).toBe(200);
  });

  it('an admin with a custom role may not manage roles, even with users:edit', async () => {
    const usersEditor = await loginWithRole(fx.t, fx.s.org.id, { users: 'edit' });
    expect((await post(fx.t, '/findRoles', { filter: { organizationId: fx.s.org.id } }, usersEditor.token)).status).toBe(200);
    const res = await post(
      fx.t,
      '/assignRole',
      { organizationId: fx.s.org.id, userId: usersEditor.user.id, roleId: null },
      usersEditor.token,
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an owner or an admin with full access can manage roles');
  });

  it('built-in roles are unchanged: admin and owner do everything, employees nothing', async () => {
    expect(
      (await post(fx.t, '/closeSubmissions', { filter: { organizationId: fx.s.org.id, ids: [insightIds[1]] } }, fx.leader)).status,
    ).toBe(200);
    await fx.t.db
      .update(memberships)
      .set({ role: 'owner' })
      .where(and(eq(memberships.organizationId, fx.s.org.id), eq(memberships.userId, fx.s.admin.id)));
    const owner = await login(fx.t, fx.s.admin.businessEmail);
    expect((await post(fx.t, '/reopenSubmissions', { filter: { organizationId: fx.s.org.id, ids: [insightIds[1]] } }, owner)).status).toBe(
      200,
    );
    expect((await post(fx.t, '/user/getProfile', {}, owner)).body.data).toMatchObject({
      isAdmin: true,
      permissions: FULL_PERMISSIONS,
      roleId: null,
    });
    expect((await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id } }, fx.employee)).status).toBe(403);
    expect((await post(fx.t, '/user/getProfile', {}, fx.employee)).body.data.permissions).toEqual(NO_PERMISSIONS);
    await fx.t.db
      .update(memberships)
      .set({ role: 'admin' })
      .where(and(eq(memberships.organizationId, fx.s.org.id), eq(memberships.userId, fx.s.admin.id)));
  });
});
