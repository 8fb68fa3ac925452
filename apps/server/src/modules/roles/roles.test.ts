import { FULL_PERMISSIONS, NO_PERMISSIONS } from '@voyce/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, post, seedOrg, seedStructure } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole, messageOf, send } from '../../../test/settings-fixtures.ts';
import { seedTopic } from '../../../test/workspace-fixtures.ts';
import { memberships } from '../../db/schema/index.ts';
import { and, eq } from 'drizzle-orm';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let other: Awaited<ReturnType<typeof seedOrg>>;
let st: Awaited<ReturnType<typeof seedStructure>>;
let leader: string;
let otherLeader: string;
let employee: string;
let insightIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  s = await seedOrg(t.db);
  other = await seedOrg(t.db);
  st = await seedStructure(t.db, s.org.id);
  leader = await login(t, s.admin.businessEmail);
  otherLeader = await login(t, other.admin.businessEmail);
  employee = await login(t, s.employee.businessEmail);
  insightIds = (await seedTopic(t.db, s.org.id, { topic: 'Parking', insights: [{}, {}] })).ids;
});
afterAll(() => t.close());

const perms = (extra: object) => ({ ...NO_PERMISSIONS, ...extra });
const v = () => ({ leader, employee, organizationId: s.org.id, otherOrganizationId: other.org.id });

