import { MSG } from '@voyce/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, seedOrg } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clientLimitKey } from './rate-limit.ts';

describe('clientLimitKey', () => {
  it('is the address for IPv4 (also IPv4-mapped) and the /64 for IPv6', () => {
    expect(clientLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientLimitKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientLimitKey('2001:DB8:0000:0001:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(clientLimitKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(clientLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

/** README: RATE_LIMIT_PER_MINUTE is "requests per client per minute, all calls". */
describe('the general rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => t?.close());

  it('is one counter per client over every API call, not one per route', async () => {
    const s = await seedOrg(t.db);
    const leader = await login(t, s.admin.businessEmail);
    const employee = await login(t, s.employee.businessEmail);
    t.limiter.reset();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(t, '/findCountries', {}, leader)).status);
    for (let i = 0; i < 5; i++) statuses.push((await post(t, '/employee/findMySubmissions', {}, employee)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await post(t, '/findOrganizations', { filter: { organizationId: s.org.id } }, leader);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      status: 'ERROR',
      message: MSG.tooManyRequests,
      error: { code: 'RATE_LIMITED', message: MSG.tooManyRequests },
    });
    // Sign-in calls count too, and a refused call is refused before its session is looked up.
    expect((await post(t, '/user/verifyLogin', { email: s.admin.businessEmail, password: 'x' })).status).toBe(429);
    expect((await post(t, '/findCountries', {}, 'not-a-session-token-at-all')).status).toBe(429);
    // Another client has its own count.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/findCountries',
      payload: {},
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${leader}` },
    });
    expect(other.statusCode).toBe(200);
  });
});
