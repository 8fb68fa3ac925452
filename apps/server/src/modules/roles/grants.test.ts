import { FULL_PERMISSIONS, NO_PERMISSIONS, ROLES_MSG, type Permissions } from '@voyce/contracts/roles';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../http/auth-context.ts';
import { memberRoleRefusal, type Grantee, type RolePermissions } from './grants.ts';

/** The pure rule of /user-management/changeRole: promote, demote or move a member between roles. */
const perms: RolePermissions = new Map<string, Permissions>([
  ['least', NO_PERMISSIONS],
  ['viewer', { ...NO_PERMISSIONS, insights: 'view' }],
  ['editor', { ...NO_PERMISSIONS, insights: 'edit', users: 'edit' }],
  ['users', { ...NO_PERMISSIONS, users: 'edit', insights: 'view' }],
]);
const auth = (role: AuthContext['role'], roleId: string | null = null): AuthContext => ({
  userId: 'me',
  sessionId: 's',
  email: 'me@example.com',
  organizationId: 'o',
  role,
  roleId,
  permissions: roleId ? perms.get(roleId)! : role === 'employee' ? NO_PERMISSIONS : FULL_PERMISSIONS,
});
const who = (role: Grantee['role'], roleId: string | null = null, userId = 'them'): Grantee => ({ userId, role, roleId });

describe('memberRoleRefusal', () => {
  const full = auth('admin');
  const narrow = auth('admin', 'users');

  it('leaves no change alone, even for oneself or the owner', () => {
    expect(memberRoleRefusal(narrow, who('admin', 'users', 'me'), { role: 'admin', roleId: 'users' }, perms)).toBeNull();
    expect(memberRoleRefusal(narrow, who('employee'), { role: 'employee', roleId: null }, perms)).toBeNull();
  });

  it('never changes one’s own role or the owner’s', () => {
    expect(memberRoleRefusal(full, who('admin', null, 'me'), { role: 'employee', roleId: null }, perms)).toBe(ROLES_MSG.ownRole);
    expect(memberRoleRefusal(full, who('owner'), { role: 'admin', roleId: 'least' }, perms)).toBe(ROLES_MSG.ownerRole);
  });

  it('a full admin promotes and demotes anyone else', () => {
    expect(memberRoleRefusal(full, who('employee'), { role: 'admin', roleId: null }, perms)).toBeNull();
    expect(memberRoleRefusal(full, who('admin'), { role: 'employee', roleId: null }, perms)).toBeNull();
    expect(memberRoleRefusal(full, who('employee'), { role: 'admin', roleId: 'editor' }, perms)).toBeNull();
  });

  it('a narrower role promotes only within what it holds, and never to full access', () => {
    expect(memberRoleRefusal(narrow, who('employee'), { role: 'admin', roleId: 'least' }, perms)).toBeNull();
    expect(memberRoleRefusal(narrow, who('employee'), { role: 'admin', roleId: 'viewer' }, perms)).toBeNull();
    expect(memberRoleRefusal(narrow, who('employee'), { role: 'admin', roleId: 'editor' }, perms)).toBe(ROLES_MSG.beyondOwn);
    expect(memberRoleRefusal(narrow, who('employee'), { role: 'admin', roleId: null }, perms)).toBe(ROLES_MSG.fullAccessGrant);
  });

  it('a narrower role demotes only those who may do no more than it', () => {
    expect(memberRoleRefusal(narrow, who('admin', 'viewer'), { role: 'employee', roleId: null }, perms)).toBeNull();
    expect(memberRoleRefusal(narrow, who('admin', 'editor'), { role: 'employee', roleId: null }, perms)).toBe(ROLES_MSG.superior);
    expect(memberRoleRefusal(narrow, who('admin'), { role: 'employee', roleId: null }, perms)).toBe(ROLES_MSG.superior);
    // A custom role that is gone leaves a full admin: still a superior.
    expect(memberRoleRefusal(narrow, who('admin', 'deleted'), { role: 'employee', roleId: null }, perms)).toBe(ROLES_MSG.superior);
  });
});
