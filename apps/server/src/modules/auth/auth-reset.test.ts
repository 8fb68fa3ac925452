import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { latestCode, login, mailsTo, post, PASSWORD, seedOrg } from '../../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-New-Pass-2';

async function resetGrant(email: string) {
  const req = await post(t, '/user/forgotPasswordRequest', { email, siteTarget: 'dashboard' });
  expect(req.status).toBe(200);
  const verified = await post(t, '/user/verifyOtp', { email, code: await latestCode(t, email), purpose: 'reset' });
  expect(verified.status).toBe(200);
  return verified.body.data.authorization as string;
}

describe('forgot password', () => {
  it('resets with a mailed code, ends every session, and the grant is single-use', async () => {
    const s = await seedOrg(t.db);
    const email = s.admin.businessEmail;
    const oldSession = await login(t, email);
    const grant = await resetGrant(email);
    const reset = await post(t, '/user/forgotPasswordReset', {
      email,
      password: NEW_PASSWORD,
      siteTarget: 'dashboard',
      authorization: grant,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset.');
    expect((await post(t, '/user/getProfile', {}, oldSession)).status).toBe(401);
    expect((await post(t, '/user/verifyLogin', { email, password: PASSWORD })).status).toBe(401);
    expect((await post(t, '/user/verifyLogin', { email, password: NEW_PASSWORD })).status).toBe(200);
    const replay = await post(t, '/user/forgotPasswordReset', {
      email,
      password: 'Another-Pass-3',
      siteTarget: 'dashboard',
      authorization: grant,
    });
    expect(replay.status).toBe(401);
  });

  it('answers unknown e-mails the same way and mails nothing', async () => {
    const res = await post(t, '/user/forgotPasswordRequest', { email: 'nobody-here@example.com', siteTarget: 'dashboard' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ nextStep: 'VERIFY_OTP' });
    expect(await mailsTo(t, 'nobody-here@example.com')).toHaveLength(0);
  });

  it('refuses a grant for another e-mail, and validates the new password', async () => {
    const a = await seedOrg(t.db);
    const b = await seedOrg(t.db);
    const grant = await resetGrant(a.admin.businessEmail);
    const other = await post(t, '/user/forgotPasswordReset', {
      email: b.admin.businessEmail,
      password: NEW_PASSWORD,
      siteTarget: 'dashboard',
      authorization: grant,
    });
    expect(other.status).toBe(401);
    const weak = await post(t, '/user/forgotPasswordReset', {
      email: a.admin.businessEmail,
      password: 'alllowercase1!',
      siteTarget: 'dashboard',
      authorization: grant,
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must contain at least one uppercase letter');
    const tooLong = await post(t, '/user/forgotPasswordReset', {
      email: a.admin.businessEmail,
      // Spec 2 §9: 8 to 128; 129 is one too many.
      password: `Aa1!${'x'.repeat(125)}`,
      siteTarget: 'dashboard',
      authorization: grant,
    });
    expect(tooLong.body.message).toBe('Must be less than 128 characters');
  });

  it('supports the Active OTP flow on reset requests too', async () => {
    const s = await seedOrg(t.db);
    const email = s.employee.businessEmail;
    await post(t, '/user/forgotPasswordRequest', { email, siteTarget: 'employee' });
    const again = await post(t, '/user/forgotPasswordRequest', { email, siteTarget: 'employee' });
    expect(again.status).toBe(409);
    const forced = await post(t, '/user/forgotPasswordRequest', { email, siteTarget: 'employee', forceNewOtp: true });
    expect(forced.status).toBe(200);
  });
});
