import { describe, expect, it } from 'vitest';
import { redirectTargetFor } from './redirect-target';

describe('redirectTargetFor', () => {
  it('follows a dashboard path only on the dashboard', () => {
    expect(redirectTargetFor({ from: '/insights?x=1' }, 'dashboard')).toBe('/insights?x=1');
    expect(redirectTargetFor({ from: '/insights' }, 'employee')).toBeUndefined();
  });

  it('follows a MyVoyce path only on MyVoyce', () => {
    expect(redirectTargetFor({ from: '/my' }, 'employee')).toBe('/my');
    expect(redirectTargetFor({ from: '/my/inbox' }, 'dashboard')).toBeUndefined();
    // '/mystery' is a dashboard path, not MyVoyce.
    expect(redirectTargetFor({ from: '/mystery' }, 'employee')).toBeUndefined();
  });

  it('never leaves the site', () => {
    expect(redirectTargetFor({ from: '//evil.example/x' }, 'dashboard')).toBeUndefined();
    expect(redirectTargetFor({ from: 'https://evil.example' }, 'dashboard')).toBeUndefined();
    expect(redirectTargetFor(null, 'dashboard')).toBeUndefined();
  });
});