describe('roles', () => {
  it('lists the built-in roles, then custom roles with member counts', async () => {
    const created = await post(
      t,
      '/createRole',
      { organizationId: s.org.id, name: 'Analyst', permissions: perms({ insights: 'view' }) },
      leader,
    );
    expect(created.status).toBe(200);
    expect(created.body.data.entity).toMatchObject({
      name: 'Analyst',
      builtIn: false,
      memberCount: 0,
      permissions: perms({ insights: 'view' }),
    });
    const res = await post(t, '/findRoles', { filter: { organizationId: s.org.id } }, leader);
    expect(res.status).toBe(200);
    const [owner, admin, emp, ...custom] = res.body.data.entities;
    expect(owner).toMatchObject({ id: 'owner', builtIn: true, permissions: FULL_PERMISSIONS, memberCount: 0 });
    expect(admin).toMatchObject({ id: 'admin', builtIn: true, permissions: FULL_PERMISSIONS, memberCount: 1 });
    expect(emp).toMatchObject({ id: 'employee', builtIn: true, permissions: NO_PERMISSIONS, memberCount: 1 });
    expect(custom.map((r: { name: string }) => r.name)).toEqual(['Analyst']);
    const theirs = await post(t, '/findRoles', { filter: { organizationId: other.org.id } }, otherLeader);
    expect(JSON.stringify(theirs.body)).not.toContain('Analyst');
  });

  it('updates, assigns and deletes a custom role; holders move to the least role, never to full access', async () => {
    const role = (
      await post(t, '/createRole', { organizationId: s.org.id, name: 'Reporter', permissions: perms({ reports: 'view' }) }, leader)
    ).body.data.entity;
    const upd = await send(
      t,
      'PATCH',
      '/updateRole',
      { id: role.id, organizationId: s.org.id, name: 'Reporter+', permissions: perms({ reports: 'edit' }) },
      leader,
    );
    expect(upd.status).toBe(200);
    expect(upd.body.data.entity).toMatchObject({ name: 'Reporter+', permissions: perms({ reports: 'edit' }) });
    const holder = await loginWithRole(t, s.org.id, {});
    const assigned = await post(t, '/assignRole', { organizationId: s.org.id, userId: holder.user.id, roleId: role.id }, leader);
    expect(assigned.body.data).toEqual({ userId: holder.user.id, roleId: role.id });
    const profile = await post(t, '/user/getProfile', {}, holder.token);
    expect(profile.body.data).toMatchObject({ roleId: role.id, permissions: perms({ reports: 'edit' }), isAdmin: true });
    expect((await post(t, '/deleteRole', { organizationId: s.org.id, id: role.id }, leader)).status).toBe(200);
    const after = await post(t, '/user/getProfile', {}, holder.token);
    expect(after.body.data.roleId).not.toBe(role.id);
    expect(after.body.data.roleId).not.toBeNull();
    expect(after.body.data.permissions).toEqual(NO_PERMISSIONS);
    expect((await post(t, '/deleteRole', { organizationId: s.org.id, id: role.id }, leader)).status).toBe(404);
  });

  it('answers validation messages; built-in roles cannot be changed; custom roles are for admins only', async () => {
    const create = (body: object) =>
      post(t, '/createRole', { organizationId: s.org.id, name: 'Valid name', permissions: NO_PERMISSIONS, ...body }, leader);
    expect(messageOf(await create({ name: '' }))).toBe('Role name is required');
    expect(messageOf(await create({ name: 'ab' }))).toBe('Must be at least 3 characters');
    expect(messageOf(await create({ name: 'x'.repeat(51) }))).toBe('Must be less than 51 characters');
    expect((await create({ permissions: { ...NO_PERMISSIONS, insights: 'admin' } })).status).toBe(400);
    expect((await create({ name: 'admin' })).status).toBe(409);
    expect((await create({ name: 'analyst' })).status).toBe(409);
    expect(
      (await send(t, 'PATCH', '/updateRole', { id: 'admin', organizationId: s.org.id, name: 'Boss', permissions: NO_PERMISSIONS }, leader))
        .status,
    ).toBe(400);
    expect((await post(t, '/deleteRole', { organizationId: s.org.id, id: 'owner' }, leader)).status).toBe(400);
    const role = (await create({ name: 'For employees' })).body.data.entity;
    const res = await post(t, '/assignRole', { organizationId: s.org.id, userId: s.employee.id, roleId: role.id }, leader);
    expect(messageOf(res)).toBe('Custom roles can be given to admins only');
  });

  it("answers 404 for another organisation's role or user", async () => {
    const theirs = (
      await post(t, '/createRole', { organizationId: other.org.id, name: 'Their role', permissions: NO_PERMISSIONS }, otherLeader)
    ).body.data.entity;
    expect(
      (
        await send(
          t,
          'PATCH',
          '/updateRole',
          { id: theirs.id, organizationId: s.org.id, name: 'Mine', permissions: NO_PERMISSIONS },
          leader,
        )
      ).status,
    ).toBe(404);
    expect((await post(t, '/deleteRole', { organizationId: s.org.id, id: theirs.id }, leader)).status).toBe(404);
    expect((await post(t, '/assignRole', { organizationId: s.org.id, userId: s.admin.id, roleId: theirs.id }, leader)).status).toBe(404);
    expect((await post(t, '/assignRole', { organizationId: s.org.id, userId: other.admin.id, roleId: null }, leader)).status).toBe(404);
  });

  it('refuses employees, other organisations and bad input', async () => {
    const role = (await post(t, '/createRole', { organizationId: s.org.id, name: 'Refusals', permissions: NO_PERMISSIONS }, leader)).body
      .data.entity;
    await expectSettingsRefusals(t, 'POST', '/findRoles', {
      ...v(),
      valid: { filter: { organizationId: s.org.id } },
      invalid: { filter: {} },
    });
    await expectSettingsRefusals(t, 'POST', '/createRole', {
      ...v(),
      valid: { organizationId: s.org.id, name: 'Refused role', permissions: NO_PERMISSIONS },
      invalid: { organizationId: s.org.id, name: 'Refused role' },
    });
    await expectSettingsRefusals(t, 'PATCH', '/updateRole', {
      ...v(),
      valid: { id: role.id, organizationId: s.org.id, name: 'Refusals', permissions: NO_PERMISSIONS },
      invalid: { id: role.id, organizationId: s.org.id, name: '', permissions: NO_PERMISSIONS },
    });
    await expectSettingsRefusals(t, 'POST', '/deleteRole', {
      ...v(),
      valid: { organizationId: s.org.id, id: role.id },
      invalid: { organizationId: s.org.id },
    });
    await expectSettingsRefusals(t, 'POST', '/assignRole', {
      ...v(),
      valid: { organizationId: s.org.id, userId: s.admin.id, roleId: null },
      invalid: { organizationId: s.org.id, userId: s.admin.id },
    });
  });
});

