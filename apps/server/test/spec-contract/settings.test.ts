import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../fixtures.ts';
import { useTestOrg } from '../org-fixture.ts';
import { atLeast, failsWith, LESS_THAN, ok, patch, post } from './spec-client.ts';

/**
 * Spec 2 §7 setup and settings calls (my account, company profile, structure tags, leadership
 * grid, phrases, mass invite), each with the body the spec gives, and the spec 2 §5 messages
 * the server says.
 */
const fx = useTestOrg({ structure: true });
const org = () => fx.s.org.id;
const rnd = () => Math.random().toString(36).slice(2, 8);

describe('spec 2 §7 my account and company profile', () => {
  it('PATCH /updateUser/details {entity: id, firstName, lastName, businessEmail, username} answers data.entity', async () => {
    const entity = { id: fx.s.admin.id, firstName: 'Robin', lastName: 'Leader', businessEmail: fx.s.admin.businessEmail, username: null };
    const data = ok(await patch(fx.t, '/updateUser/details', { entity }, fx.leader));
    expect(data.entity).toMatchObject({ username: null, firstName: 'Robin', lastName: 'Leader', updatedAt: expect.any(String) });
  });

  it('/updateOrganization {entity: id, name}', async () => {
    ok(await post(fx.t, '/updateOrganization', { entity: { id: org(), name: 'Renamed Org' } }, fx.leader));
  });

  it('/findOrganizations {filter: organizationId} answers data.entities[0] with id, name', async () => {
    const data = ok(await post(fx.t, '/findOrganizations', { filter: { organizationId: org() } }, fx.leader));
    expect(data.entities[0]).toMatchObject({ id: org(), name: 'Renamed Org' });
  });

  it('/massInvite: an array of {role, businessEmail, organizationId}', async () => {
    const body = [
      { role: 'employee', businessEmail: `invitee-${rnd()}@example.com`, organizationId: org() },
      { role: 'employee', businessEmail: `invitee-${rnd()}@example.com`, organizationId: org() },
    ];
    ok(await post(fx.t, '/massInvite', body, fx.leader));
  });
});

