import { describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/index.ts';
import { post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { eq } from 'drizzle-orm';

/**
 * A business unit switched off (spec 2 §4 Deactivate) takes no new people, by any
 * path (the user drawer, adding, bulk update, import by name); people already in it keep it.
 */
const fx = useTestOrg({ structure: true });
const INACTIVE = 'Business Unit Legacy is inactive: activate it before assigning people to it';

async function unit(name: string, active: boolean) {
  const created = await post(fx.t, '/createBusinessEntity', { organizationId: fx.s.org.id, name }, fx.leader);
  const id: string = created.body.data.entity.id;
  if (!active) await post(fx.t, '/deactivateBusinessEntity', { organizationId: fx.s.org.id, id, is_active: false }, fx.leader);
  return id;
}

const update = (extra: Record<string, unknown>) => ({
  organizationId: fx.s.org.id,
  userId: fx.s.employee.id,
  departmentIds: [fx.st.sales.id],
  user: { firstName: 'Eve', lastName: 'Stone', businessEmail: fx.s.employee.businessEmail },
  ...extra,
});

describe('inactive business units', () => {
  let legacy = '';
  let current = '';
  it('refuses moving someone into an inactive unit (400, with the reason)', async () => {
    legacy = await unit('Legacy', false);
    current = await unit('Current', true);
    const res = await post(fx.t, '/user-management/update', update({ businessEntityId: legacy }), fx.leader);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INACTIVE);
    expect(res.body.error.details).toEqual({ businessEntityId: INACTIVE });
    const ok = await post(fx.t, '/user-management/update', update({ businessEntityId: current }), fx.leader);
    expect(ok.status).toBe(200);
    expect(ok.body.data.entity.businessEntityId).toBe(current);
  });

  it('keeps a unit someone already has after it was switched off', async () => {
    await fx.t.db.update(memberships).set({ businessUnitId: legacy }).where(eq(memberships.userId, fx.s.employee.id));
    const res = await post(fx.t, '/user-management/update', update({ businessEntityId: legacy, employeeId: 'E-9' }), fx.leader);
    expect(res.status).toBe(200);
    expect(res.body.data.entity).toMatchObject({ businessEntityId: legacy, employeeId: 'E-9' });
  });

  it('reports the row when adding, bulk updating or importing by name into an inactive unit', async () => {
    const added = await post(
      fx.t,
      '/user-management/addMyvoyceUser',
      {
        organizationId: fx.s.org.id,
        users: [
          {
            firstName: 'Ina',
            lastName: 'Active',
            businessEmail: 'ina@example.com',
            departmentIds: [fx.st.sales.id],
            businessEntityId: legacy,
          },
          {
            firstName: 'Nam',
            lastName: 'Eonly',
            businessEmail: 'nam@example.com',
            departmentIds: [fx.st.sales.id],
            businessUnitName: 'legacy',
          },
          {
            firstName: 'Cur',
            lastName: 'Rent',
            businessEmail: 'cur@example.com',
            departmentIds: [fx.st.sales.id],
            businessUnitName: 'Current',
          },
        ],
      },
      fx.leader,
    );
    expect(added.status).toBe(200);
    expect(added.body.data.entity.success.map((s: { email: string }) => s.email)).toEqual(['cur@example.com']);
    expect(added.body.data.entity.failures).toEqual([
      expect.objectContaining({ row: 1, error: INACTIVE, details: { businessEntityId: INACTIVE } }),
      expect.objectContaining({ row: 2, error: INACTIVE, details: { businessUnitName: INACTIVE } }),
    ]);

    const bulk = await post(
      fx.t,
      '/user-management/bulkUpdateUserDetails',
      {
        organizationId: fx.s.org.id,
        role: 'EMPLOYEE',
        identifier: 'email',
        users: [{ businessEmail: 'cur@example.com', businessEntityId: legacy }],
        confirm: true,
      },
      fx.leader,
    );
    expect(bulk.status).toBe(200);
    expect(bulk.body.data.entity.failures).toEqual([expect.objectContaining({ row: 1, error: INACTIVE })]);
  });
});
