import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { login, post, seedOrg, seedStructure } from '../../../test/fixtures.ts';
import { expectRefusals } from '../../../test/workspace-fixtures.ts';
import { leadershipTeamMembers, memberships, users } from '../../db/schema/index.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedOrg>>;
let other: Awaited<ReturnType<typeof seedOrg>>;
let leader: string;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedOrg(t.db);
  other = await seedOrg(t.db);
  await seedStructure(t.db, s.org.id);
  await seedStructure(t.db, other.org.id);
  await t.db.insert(leadershipTeamMembers).values([
    { organizationId: s.org.id, name: 'anna Ops', email: 'anna@example.com', crime: true },
    { organizationId: s.org.id, name: 'Bruno HR', email: 'bruno@example.com' },
  ]);
  const [gone] = await t.db
    .insert(users)
    .values({ businessEmail: `gone-${s.org.id}@example.com`, firstName: 'Aaron', lastName: 'Gone' })
    .returning();
  await t.db.insert(memberships).values({ organizationId: s.org.id, userId: gone!.id, role: 'employee', disabled: true });
  leader = await login(t, s.admin.businessEmail);
  employee = await login(t, s.employee.businessEmail);
});
afterAll(() => t.close());

const refusals = (url: string, valid: object, invalid: object) =>
  expectRefusals(t, url, { valid, invalid, leader, employee, organizationId: s.org.id, otherOrganizationId: other.org.id });

describe('/findLeadershipTeamMembers', () => {
  it("answers the organisation's leadership team sorted by name", async () => {
    const res = await post(t, '/findLeadershipTeamMembers', { filter: { organizationId: s.org.id } }, leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entities.map((m: { name: string }) => m.name)).toEqual(['anna Ops', 'Bruno HR', 'Safety Lead']);
    expect(res.body.data.entities[0]).toEqual({
      id: expect.any(String),
      organizationId: s.org.id,
      name: 'anna Ops',
      email: 'anna@example.com',
      violence: false,
      crime: true,
      threat: false,
      selfHarm: false,
      harassment: false,
      createdBy: null,
    });
  });

  it('refuses employees, other organisations and bad input', async () => {
    await refusals('/findLeadershipTeamMembers', { filter: { organizationId: s.org.id } }, { filter: {} });
  });
});

describe('/findOrganizationMembers', () => {
  it('answers active members (id, name, email, role) by name, with a search', async () => {
    const res = await post(t, '/findOrganizationMembers', { filter: { organizationId: s.org.id } }, leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entities).toEqual([
      { id: s.admin.id, name: 'admin Tester', email: s.admin.businessEmail, role: 'admin' },
      { id: s.employee.id, name: 'employee Tester', email: s.employee.businessEmail, role: 'employee' },
    ]);
    expect(res.body.data.meta.pagination).toMatchObject({ total_items: 2, page: 1, pageSize: 500 });
    const search = await post(t, '/findOrganizationMembers', { filter: { organizationId: s.org.id, search: 'EMPLOYEE' } }, leader);
    expect(search.body.data.entities.map((m: { id: string }) => m.id)).toEqual([s.employee.id]);
    const paged = await post(t, '/findOrganizationMembers', { filter: { organizationId: s.org.id }, page: 2, pageSize: 1 }, leader);
    expect(paged.body.data.entities.map((m: { id: string }) => m.id)).toEqual([s.employee.id]);
  });

  it('refuses employees, other organisations and bad input', async () => {
    await refusals(
      '/findOrganizationMembers',
      { filter: { organizationId: s.org.id } },
      { filter: { organizationId: s.org.id }, pageSize: 0 },
    );
  });
});

describe('/findOrganizations', () => {
  it("answers the caller's organisation as entities[0]", async () => {
    const res = await post(t, '/findOrganizations', { filter: { organizationId: s.org.id } }, leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entities).toEqual([{ id: s.org.id, name: s.org.name, createdAt: s.org.createdAt.toISOString() }]);
  });

  it('refuses employees, other organisations and bad input', async () => {
    await refusals('/findOrganizations', { filter: { organizationId: s.org.id } }, { filter: { organizationId: s.org.id, extra: 1 } });
  });
});
