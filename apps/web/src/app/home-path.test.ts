import { FULL_PERMISSIONS, NO_PERMISSIONS, type Permissions } from '@voyce/contracts/roles';
import { describe, expect, it } from 'vitest';
import { accessOf } from '../lib/use-permissions';
import { homePathOf, pathAllowed } from './home-path';

const custom = (permissions: Partial<Permissions>) =>
  accessOf({ id: 'u', isAdmin: true, roleId: 'r', permissions: { ...NO_PERMISSIONS, ...permissions } });
const full = accessOf({ id: 'u', isAdmin: true, roleId: null, permissions: FULL_PERMISSIONS });

describe("a leader's first page (issue 34 item 9)", () => {
  it('is the dashboard for a role that may view insights', () => {
    expect(homePathOf(full)).toBe('/dashboard');
    expect(homePathOf(custom({ insights: 'view' }))).toBe('/dashboard');
  });

  it('is the first page the sidebar offers the role otherwise, then My Account', () => {
    expect(homePathOf(custom({ reachouts: 'view', reports: 'view' }))).toBe('/reachouts');
    expect(homePathOf(custom({ reports: 'edit', users: 'edit' }))).toBe('/reports');
    expect(homePathOf(custom({ settings: 'edit', users: 'edit' }))).toBe('/settings/account');
    expect(homePathOf(custom({}))).toBe('/settings/account');
  });

  it('is never a page the role may not view', () => {
    const roles = [full, custom({}), custom({ reachouts: 'view' }), custom({ reports: 'view' }), custom({ settings: 'view' })];
    for (const access of roles) expect(pathAllowed(homePathOf(access), access)).toBe(true);
  });

  it('tells a stored sign-in target the role may view from one it may not', () => {
    const outreach = custom({ reachouts: 'edit' });
    expect(pathAllowed('/dashboard', outreach)).toBe(false);
    expect(pathAllowed('/insights/topics/t1?x=1', outreach)).toBe(false);
    expect(pathAllowed('/submissions/detail?id=1', outreach)).toBe(false);
    // A reach-out's answer is an insight, though its page sits under /reachouts.
    expect(pathAllowed('/reachouts/submissions/detail?id=1', outreach)).toBe(false);
    expect(pathAllowed('/reachouts/abc', outreach)).toBe(true);
    expect(pathAllowed('/settings/users', outreach)).toBe(false);
    expect(pathAllowed('/settings/account#password', outreach)).toBe(true);
    expect(pathAllowed('/setup', outreach)).toBe(true);
  });
});