describe('spec 2 §7 structure tags', () => {
  it('departments: /fetchDepartments {organizationId}, /createDepartment, PATCH /updateDepartment, /findDepartmentClassifications', async () => {
    const classes = ok(await post(fx.t, '/findDepartmentClassifications', { filter: { organizationId: org() } }, fx.leader));
    expect(classes.entities).toContainEqual({ id: fx.st.classification.id, name: 'Operations', organizationId: org() });
    const fields = {
      organizationId: org(),
      name: `Logistics ${rnd()}`,
      description: 'Moves things',
      departmentClassificationId: fx.st.classification.id,
    };
    const created = ok(await post(fx.t, '/createDepartment', fields, fx.leader));
    const id = created.entity.id;
    const updated = {
      ...fields,
      id,
      name: `Logistics ${rnd()}`,
      department_head_id: fx.s.admin.id,
      department_manager_id: fx.s.admin.id,
    };
    ok(await patch(fx.t, '/updateDepartment', updated, fx.leader));
    const list = ok(await post(fx.t, '/fetchDepartments', { organizationId: org() }, fx.leader));
    expect(list.entity).toContainEqual(
      expect.objectContaining({
        id,
        name: updated.name,
        departmentClassificationId: fx.st.classification.id,
        departmentClassificationName: 'Operations',
        department_head_id: fx.s.admin.id,
        department_manager_id: fx.s.admin.id,
        created_at: expect.any(String),
      }),
    );
  });

  it('divisions: /fetchDivisions, /createDivision, PATCH /updateDivision with division fields', async () => {
    const created = ok(await post(fx.t, '/createDivision', { organizationId: org(), name: `North ${rnd()}`, description: '' }, fx.leader));
    const id = created.entity.id;
    ok(await patch(fx.t, '/updateDivision', { id, organizationId: org(), name: `South ${rnd()}`, description: 'Renamed' }, fx.leader));
    const list = ok(await post(fx.t, '/fetchDivisions', { organizationId: org() }, fx.leader));
    expect(list.entity).toContainEqual(expect.objectContaining({ id, description: 'Renamed' }));
  });

  it('locations: /fetchLocations, /createLocation, PATCH /updateLocation with location fields', async () => {
    const fields = {
      organizationId: org(),
      name: `Head Office ${rnd()}`,
      country: 'US',
      state: 'California',
      timezone: 'America/Los_Angeles',
    };
    const id = ok(await post(fx.t, '/createLocation', fields, fx.leader)).entity.id;
    ok(await patch(fx.t, '/updateLocation', { ...fields, id, state: 'Oregon' }, fx.leader));
    const list = ok(await post(fx.t, '/fetchLocations', { organizationId: org() }, fx.leader));
    expect(list.entity).toContainEqual(expect.objectContaining({ id, country: 'US', state: 'Oregon', timezone: 'America/Los_Angeles' }));
  });

  it('business units: /findBusinessEntity, /createBusinessEntity, PATCH /updateBusinessEntity, /deactivateBusinessEntity', async () => {
    const id = ok(await post(fx.t, '/createBusinessEntity', { organizationId: org(), name: `Retail ${rnd()}`, description: '' }, fx.leader))
      .entity.id;
    ok(
      await patch(fx.t, '/updateBusinessEntity', { id, organizationId: org(), name: `Wholesale ${rnd()}`, description: 'B2B' }, fx.leader),
    );
    ok(await post(fx.t, '/deactivateBusinessEntity', { organizationId: org(), id, is_active: false }, fx.leader));
    // The list with business unit fields (as the other tag lists), and with a filter (as the find calls).
    for (const body of [{ organizationId: org() }, { filter: { organizationId: org() } }]) {
      const list = ok(await post(fx.t, '/findBusinessEntity', body, fx.leader));
      expect(list.entities).toContainEqual(expect.objectContaining({ id, description: 'B2B', is_active: false }));
    }
  });

  it('designations: /fetchDesignations (designations in entity), /createDesignation, PATCH /updateDesignation', async () => {
    const id = ok(await post(fx.t, '/createDesignation', { organizationId: org(), name: `Engineer ${rnd()}`, description: '' }, fx.leader))
      .entity.id;
    ok(await patch(fx.t, '/updateDesignation', { id, organizationId: org(), name: `Senior ${rnd()}`, description: 'Lead' }, fx.leader));
    const list = ok(await post(fx.t, '/fetchDesignations', { organizationId: org() }, fx.leader));
    expect(list.entity).toContainEqual(expect.objectContaining({ id, description: 'Lead' }));
  });
});

describe('spec 2 §7 leadership grid and phrases', () => {
  it('/createLeadershipTeamMember and /updateLeadershipTeamMember {entity: organizationId, name, email, crime, violence, threat (id on update)}', async () => {
    const entity = {
      organizationId: org(),
      name: 'Dana Safety',
      // An emergency contact is a leader of the organisation who may view insights.
      email: fx.s.admin.businessEmail,
      crime: false,
      violence: true,
      threat: false,
    };
    const id = ok(await post(fx.t, '/createLeadershipTeamMember', { entity }, fx.leader)).entity.id;
    ok(await post(fx.t, '/updateLeadershipTeamMember', { entity: { ...entity, id, crime: true } }, fx.leader));
    const list = ok(await post(fx.t, '/findLeadershipTeamMembers', { filter: { organizationId: org() } }, fx.leader));
    expect(list.entities).toContainEqual(expect.objectContaining({ id, crime: true, violence: true, threat: false }));
  });

  it('/replacePhrases {organizationId, phrases: name, polarity, organizationId}; /findPhrases {filter} answers entities with polarity', async () => {
    const phrases = [
      { name: 'safety', polarity: 'positive', organizationId: org() },
      { name: 'overtime', polarity: 'negative', organizationId: org() },
    ];
    ok(await post(fx.t, '/replacePhrases', { organizationId: org(), phrases }, fx.leader));
    const data = ok(await post(fx.t, '/findPhrases', { filter: { organizationId: org() } }, fx.leader));
    expect(data.entities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'safety', polarity: 'positive' }),
        expect.objectContaining({ name: 'overtime', polarity: 'negative' }),
      ]),
    );
  });
});

