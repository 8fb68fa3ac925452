import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, post, seedOrg, seedStructure } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole, messageOf } from '../../../test/settings-fixtures.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let other: Awaited<ReturnType<typeof seedOrg>>;
let otherSt: Awaited<ReturnType<typeof seedStructure>>;
let leader: string;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedOrg(t.db);
  other = await seedOrg(t.db);
  otherSt = await seedStructure(t.db, other.org.id);
  leader = await login(t, s.admin.businessEmail);
  employee = await login(t, s.employee.businessEmail);
});
afterAll(() => t.close());

const entity = (extra: object = {}) => ({
  organizationId: s.org.id,
  name: 'Dana Safety',
  email: 'Dana@Example.com',
  violence: true,
  ...extra,
});
const v = () => ({ leader, employee, organizationId: s.org.id, otherOrganizationId: other.org.id });

describe('leadership team members', () => {
  it('creates, updates (flags save at once) and deletes a member', async () => {
    const created = await post(t, '/createLeadershipTeamMember', { entity: entity() }, leader);
    expect(created.status).toBe(200);
    expect(created.body.data.entity).toEqual({
      id: expect.any(String),
      organizationId: s.org.id,
      name: 'Dana Safety',
      email: 'dana@example.com',
      violence: true,
      crime: false,
      threat: false,
      // Not an admin's e-mail, and the spec's body does not carry the kinds of ours.
      selfHarm: false,
      harassment: false,
      createdBy: s.admin.id,
    });
    const id = created.body.data.entity.id;
    const updated = await post(t, '/updateLeadershipTeamMember', { entity: { ...entity(), id, crime: true, threat: true } }, leader);
    expect(updated.body.data.entity).toMatchObject({ id, violence: true, crime: true, threat: true });
    const list = await post(t, '/findLeadershipTeamMembers', { filter: { organizationId: s.org.id } }, leader);
    expect(list.body.data.entities).toEqual([updated.body.data.entity]);
    const deleted = await post(t, '/deleteLeadershipTeamMember', { filter: { organizationId: s.org.id, id } }, leader);
    expect(deleted.status).toBe(200);
    expect((await post(t, '/findLeadershipTeamMembers', { filter: { organizationId: s.org.id } }, leader)).body.data.entities).toEqual([]);
    expect((await post(t, '/deleteLeadershipTeamMember', { filter: { organizationId: s.org.id, id } }, leader)).status).toBe(404);
  });

  it('has a tick box for self-harm and harassment: admins by default, kept when a spec client updates without them', async () => {
    const admin = await post(
      t,
      '/createLeadershipTeamMember',
      { entity: entity({ name: 'The Admin', email: s.admin.businessEmail }) },
      leader,
    );
    expect(admin.status).toBe(200);
    expect(admin.body.data.entity).toMatchObject({ selfHarm: true, harassment: true });
    const id = admin.body.data.entity.id;
    // A client written from the spec sends only violence/crime/threat: the other two keep their value.
    const specUpdate = await post(
      t,
      '/updateLeadershipTeamMember',
      { entity: { ...entity({ name: 'The Admin', email: s.admin.businessEmail }), id, crime: true } },
      leader,
    );
    expect(specUpdate.body.data.entity).toMatchObject({ crime: true, selfHarm: true, harassment: true });
    const untick = await post(
      t,
      '/updateLeadershipTeamMember',
      { entity: { ...entity({ name: 'The Admin', email: s.admin.businessEmail }), id, selfHarm: false } },
      leader,
    );
    expect(untick.body.data.entity).toMatchObject({ selfHarm: false, harassment: true });
    const chosen = await post(
      t,
      '/createLeadershipTeamMember',
      { entity: entity({ email: 'care@example.com', harassment: true }) },
      leader,
    );
    expect(chosen.body.data.entity).toMatchObject({ selfHarm: false, harassment: true });
  });

  it('answers blankName and invalidEmail (spec 2 §5) and refuses a duplicate e-mail', async () => {
    expect(messageOf(await post(t, '/createLeadershipTeamMember', { entity: entity({ name: '  ' }) }, leader))).toBe(
      'Name cannot be empty',
    );
    expect(messageOf(await post(t, '/createLeadershipTeamMember', { entity: entity({ email: 'dana @example.com' }) }, leader))).toBe(
      'Please enter a valid email address',
    );
    expect(messageOf(await post(t, '/createLeadershipTeamMember', { entity: entity({ email: '' }) }, leader))).toBe(
      'Please enter a valid email address',
    );
    await post(t, '/createLeadershipTeamMember', { entity: entity({ email: 'once@example.com' }) }, leader);
    const dup = await post(t, '/createLeadershipTeamMember', { entity: entity({ email: 'ONCE@example.com' }) }, leader);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('This e-mail is already in the leadership team');
  });

  it("answers 404 for another organisation's member", async () => {
    const id = otherSt.contact.id;
    expect((await post(t, '/updateLeadershipTeamMember', { entity: { ...entity({ email: 'x@example.com' }), id } }, leader)).status).toBe(
      404,
    );
    expect((await post(t, '/deleteLeadershipTeamMember', { filter: { organizationId: s.org.id, id } }, leader)).status).toBe(404);
  });

  it('refuses employees, other organisations, bad input, and roles without settings:edit', async () => {
    const row = (await post(t, '/createLeadershipTeamMember', { entity: entity({ email: 'refusal@example.com' }) }, leader)).body.data
      .entity;
    await expectSettingsRefusals(t, 'POST', '/createLeadershipTeamMember', {
      ...v(),
      valid: { entity: entity({ email: 'r2@example.com' }) },
      invalid: { entity: entity({ name: '' }) },
    });
    await expectSettingsRefusals(t, 'POST', '/updateLeadershipTeamMember', {
      ...v(),
      valid: { entity: { ...entity({ email: 'refusal@example.com' }), id: row.id } },
      invalid: { entity: { ...entity(), id: 'nope' } },
    });
    await expectSettingsRefusals(t, 'POST', '/deleteLeadershipTeamMember', {
      ...v(),
      valid: { filter: { organizationId: s.org.id, id: row.id } },
      invalid: { filter: { organizationId: s.org.id } },
    });
    const viewer = await loginWithRole(t, s.org.id, { settings: 'view', insights: 'edit' });
    expect((await post(t, '/findLeadershipTeamMembers', { filter: { organizationId: s.org.id } }, viewer.token)).status).toBe(200);
    expect((await post(t, '/createLeadershipTeamMember', { entity: entity({ email: 'v@example.com' }) }, viewer.token)).status).toBe(403);
  });
});
