import { describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { expectSettingsRefusals, loginWithRole, messageOf } from '../../../test/settings-fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ otherStructure: true });

const entity = (extra: object = {}) => ({
  organizationId: fx.s.org.id,
  name: 'Dana Safety',
  email: 'Dana@Example.com',
  violence: true,
  ...extra,
});
const v = () => ({ leader: fx.leader, employee: fx.employee, organizationId: fx.s.org.id, otherOrganizationId: fx.other.org.id });

/** A leader of the organisation who may view insights (only such a leader is an emergency contact). */
const reader = async () => (await loginWithRole(fx.t, fx.s.org.id, { insights: 'view' })).user.businessEmail;

describe('leadership team members', () => {
  it('creates, updates (flags save at once) and deletes a member', async () => {
    const email = await reader();
    const created = await post(fx.t, '/createLeadershipTeamMember', { entity: entity({ email: email.toUpperCase() }) }, fx.leader);
    expect(created.status).toBe(200);
    expect(created.body.data.entity).toEqual({
      id: expect.any(String),
      organizationId: fx.s.org.id,
      name: 'Dana Safety',
      email,
      violence: true,
      crime: false,
      threat: false,
      // The spec's body does not carry the kinds of ours: a leader who may view insights gets them.
      selfHarm: true,
      harassment: true,
      createdBy: fx.s.admin.id,
      mayReceiveAlerts: true,
    });
    const id = created.body.data.entity.id;
    const updated = await post(
      fx.t,
      '/updateLeadershipTeamMember',
      { entity: { ...entity({ email }), id, crime: true, threat: true } },
      fx.leader,
    );
    expect(updated.body.data.entity).toMatchObject({ id, violence: true, crime: true, threat: true });
    const list = await post(fx.t, '/findLeadershipTeamMembers', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(list.body.data.entities).toEqual([updated.body.data.entity]);
    const deleted = await post(fx.t, '/deleteLeadershipTeamMember', { filter: { organizationId: fx.s.org.id, id } }, fx.leader);
    expect(deleted.status).toBe(200);
    expect(
      (await post(fx.t, '/findLeadershipTeamMembers', { filter: { organizationId: fx.s.org.id } }, fx.leader)).body.data.entities,
    ).toEqual([]);
    expect((await post(fx.t, '/deleteLeadershipTeamMember', { filter: { organizationId: fx.s.org.id, id } }, fx.leader)).status).toBe(404);
  });

  it('has a tick box for self-harm and harassment: admins by default, kept when a spec client updates without them', async () => {
    const admin = await post(
      fx.t,
      '/createLeadershipTeamMember',
      { entity: entity({ name: 'The Admin', email: fx.s.admin.businessEmail }) },
      fx.leader,
    );
    expect(admin.status).toBe(200);
    expect(admin.body.data.entity).toMatchObject({ selfHarm: true, harassment: true });
    const id = admin.body.data.entity.id;
    // A client written from the spec sends only violence/crime/threat: the other two keep their value.
    const specUpdate = await post(
      fx.t,
      '/updateLeadershipTeamMember',
      { entity: { ...entity({ name: 'The Admin', email: fx.s.admin.businessEmail }), id, crime: true } },
      fx.leader,
    );
    expect(specUpdate.body.data.entity).toMatchObject({ crime: true, selfHarm: true, harassment: true });
    const untick = await post(
      fx.t,
      '/updateLeadershipTeamMember',
      { entity: { ...entity({ name: 'The Admin', email: fx.s.admin.businessEmail }), id, selfHarm: false } },
      fx.leader,
    );
    expect(untick.body.data.entity).toMatchObject({ selfHarm: false, harassment: true });
    const chosen = await post(
      fx.t,
      '/createLeadershipTeamMember',
      { entity: entity({ email: await reader(), selfHarm: false, harassment: true }) },
      fx.leader,
    );
    expect(chosen.body.data.entity).toMatchObject({ selfHarm: false, harassment: true });
    // An address that is not such a leader may be in the team (the delegation and share pickers), with no kind.
    const plain = await post(
      fx.t,
      '/createLeadershipTeamMember',
      { entity: entity({ email: 'care@example.com', violence: false }) },
      fx.leader,
    );
    expect(plain.body.data.entity).toMatchObject({ violence: false, crime: false, threat: false, selfHarm: false, harassment: false });
  });

  it('answers blankName and invalidEmail (spec 2 §5) and refuses a duplicate e-mail', async () => {
    expect(messageOf(await post(fx.t, '/createLeadershipTeamMember', { entity: entity({ name: '  ' }) }, fx.leader))).toBe(
      'Name cannot be empty',
    );
    expect(messageOf(await post(fx.t, '/createLeadershipTeamMember', { entity: entity({ email: 'dana @example.com' }) }, fx.leader))).toBe(
      'Please enter a valid email address',
    );
    expect(messageOf(await post(fx.t, '/createLeadershipTeamMember', { entity: entity({ email: '' }) }, fx.leader))).toBe(
      'Please enter a valid email address',
    );
    await post(fx.t, '/createLeadershipTeamMember', { entity: entity({ email: 'once@example.com', violence: false }) }, fx.leader);
    const dup = await post(fx.t, '/createLeadershipTeamMember', { entity: entity({ email: 'ONCE@example.com' }) }, fx.leader);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('This e-mail is already in the leadership team');
  });

  it("answers 404 for another organisation's member", async () => {
    const id = fx.otherSt.contact.id;
    expect(
      (await post(fx.t, '/updateLeadershipTeamMember', { entity: { ...entity({ email: 'x@example.com' }), id } }, fx.leader)).status,
    ).toBe(404);
    expect((await post(fx.t, '/deleteLeadershipTeamMember', { filter: { organizationId: fx.s.org.id, id } }, fx.leader)).status).toBe(404);
  });

  it('refuses employees, other organisations, bad input, and roles without settings:edit', async () => {
    const row = (
      await post(fx.t, '/createLeadershipTeamMember', { entity: entity({ email: 'refusal@example.com', violence: false }) }, fx.leader)
    ).body.data.entity;
    await expectSettingsRefusals(fx.t, 'POST', '/createLeadershipTeamMember', {
      ...v(),
      valid: { entity: entity({ email: 'r2@example.com' }) },
      invalid: { entity: entity({ name: '' }) },
    });
    await expectSettingsRefusals(fx.t, 'POST', '/updateLeadershipTeamMember', {
      ...v(),
      valid: { entity: { ...entity({ email: 'refusal@example.com' }), id: row.id } },
      invalid: { entity: { ...entity(), id: 'nope' } },
    });
    await expectSettingsRefusals(fx.t, 'POST', '/deleteLeadershipTeamMember', {
      ...v(),
      valid: { filter: { organizationId: fx.s.org.id, id: row.id } },
      invalid: { filter: { organizationId: fx.s.org.id } },
    });
    const viewer = await loginWithRole(fx.t, fx.s.org.id, { settings: 'view', insights: 'edit' });
    expect((await post(fx.t, '/findLeadershipTeamMembers', { filter: { organizationId: fx.s.org.id } }, viewer.token)).status).toBe(200);
    expect((await post(fx.t, '/createLeadershipTeamMember', { entity: entity({ email: 'v@example.com' }) }, viewer.token)).status).toBe(
      403,
    );
  });
});