describe('spec 2 §5 messages of setup and settings, read verbatim', () => {
  it("the invite box with nothing valid: 'Please enter valid emails.'", async () => {
    failsWith(await post(fx.t, '/massInvite', [], fx.leader), 'Please enter valid emails.', 400);
  });

  it("leadership grid invalidEmail: 'Please enter a valid email address'", async () => {
    const entity = { organizationId: org(), name: 'Dana', email: 'dana at example', crime: false, violence: false, threat: false };
    failsWith(await post(fx.t, '/createLeadershipTeamMember', { entity }, fx.leader), 'Please enter a valid email address', 400);
  });

  it("goals: 'Goals cannot be empty', 'At least one goal is required'", async () => {
    const save = (goals: string) => post(fx.t, '/updateOrganizationProfile', { entity: { id: org(), goals } }, fx.leader);
    failsWith(await save('Grow|||   |||Retain'), 'Goals cannot be empty', 400);
    failsWith(await save(''), 'At least one goal is required', 400);
  });

  it("topic words: 'Duplicate words are not allowed', 'Word cannot be empty'", async () => {
    const replace = (names: string[]) =>
      post(
        fx.t,
        '/replacePhrases',
        { organizationId: org(), phrases: names.map((name) => ({ name, polarity: 'positive', organizationId: org() })) },
        fx.leader,
      );
    failsWith(await replace(['Safety', 'safety']), 'Duplicate words are not allowed', 400);
    failsWith(await replace(['  ']), 'Word cannot be empty', 400);
  });

  it('structure names 3 to 100, descriptions at most 250, location fields at least 2', async () => {
    const dept = { organizationId: org(), name: 'Ops', description: '', departmentClassificationId: fx.st.classification.id };
    failsWith(await post(fx.t, '/createDepartment', { ...dept, name: 'Op' }, fx.leader), atLeast(3), 400);
    failsWith(await post(fx.t, '/createDepartment', { ...dept, name: 'O'.repeat(101) }, fx.leader), LESS_THAN, 400);
    failsWith(
      await post(fx.t, '/createDivision', { organizationId: org(), name: 'North', description: 'd'.repeat(251) }, fx.leader),
      LESS_THAN,
      400,
    );
    const loc = { organizationId: org(), name: 'Depot', country: 'US', timezone: 'America/Chicago' };
    failsWith(await post(fx.t, '/createLocation', { ...loc, country: 'U' }, fx.leader), atLeast(2), 400);
    failsWith(await post(fx.t, '/createLocation', { ...loc, timezone: 'A' }, fx.leader), atLeast(2), 400);
  });

  it('profile names 2 to 50 (spec 2 §5)', async () => {
    const entity = { id: fx.s.admin.id, firstName: 'R', lastName: 'Leader' };
    failsWith(await patch(fx.t, '/updateUser/details', { entity }, fx.leader), atLeast(2), 400);
  });

  it('update password: a wrong current password is emailDoesNotExistInvalidPassword; then /updateUser/password answers status, message, data', async () => {
    const userData = { userId: fx.s.admin.id, currentPassword: 'Not-the-password-1', newPassword: 'Another-horse-42' };
    failsWith(
      await post(fx.t, '/updateUser/password', { userData }, fx.leader),
      'Sorry, this email does not exist or you have entered an invalid password.',
    );
    failsWith(
      await post(fx.t, '/updateUser/password', { userData: { ...userData, currentPassword: PASSWORD, newPassword: 'short' } }, fx.leader),
      atLeast(8),
      400,
    );
    const res = await post(fx.t, '/updateUser/password', { userData: { ...userData, currentPassword: PASSWORD } }, fx.leader);
    expect(ok(res)).toEqual(expect.anything());
    expect(res.body.message).toEqual(expect.any(String));
  });
});
