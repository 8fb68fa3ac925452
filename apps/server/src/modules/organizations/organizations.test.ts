import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { expectRefusals } from '../../../test/workspace-fixtures.ts';
import { leadershipTeamMembers, memberships, users } from '../../db/schema/index.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ structure: true, otherStructure: true });

beforeAll(async () => {
  await fx.t.db.insert(leadershipTeamMembers).values([
    { organizationId: fx.s.org.id, name: 'anna Ops', email: 'anna@example.com', crime: true },
    { organizationId: fx.s.org.id, name: 'Bruno HR', email: 'bruno@example.com' },
  ]);
  const [gone] = await fx.t.db
    .insert(users)
    .values({ businessEmail: `gone-${fx.s.org.id}@example.com`, firstName: 'Aaron', lastName: 'Gone' })
    .returning();
  await fx.t.db.insert(memberships).values({ organizationId: fx.s.org.id, userId: gone!.id, role: 'employee', disabled: true });
});

const refusals = (url: string, valid: object, invalid: object) =>
  expectRefusals(fx.t, url, {
    valid,
    invalid,
    leader: fx.leader,
    employee: fx.employee,
    organizationId: fx.s.org.id,
    otherOrganizationId: fx.other.org.id,
  });

describe('/findLeadershipTeamMembers', () => {
  it("answers the organisation's leadership team sorted by name", async () => {
    const res = await post(fx.t, '/findLeadershipTeamMembers', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entities.map((m: { name: string }) => m.name)).toEqual(['anna Ops', 'Bruno HR', 'Safety Lead']);
    expect(res.body.data.entities[0]).toEqual({
      id: expect.any(String),
      organizationId: fx.s.org.id,
      name: 'anna Ops',
      email: 'anna@example.com',
      violence: false,
      crime: true,
      threat: false,
      selfHarm: false,
      harassment: false,
      createdBy: null,
      // An outside address: in the team, but no leader who may view insights.
      mayReceiveAlerts: false,
    });
    expect(res.body.data.entities[2]).toMatchObject({ name: 'Safety Lead', mayReceiveAlerts: true });
  });

  it('refuses employees, other organisations and bad input', async () => {
    await refusals('/findLeadershipTeamMembers', { filter: { organizationId: fx.s.org.id } }, { filter: {} });
  });
});

describe('/findOrganizationMembers', () => {
  it('answers active members (id, name, email, role) by name, with a search', async () => {
    const res = await post(fx.t, '/findOrganizationMembers', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entities).toEqual([
      { id: fx.s.admin.id, name: 'admin Tester', email: fx.s.admin.businessEmail, role: 'admin' },
      { id: fx.s.employee.id, name: 'employee Tester', email: fx.s.employee.businessEmail, role: 'employee' },
      // The structure's safety lead: an emergency contact is a leader.
      { id: expect.any(String), name: 'Safety Lead', email: fx.st.contact.email, role: 'admin' },
    ]);
    expect(res.body.data.meta.pagination).toMatchObject({ total_items: 3, page: 1, pageSize: 500 });
    const search = await post(fx.t, '/findOrganizationMembers', { filter: { organizationId: fx.s.org.id, search: 'EMPLOYEE' } }, fx.leader);
    expect(search.body.data.entities.map((m: { id: string }) => m.id)).toEqual([fx.s.employee.id]);
    const paged = await post(
      fx.t,
      '/findOrganizationMembers',
      { filter: { organizationId: fx.s.org.id }, page: 2, pageSize: 1 },
      fx.leader,
    );
    expect(paged.body.data.entities.map((m: { id: string }) => m.id)).toEqual([fx.s.employee.id]);
  });

  it('refuses employees, other organisations and bad input', async () => {
    await refusals(
      '/findOrganizationMembers',
      { filter: { organizationId: fx.s.org.id } },
      { filter: { organizationId: fx.s.org.id }, pageSize: 0 },
    );
  });
});

describe('/findOrganizations', () => {
  it("answers the caller's organisation as entities[0]", async () => {
    const res = await post(fx.t, '/findOrganizations', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entities).toEqual([{ id: fx.s.org.id, name: fx.s.org.name, createdAt: fx.s.org.createdAt.toISOString() }]);
  });

  it('refuses employees, other organisations and bad input', async () => {
    await refusals(
      '/findOrganizations',
      { filter: { organizationId: fx.s.org.id } },
      { filter: { organizationId: fx.s.org.id, extra: 1 } },
    );
  });
});
