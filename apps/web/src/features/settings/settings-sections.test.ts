import { FULL_PERMISSIONS, NO_PERMISSIONS, type Permissions } from '@voyce/contracts/roles';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../../lib/use-permissions';
import { pageAllowed, sectionOf, visibleSections } from './settings-sections';

const custom = (permissions: Partial<Permissions>) =>
  accessOf({ id: 'u', isAdmin: true, roleId: 'r', permissions: { ...NO_PERMISSIONS, ...permissions } });
const full = accessOf({ id: 'u', isAdmin: true, roleId: null, permissions: FULL_PERMISSIONS });

describe('settings sections by role (issue 19)', () => {
  it('shows a full admin every section, in menu order', () => {
    expect(visibleSections(full).map((s) => s.id)).toEqual([
      'account',
      'ai',
      'organization',
      'users',
      'roles',
      'identity',
      'subscriptions',
      'auditLog',
    ]);
  });

  it('shows a role with no settings and no users only My Account', () => {
    expect(visibleSections(custom({ insights: 'edit' })).map((s) => s.id)).toEqual(['account']);
  });

  it('shows users and roles for users:view, the settings pages for settings:view', () => {
    expect(visibleSections(custom({ users: 'view' })).map((s) => s.id)).toEqual(['account', 'users', 'roles']);
    expect(visibleSections(custom({ settings: 'view' })).map((s) => s.id)).toEqual([
      'account',
      'ai',
      'organization',
      'identity',
      'subscriptions',
      'auditLog',
    ]);
  });

  it('lets a page open only when its section is visible; a new role needs full access', () => {
    const usersViewer = custom({ users: 'edit' });
    expect(sectionOf('/settings/users/blyndspot')).toBe('users');
    expect(pageAllowed('/settings/users/blyndspot', usersViewer)).toBe(true);
    expect(pageAllowed('/settings/ai', usersViewer)).toBe(false);
    expect(pageAllowed('/settings/organization/departments', usersViewer)).toBe(false);
    expect(pageAllowed('/settings/account', usersViewer)).toBe(true);
    expect(pageAllowed('/settings/roles-permissions', usersViewer)).toBe(true);
    expect(pageAllowed('/settings/roles-permissions/new', usersViewer)).toBe(false);
    expect(pageAllowed('/settings/roles-permissions/new', full)).toBe(true);
  });
});