describe('permissions enforced by the server', () => {
  it('insights:view may list but not reply or close', async () => {
    const viewer = await loginWithRole(t, s.org.id, { insights: 'view' });
    expect((await post(t, '/findSubmissions', { filter: { organizationId: s.org.id } }, viewer.token)).status).toBe(200);
    expect((await post(t, '/findSubmissionGroups', { filter: { organizationId: s.org.id, status: 'all' } }, viewer.token)).status).toBe(
      200,
    );
    const reply = await post(
      t,
      '/replySubmission',
      { filter: { organizationId: s.org.id, ids: [insightIds[0]] }, response: 'Thanks' },
      viewer.token,
    );
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Your role does not allow you to change insights.');
    expect((await post(t, '/closeSubmissions', { filter: { organizationId: s.org.id, ids: insightIds } }, viewer.token)).status).toBe(403);
  });

  it('insights:none gets 403 on insights, yet reads the directories', async () => {
    const none = await loginWithRole(t, s.org.id, { settings: 'view' });
    const res = await post(t, '/findSubmissions', { filter: { organizationId: s.org.id } }, none.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your role does not allow you to view insights.');
    expect((await post(t, '/fetchDepartments', { organizationId: s.org.id }, none.token)).status).toBe(200);
    expect((await post(t, '/findRoles', { filter: { organizationId: s.org.id } }, none.token)).status).toBe(403);
  });

  it('settings:edit is needed for structure writes', async () => {
    const dept = { organizationId: s.org.id, departmentClassificationId: st.classification.id };
    const viewer = await loginWithRole(t, s.org.id, { settings: 'view' });
    expect((await post(t, '/createDepartment', { ...dept, name: 'By viewer' }, viewer.token)).status).toBe(403);
    expect((await post(t, '/createDivision', { organizationId: s.org.id, name: 'By viewer' }, viewer.token)).status).toBe(403);
    const editor = await loginWithRole(t, s.org.id, { settings: 'edit' });
    expect((await post(t, '/createDepartment', { ...dept, name: 'By editor' }, editor.token)).status).toBe(200);
  });

  it('an admin with a custom role may not manage roles, even with users:edit', async () => {
    const usersEditor = await loginWithRole(t, s.org.id, { users: 'edit' });
    expect((await post(t, '/findRoles', { filter: { organizationId: s.org.id } }, usersEditor.token)).status).toBe(200);
    const res = await post(t, '/assignRole', { organizationId: s.org.id, userId: usersEditor.user.id, roleId: null }, usersEditor.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only an owner or an admin with full access can manage roles');
  });

  it('built-in roles are unchanged: admin and owner do everything, employees nothing', async () => {
    expect((await post(t, '/closeSubmissions', { filter: { organizationId: s.org.id, ids: [insightIds[1]] } }, leader)).status).toBe(200);
    await t.db
      .update(memberships)
      .set({ role: 'owner' })
      .where(and(eq(memberships.organizationId, s.org.id), eq(memberships.userId, s.admin.id)));
    const owner = await login(t, s.admin.businessEmail);
    expect((await post(t, '/reopenSubmissions', { filter: { organizationId: s.org.id, ids: [insightIds[1]] } }, owner)).status).toBe(200);
    expect((await post(t, '/user/getProfile', {}, owner)).body.data).toMatchObject({
      isAdmin: true,
      permissions: FULL_PERMISSIONS,
      roleId: null,
    });
    expect((await post(t, '/findSubmissions', { filter: { organizationId: s.org.id } }, employee)).status).toBe(403);
    expect((await post(t, '/user/getProfile', {}, employee)).body.data.permissions).toEqual(NO_PERMISSIONS);
    await t.db
      .update(memberships)
      .set({ role: 'admin' })
      .where(and(eq(memberships.organizationId, s.org.id), eq(memberships.userId, s.admin.id)));
  });
});
