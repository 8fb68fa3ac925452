import { FULL_PERMISSIONS, NO_PERMISSIONS, ROLES_MSG, type Permissions, type RoleEntity } from '@voyce/contracts/roles';
import { describe, expect, it } from 'vitest';
import { grantableRoleOptions, roleLockReason, type Granter } from './use-grantable-roles';

const role = (id: string, name: string, permissions: Partial<Permissions>, builtIn = false): RoleEntity => ({
  id,
  organizationId: 'o',
  name,
  builtIn,
  permissions: { ...NO_PERMISSIONS, ...permissions },
  memberCount: 0,
  createdAt: null,
});
const ROLES: RoleEntity[] = [
  role('owner', 'Owner', FULL_PERMISSIONS, true),
  role('admin', 'Admin', FULL_PERMISSIONS, true),
  role('employee', 'Employee', {}, true),
  role('least-id', 'No access', {}, true),
  role('viewer-id', 'Insights viewer', { insights: 'view' }),
  role('editor-id', 'Insights editor', { insights: 'edit', users: 'edit' }),
];
const labels = { employee: 'Employee (MyVoyce only)', fullAccess: 'Full access', noAccess: 'No access', owner: 'Owner' };
const full: Granter = { userId: 'me', fullAccess: true, permissions: FULL_PERMISSIONS };
const narrow: Granter = { userId: 'me', fullAccess: false, permissions: { ...NO_PERMISSIONS, insights: 'view', users: 'edit' } };
const values = (roles: RoleEntity[], granter: Granter, opts: Parameters<typeof grantableRoleOptions>[3]) =>
  grantableRoleOptions(roles, granter, labels, opts).map((o) => `${o.value}:${o.label}`);

describe('the roles a member may give (the role field)', () => {
  it('lists every role for a full admin, least first; employee only where a user exists', () => {
    expect(values(ROLES, full, { employee: true })).toEqual([
      'employee:Employee (MyVoyce only)',
      'least-id:No access',
      'viewer-id:Insights viewer',
      'editor-id:Insights editor',
      'admin:Full access',
    ]);
    expect(values(ROLES, full, { employee: false })[0]).toBe('least-id:No access');
  });

  it('offers a narrower role only what it holds, never full access', () => {
    expect(values(ROLES, narrow, { employee: true })).toEqual([
      'employee:Employee (MyVoyce only)',
      'least-id:No access',
      'viewer-id:Insights viewer',
    ]);
  });

  it("keeps the user's own role listed even when the member could not give it", () => {
    expect(values(ROLES, narrow, { employee: true, current: 'editor-id' })).toContain('editor-id:Insights editor');
    expect(values(ROLES, narrow, { employee: true, current: 'admin' })).toContain('admin:Full access');
    expect(values(ROLES, full, { employee: true, current: 'owner' })[0]).toBe('owner:Owner');
  });

  it("offers the least role as '' before the organisation has its row", () => {
    expect(
      values(
        ROLES.filter((r) => r.id !== 'least-id'),
        full,
        { employee: false },
      )[0],
    ).toBe(':No access');
  });
});

describe('when the role field is locked, and why', () => {
  it("locks one's own role and the owner's for everyone", () => {
    expect(roleLockReason({ userId: 'me', role: 'admin', roleId: null }, full, ROLES)).toBe(ROLES_MSG.ownRole);
    expect(roleLockReason({ userId: 'o', role: 'owner', roleId: null }, full, ROLES)).toBe(ROLES_MSG.ownerRole);
  });

  it('leaves a full admin free with anyone else', () => {
    expect(roleLockReason({ userId: 'x', role: 'admin', roleId: null }, full, ROLES)).toBeNull();
    expect(roleLockReason({ userId: 'x', role: 'employee', roleId: null }, full, ROLES)).toBeNull();
  });

  it('locks a narrower role out of superiors: full admins and wider roles', () => {
    expect(roleLockReason({ userId: 'x', role: 'employee', roleId: null }, narrow, ROLES)).toBeNull();
    expect(roleLockReason({ userId: 'x', role: 'admin', roleId: 'viewer-id' }, narrow, ROLES)).toBeNull();
    expect(roleLockReason({ userId: 'x', role: 'admin', roleId: 'least-id' }, narrow, ROLES)).toBeNull();
    expect(roleLockReason({ userId: 'x', role: 'admin', roleId: 'editor-id' }, narrow, ROLES)).toBe(ROLES_MSG.superior);
    expect(roleLockReason({ userId: 'x', role: 'admin', roleId: null }, narrow, ROLES)).toBe(ROLES_MSG.superior);
  });
});
