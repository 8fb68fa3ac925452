import { describe, expect, it } from 'vitest';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole, messageOf, send } from '../../../test/settings-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ structure: true, otherStructure: true });

const valid = () => ({ organizationId: fx.s.org.id, name: 'Logistics', departmentClassificationId: fx.st.classification.id });
const refusals = (method: 'POST' | 'PATCH', url: string, validBody: unknown, invalid: unknown) =>
  expectSettingsRefusals(fx.t, method, url, {
    valid: validBody,
    invalid,
    leader: fx.leader,
    employee: fx.employee,
    organizationId: fx.s.org.id,
    otherOrganizationId: fx.other.org.id,
  });

describe('/findDepartmentClassifications', () => {
  it('gives a new organisation the default classifications, once', async () => {
    const fresh = await seedOrg(fx.t.db);
    const token = await login(fx.t, fresh.admin.businessEmail);
    const first = await post(fx.t, '/findDepartmentClassifications', { filter: { organizationId: fresh.org.id } }, token);
    expect(first.status).toBe(200);
    expect(first.body.data.entities.map((c: { name: string }) => c.name)).toContain('Operations');
    const again = await post(fx.t, '/findDepartmentClassifications', { filter: { organizationId: fresh.org.id } }, token);
    expect(again.body.data.entities).toEqual(first.body.data.entities);
  });

  it('answers an organisation its own classifications only', async () => {
    const res = await post(fx.t, '/findDepartmentClassifications', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(res.body.data.entities).toEqual([{ id: fx.st.classification.id, name: 'Operations', organizationId: fx.s.org.id }]);
  });

  it('refuses employees, other organisations and bad input', async () => {
    await refusals('POST', '/findDepartmentClassifications', { filter: { organizationId: fx.s.org.id } }, { filter: {} });
  });
});

describe('departments', () => {
  it('creates, lists by name and updates a department with head and manager', async () => {
    const created = await post(
      fx.t,
      '/createDepartment',
      { ...valid(), description: 'Trucks', department_head_id: fx.s.admin.id },
      fx.leader,
    );
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Saved');
    expect(created.body.data.entity).toMatchObject({
      organizationId: fx.s.org.id,
      name: 'Logistics',
      description: 'Trucks',
      departmentClassificationId: fx.st.classification.id,
      departmentClassificationName: 'Operations',
      department_head_id: fx.s.admin.id,
      department_head_name: 'admin Tester',
      department_manager_id: null,
      department_manager_name: null,
      created_at: expect.any(String),
    });
    const id = created.body.data.entity.id;
    const updated = await send(
      fx.t,
      'PATCH',
      '/updateDepartment',
      { ...valid(), id, name: 'Logistics & Fleet', department_head_id: '', department_manager_id: fx.s.employee.id },
      fx.leader,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.entity).toMatchObject({
      name: 'Logistics & Fleet',
      department_head_id: null,
      department_manager_id: fx.s.employee.id,
    });
    const list = await post(fx.t, '/fetchDepartments', { organizationId: fx.s.org.id }, fx.leader);
    expect(list.body.data.entity.map((d: { name: string }) => d.name)).toEqual(['Logistics & Fleet', 'Sales', 'Warehouse']);
  });

  it('answers every validation message of spec 2 §5', async () => {
    const create = (body: object) => post(fx.t, '/createDepartment', { ...valid(), ...body }, fx.leader);
    expect(messageOf(await create({ name: '' }))).toBe('Field cannot be empty');
    expect(messageOf(await create({ name: 'ab' }))).toBe('Must be at least 3 characters');
    expect(messageOf(await create({ name: 'x'.repeat(101) }))).toBe('Must be less than 100 characters');
    expect(messageOf(await create({ description: 'x'.repeat(251) }))).toBe('Must be less than 250 characters');
    expect(messageOf(await create({ departmentClassificationId: '' }))).toBe('Please choose an option');
    expect((await create({ name: 'x'.repeat(100), description: 'x'.repeat(250) })).status).toBe(200);
  });

  it('refuses a duplicate name ignoring case (409)', async () => {
    const res = await post(fx.t, '/createDepartment', { ...valid(), name: 'warehouse' }, fx.leader);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Department with this name already exists');
  });

  it("answers 404 for another organisation's department, classification or people", async () => {
    const upd = await send(fx.t, 'PATCH', '/updateDepartment', { ...valid(), id: fx.otherSt.warehouse.id, name: 'Stolen' }, fx.leader);
    expect(upd.status).toBe(404);
    expect(
      (
        await post(
          fx.t,
          '/createDepartment',
          { ...valid(), name: 'Foreign Cls', departmentClassificationId: fx.otherSt.classification.id },
          fx.leader,
        )
      ).status,
    ).toBe(404);
    expect(
      (await post(fx.t, '/createDepartment', { ...valid(), name: 'Foreign Head', department_head_id: fx.other.admin.id }, fx.leader))
        .status,
    ).toBe(404);
  });

  it('refuses employees, other organisations and bad input', async () => {
    await refusals('POST', '/fetchDepartments', { organizationId: fx.s.org.id }, { organizationId: 'nope' });
    await refusals('POST', '/createDepartment', { ...valid(), name: 'Refused' }, { ...valid(), name: 'a' });
    await refusals('PATCH', '/updateDepartment', { ...valid(), id: fx.st.sales.id }, { ...valid(), id: fx.st.sales.id, name: '' });
  });

  it('needs settings:edit to write; any leader may read', async () => {
    const viewer = await loginWithRole(fx.t, fx.s.org.id, { settings: 'view' });
    expect((await post(fx.t, '/fetchDepartments', { organizationId: fx.s.org.id }, viewer.token)).status).toBe(200);
    const denied = await post(fx.t, '/createDepartment', { ...valid(), name: 'Viewer made' }, viewer.token);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Your role does not allow you to change settings.');
    const editor = await loginWithRole(fx.t, fx.s.org.id, { settings: 'edit' });
    expect((await post(fx.t, '/createDepartment', { ...valid(), name: 'Editor made' }, editor.token)).status).toBe(200);
  });
});
