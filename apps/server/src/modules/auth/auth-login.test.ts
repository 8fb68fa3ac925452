import { describe, expect, it } from 'vitest';
import { MSG } from '@voyce/contracts/messages';
import { eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { login, post, PASSWORD, seedOrg } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';

const fx = useTestOrg({ signIn: [] });

describe('POST /user/verifyLogin', () => {
  it('signs in with e-mail and password, case-insensitively, and the token loads the profile', async () => {
    const res = await post(fx.t, '/user/verifyLogin', { email: fx.s.admin.businessEmail.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('OK');
    const token = res.body.data.authorization;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const profile = await post(fx.t, '/user/getProfile', {}, token);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      id: fx.s.admin.id,
      businessEmail: fx.s.admin.businessEmail,
      isAdmin: true,
      organizationMemberships: [{ organizationId: fx.s.org.id, role: 'admin' }],
    });
  });

  it('gives one generic answer for a wrong password and for an unknown e-mail', async () => {
    const wrong = await post(fx.t, '/user/verifyLogin', { email: fx.s.admin.businessEmail, password: 'Nope-nope-1' });
    const unknown = await post(fx.t, '/user/verifyLogin', { email: 'nobody@example.com', password: 'Nope-nope-1' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        status: 'ERROR',
        message: MSG.invalidCredentials,
        error: { code: 'INVALID_CREDENTIALS', message: MSG.invalidCredentials },
      });
    }
  });

  it('validates the body: e-mail pattern, required password, unknown fields', async () => {
    const badEmail = await post(fx.t, '/user/verifyLogin', { email: 'not-an-email', password: 'x' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe(MSG.invalidEmail);
    expect(badEmail.body.error.details).toEqual({ email: MSG.invalidEmail });
    const noPassword = await post(fx.t, '/user/verifyLogin', { email: fx.s.admin.businessEmail, password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Password is required');
    const extra = await post(fx.t, '/user/verifyLogin', { email: fx.s.admin.businessEmail, password: 'x', admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a deactivated member and ends their sessions', async () => {
    const fresh = await seedOrg(fx.t.db);
    const token = await login(fx.t, fresh.employee.businessEmail);
    await fx.t.db.update(memberships).set({ disabled: true }).where(eq(memberships.userId, fresh.employee.id));
    expect((await post(fx.t, '/user/getProfile', {}, token)).status).toBe(401);
    const again = await post(fx.t, '/user/verifyLogin', { email: fresh.employee.businessEmail, password: PASSWORD });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(MSG.invalidCredentials);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const token = await login(fx.t, fx.s.admin.businessEmail);
    expect((await post(fx.t, '/user/logout', {}, token)).status).toBe(200);
    const after = await post(fx.t, '/user/getProfile', {}, token);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHORIZED');
    expect(after.body.message).toBe(MSG.accessDenied);
  });

  it('refuses a missing, malformed or made-up token', async () => {
    expect((await post(fx.t, '/user/getProfile', {})).status).toBe(401);
    expect((await post(fx.t, '/user/getProfile', {}, 'short')).status).toBe(401);
    expect((await post(fx.t, '/user/getProfile', {}, 'x'.repeat(43))).status).toBe(401);
  });

  it("reports an employee's role so the dashboard can refuse them", async () => {
    const token = await login(fx.t, fx.s.employee.businessEmail);
    const profile = await post(fx.t, '/user/getProfile', {}, token);
    expect(profile.body.data.isAdmin).toBe(false);
    expect(profile.body.data.organizationMemberships[0].role).toBe('employee');
  });
});

describe('rate limits', () => {
  it('answers 429 with the spec message after too many sign-ins for one e-mail', async () => {
    const limited = await createTestApp({ AUTH_EMAIL_LIMIT_PER_15_MINUTES: '3' });
    try {
      const org = await seedOrg(limited.db);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await post(limited, '/user/verifyLogin', { email: org.admin.businessEmail, password: 'Wrong-pass-1' })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const res = await post(limited, '/user/verifyLogin', { email: org.admin.businessEmail, password: PASSWORD });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(MSG.tooManyRequests);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 per client when one client floods the auth calls', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push((await post(limited, '/user/verifyLogin', { email: `x${i}@example.com`, password: 'a' })).status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const res = await post(limited, '/user/verifyLogin', { email: 'y@example.com', password: 'a' });
      expect(res.body).toMatchObject({ status: 'ERROR', message: MSG.tooManyRequests, error: { code: 'RATE_LIMITED' } });
    } finally {
      await limited.close();
    }
  });
});
