import { describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, messageOf, send } from '../../../test/settings-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ otherOrg: true, signIn: ['leader', 'otherLeader', 'employee'] });

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
    const b = await post(fx.t, k.create, { organizationId: fx.s.org.id, name: 'beta' }, fx.leader);
    expect(b.status).toBe(200);
    expect(b.body.data.entity).toMatchObject({
      organizationId: fx.s.org.id,
      name: 'beta',
      description: '',
      created_at: expect.any(String),
    });
    await post(fx.t, k.create, { organizationId: fx.s.org.id, name: 'Alpha', description: 'First' }, fx.leader);
    const upd = await send(
      fx.t,
      'PATCH',
      k.update,
      { organizationId: fx.s.org.id, id: b.body.data.entity.id, name: 'Gamma', description: 'Now third' },
      fx.leader,
    );
    expect(upd.status).toBe(200);
    expect(upd.body.data.entity).toMatchObject({ name: 'Gamma', description: 'Now third' });
    const list = await post(fx.t, k.list, k.listBody(fx.s.org.id), fx.leader);
    expect(list.body.data[k.key].map((x: { name: string }) => x.name)).toEqual(['Alpha', 'Gamma']);
  });

  it('answers the validation messages of spec 2 §5', async () => {
    const create = (body: object) => post(fx.t, k.create, { organizationId: fx.s.org.id, ...body }, fx.leader);
    expect(messageOf(await create({ name: '' }))).toBe(
      k.label === 'Designation' ? 'Designation name is required' : 'Field cannot be empty',
    );
    expect(messageOf(await create({}))).toBe(k.label === 'Designation' ? 'Designation name is required' : 'Field cannot be empty');
    expect(messageOf(await create({ name: 'ab' }))).toBe('Must be at least 3 characters');
    expect(messageOf(await create({ name: 'x'.repeat(101) }))).toBe('Must be less than 100 characters');
    expect(messageOf(await create({ name: 'Long text', description: 'x'.repeat(251) }))).toBe('Must be less than 250 characters');
    const dup = await create({ name: 'ALPHA' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(`${k.label} with this name already exists`);
  });

  it("answers 404 for another organisation's row", async () => {
    const theirs = await post(fx.t, k.create, { organizationId: fx.other.org.id, name: 'Theirs' }, fx.otherLeader);
    const res = await send(
      fx.t,
      'PATCH',
      k.update,
      { organizationId: fx.s.org.id, id: theirs.body.data.entity.id, name: 'Mine now' },
      fx.leader,
    );
    expect(res.status).toBe(404);
    const list = await post(fx.t, k.list, k.listBody(fx.s.org.id), fx.leader);
    expect(JSON.stringify(list.body)).not.toContain('Theirs');
  });

  it('refuses employees, other organisations and bad input', async () => {
    const v = { leader: fx.leader, employee: fx.employee, organizationId: fx.s.org.id, otherOrganizationId: fx.other.org.id };
    await expectSettingsRefusals(fx.t, 'POST', k.list, { ...v, valid: k.listBody(fx.s.org.id), invalid: {} });
    await expectSettingsRefusals(fx.t, 'POST', k.create, {
      ...v,
      valid: { organizationId: fx.s.org.id, name: 'Refused' },
      invalid: { organizationId: fx.s.org.id, name: 'x' },
    });
    const row = (await post(fx.t, k.create, { organizationId: fx.s.org.id, name: 'Refusal row' }, fx.leader)).body.data.entity;
    await expectSettingsRefusals(fx.t, 'PATCH', k.update, {
      ...v,
      valid: { organizationId: fx.s.org.id, id: row.id, name: 'Refusal row' },
      invalid: { organizationId: fx.s.org.id, id: row.id, name: '' },
    });
  });
});

describe('/deactivateBusinessEntity', () => {
  it('toggles is_active (spec 2 §4) and keeps inactive units in the list', async () => {
    const unit = (await post(fx.t, '/createBusinessEntity', { organizationId: fx.s.org.id, name: 'Retail' }, fx.leader)).body.data.entity;
    expect(unit.is_active).toBe(true);
    const off = await post(fx.t, '/deactivateBusinessEntity', { organizationId: fx.s.org.id, id: unit.id, is_active: false }, fx.leader);
    expect(off.status).toBe(200);
    expect(off.body.data.entity).toMatchObject({ id: unit.id, is_active: false });
    const list = await post(fx.t, '/findBusinessEntity', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(list.body.data.entities.find((u: { id: string }) => u.id === unit.id).is_active).toBe(false);
    const on = await post(fx.t, '/deactivateBusinessEntity', { organizationId: fx.s.org.id, id: unit.id, is_active: true }, fx.leader);
    expect(on.body.data.entity.is_active).toBe(true);
  });

  it("answers 404 for another organisation's unit and refuses bad input", async () => {
    const theirs = (await post(fx.t, '/createBusinessEntity', { organizationId: fx.other.org.id, name: 'Foreign unit' }, fx.otherLeader))
      .body.data.entity;
    expect(
      (await post(fx.t, '/deactivateBusinessEntity', { organizationId: fx.s.org.id, id: theirs.id, is_active: false }, fx.leader)).status,
    ).toBe(404);
    const unit = (await post(fx.t, '/createBusinessEntity', { organizationId: fx.s.org.id, name: 'Refusal unit' }, fx.leader)).body.data
      .entity;
    await expectSettingsRefusals(fx.t, 'POST', '/deactivateBusinessEntity', {
      valid: { organizationId: fx.s.org.id, id: unit.id, is_active: false },
      invalid: { organizationId: fx.s.org.id, id: unit.id, is_active: 'no' },
      leader: fx.leader,
      employee: fx.employee,
      organizationId: fx.s.org.id,
      otherOrganizationId: fx.other.org.id,
    });
  });
});
