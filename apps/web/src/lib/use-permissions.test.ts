import { FULL_PERMISSIONS, NO_PERMISSIONS } from '@voyce/contracts/roles';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { accessOf } from './use-permissions';
import '../test/i18n';

const leader = (over: Partial<Parameters<typeof accessOf>[0]> = {}) =>
  accessOf({ id: 'u1', isAdmin: true, roleId: null, permissions: FULL_PERMISSIONS, ...over });

describe('accessOf (the permission hook’s rule)', () => {
  it('gives owners and plain admins everything, and full access', () => {
    const a = leader();
    expect(a.fullAccess).toBe(true);
    expect(a.can('users', 'edit')).toBe(true);
    expect(a.deniedKey('settings', 'edit')).toBeNull();
    expect(a.userId).toBe('u1');
  });

  it('narrows a custom role area by area; edit includes view', () => {
    const a = leader({ roleId: 'r1', permissions: { ...NO_PERMISSIONS, insights: 'view', users: 'edit' } });
    expect(a.fullAccess).toBe(false);
    expect(a.can('insights')).toBe(true);
    expect(a.can('insights', 'edit')).toBe(false);
    expect(a.can('users', 'view')).toBe(true);
    expect(a.can('users', 'edit')).toBe(true);
    expect(a.can('settings')).toBe(false);
    expect(a.can('reachouts', 'none')).toBe(true);
  });

  it('names the reason of each refusal, in words a leader understands', () => {
    const a = leader({ roleId: 'r1', permissions: { ...NO_PERMISSIONS, users: 'view' } });
    expect(a.deniedKey('users', 'view')).toBeNull();
    expect(a.deniedKey('users', 'edit')).toBe('access.denied.users.edit');
    expect(translate(a.deniedKey('users', 'edit')!)).toBe('Your role does not allow managing users');
    expect(translate(a.deniedKey('reachouts', 'edit')!)).toBe('Your role does not allow creating reach-outs');
    expect(translate(a.deniedKey('settings')!)).toBe('Your role does not allow viewing settings');
    expect(a.deniedKey('settings', 'none')).toBeNull();
  });

  it('holds nothing for an employee, and reads an answer without permissions from the role alone', () => {
    const employee = accessOf({ id: 'e', isAdmin: false, roleId: null, permissions: NO_PERMISSIONS });
    expect(employee.fullAccess).toBe(false);
    expect(employee.can('insights')).toBe(false);
    expect(accessOf({ id: 'a', isAdmin: true, roleId: null }).can('settings', 'edit')).toBe(true);
    expect(accessOf({ id: 'c', isAdmin: true, roleId: 'r1' }).can('insights')).toBe(false);
  });
});
