import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, post, seedOrg } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, messageOf, send } from '../../../test/settings-fixtures.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let other: Awaited<ReturnType<typeof seedOrg>>;
let leader: string;
let otherLeader: string;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedOrg(t.db);
  other = await seedOrg(t.db);
  leader = await login(t, s.admin.businessEmail);
  otherLeader = await login(t, other.admin.businessEmail);
  employee = await login(t, s.employee.businessEmail);
});
afterAll(() => t.close());

/** Divisions, designations and business units share their rules (spec 2 §5). */
const KINDS = [
  {
    label: 'Division',
    list: '/fetchDivisions',
    listBody: (o: string) => ({ organizationId: o }),
    key: 'entity',
    create: '/createDivision',
    update: '/updateDivision',
  },
  {
    label: 'Designation',
    list: '/fetchDesignations',
    listBody: (o: string) => ({ organizationId: o }),
    key: 'entity',
    create: '/createDesignation',
    update: '/updateDesignation',
  },
  {
    label: 'Business Unit',
    list: '/findBusinessEntity',
    listBody: (o: string) => ({ filter: { organizationId: o } }),
    key: 'entities',
    create: '/createBusinessEntity',
    update: '/updateBusinessEntity',
  },
] as const;

describe.each(KINDS)('$label', (k) => {
  it('creates (description defaults to empty), lists by name and updates', async () => {
    const b = await post(t, k.create, { organizationId: s.org.id, name: 'beta' }, leader);
    expect(b.status).toBe(200);
    expect(b.body.data.entity).toMatchObject({ organizationId: s.org.id, name: 'beta', description: '', created_at: expect.any(String) });
    await post(t, k.create, { organizationId: s.org.id, name: 'Alpha', description: 'First' }, leader);
    const upd = await send(
      t,
      'PATCH',
      k.update,
      { organizationId: s.org.id, id: b.body.data.entity.id, name: 'Gamma', description: 'Now third' },
      leader,
    );
    expect(upd.status).toBe(200);
    expect(upd.body.data.entity).toMatchObject({ name: 'Gamma', description: 'Now third' });
    const list = await post(t, k.list, k.listBody(s.org.id), leader);
    expect(list.body.data[k.key].map((x: { name: string }) => x.name)).toEqual(['Alpha', 'Gamma']);
  });

  it('answers the validation messages of spec 2 §5', async () => {
    const create = (body: object) => post(t, k.create, { organizationId: s.org.id, ...body }, leader);
    expect(messageOf(await create({ name: '' }))).toBe(
      k.label === 'Designation' ? 'Designation name is required' : 'Field cannot be empty',
    );
    expect(messageOf(await create({}))).toBe(k.label === 'Designation' ? 'Designation name is required' : 'Field cannot be empty');
    expect(messageOf(await create({ name: 'ab' }))).toBe('Must be at least 3 characters');
    expect(messageOf(await create({ name: 'x'.repeat(101) }))).toBe('Must be less than 101 characters');
    expect(messageOf(await create({ name: 'Long text', description: 'x'.repeat(251) }))).toBe('Must be less than 251 characters');
    const dup = await create({ name: 'ALPHA' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(`${k.label} with this name already exists`);
  });

  it("answers 404 for another organisation's row", async () => {
    const theirs = await post(t, k.create, { organizationId: other.org.id, name: 'Theirs' }, otherLeader);
    const res = await send(t, 'PATCH', k.update, { organizationId: s.org.id, id: theirs.body.data.entity.id, name: 'Mine now' }, leader);
    expect(res.status).toBe(404);
    const list = await post(t, k.list, k.listBody(s.org.id), leader);
    expect(JSON.stringify(list.body)).not.toContain('Theirs');
  });

  it('refuses employees, other organisations and bad input', async () => {
    const v = { leader, employee, organizationId: s.org.id, otherOrganizationId: other.org.id };
    await expectSettingsRefusals(t, 'POST', k.list, { ...v, valid: k.listBody(s.org.id), invalid: {} });
    await expectSettingsRefusals(t, 'POST', k.create, {
      ...v,
      valid: { organizationId: s.org.id, name: 'Refused' },
      invalid: { organizationId: s.org.id, name: 'x' },
    });
    const row = (await post(t, k.create, { organizationId: s.org.id, name: 'Refusal row' }, leader)).body.data.entity;
    await expectSettingsRefusals(t, 'PATCH', k.update, {
      ...v,
      valid: { organizationId: s.org.id, id: row.id, name: 'Refusal row' },
      invalid: { organizationId: s.org.id, id: row.id, name: '' },
    });
  });
});

describe('/deactivateBusinessEntity', () => {
  it('toggles is_active (spec 2 §4) and keeps inactive units in the list', async () => {
    const unit = (await post(t, '/createBusinessEntity', { organizationId: s.org.id, name: 'Retail' }, leader)).body.data.entity;
    expect(unit.is_active).toBe(true);
    const off = await post(t, '/deactivateBusinessEntity', { organizationId: s.org.id, id: unit.id, is_active: false }, leader);
    expect(off.status).toBe(200);
    expect(off.body.data.entity).toMatchObject({ id: unit.id, is_active: false });
    const list = await post(t, '/findBusinessEntity', { filter: { organizationId: s.org.id } }, leader);
    expect(list.body.data.entities.find((u: { id: string }) => u.id === unit.id).is_active).toBe(false);
    const on = await post(t, '/deactivateBusinessEntity', { organizationId: s.org.id, id: unit.id, is_active: true }, leader);
    expect(on.body.data.entity.is_active).toBe(true);
  });

  it("answers 404 for another organisation's unit and refuses bad input", async () => {
    const theirs = (await post(t, '/createBusinessEntity', { organizationId: other.org.id, name: 'Foreign unit' }, otherLeader)).body.data
      .entity;
    expect((await post(t, '/deactivateBusinessEntity', { organizationId: s.org.id, id: theirs.id, is_active: false }, leader)).status).toBe(
      404,
    );
    const unit = (await post(t, '/createBusinessEntity', { organizationId: s.org.id, name: 'Refusal unit' }, leader)).body.data.entity;
    await expectSettingsRefusals(t, 'POST', '/deactivateBusinessEntity', {
      valid: { organizationId: s.org.id, id: unit.id, is_active: false },
      invalid: { organizationId: s.org.id, id: unit.id, is_active: 'no' },
      leader,
      employee,
      organizationId: s.org.id,
      otherOrganizationId: other.org.id,
    });
  });
});
