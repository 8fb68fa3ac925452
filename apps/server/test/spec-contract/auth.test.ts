import { describe, expect, it } from 'vitest';
import { latestCode, PASSWORD, seedInvitedOrg, seedOrg } from '../fixtures.ts';
import { useTestOrg } from '../org-fixture.ts';
import { atLeast, failsWith, LESS_THAN, ok, post } from './spec-client.ts';

/**
 * Spec 1 §7 'Public' calls, /user/getProfile and /acceptInvite, each with the body the spec
 * gives (only the fields it names), and the sign-in messages of spec 1 §5 and §8.
 */
const fx = useTestOrg({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

const APP = 'https://voyce.example.com';
const NEW_PASSWORD = 'Fresh-horse-77';

/** Spec 1 §3 'Profile'. */
function expectProfile(data: any, v: { id: string; organizationId: string; role: string }) {
  expect(data).toMatchObject({
    id: v.id,
    firstName: expect.any(String),
    lastName: expect.any(String),
    businessEmail: expect.any(String),
    organizationMemberships: [expect.objectContaining({ organizationId: v.organizationId, role: v.role })],
  });
  expect('zoho_org_id' in data).toBe(true);
}

describe('spec 1 §7 public calls, as the spec sends them', () => {
  it('/user/requestOtp {email, siteTarget} then /user/verifyOtp {email, code, referrerUrl} signs in', async () => {
    const email = fx.s.admin.businessEmail;
    ok(await post(fx.t, '/user/requestOtp', { email, siteTarget: 'dashboard' }));
    const code = await latestCode(fx.t, email);
    const data = ok(await post(fx.t, '/user/verifyOtp', { email, code, referrerUrl: `${APP}/login` }));
    expect(data.authorization).toEqual(expect.any(String));
    const profile = ok(await post(fx.t, '/user/getProfile', {}, data.authorization));
    expectProfile(profile, { id: fx.s.admin.id, organizationId: fx.s.org.id, role: 'admin' });
  });

  it('/user/verifyLogin {email, password} answers authorization; /user/getProfile answers the profile', async () => {
    const data = ok(await post(fx.t, '/user/verifyLogin', { email: fx.s.admin.businessEmail, password: PASSWORD }));
    expect(data.authorization).toEqual(expect.any(String));
    expectProfile(ok(await post(fx.t, '/user/getProfile', {}, data.authorization)), {
      id: fx.s.admin.id,
      organizationId: fx.s.org.id,
      role: 'admin',
    });
  });

  it('registration: /getInviteSummary, /claimInvite, /user/verifyOtp from /registration, /acceptInvite', async () => {
    const { inviteId, email, organizationId } = await seedInvitedOrg(fx.t);
    const summary = ok(await post(fx.t, '/getInviteSummary', { inviteId }));
    expect(summary).toMatchObject({
      userEmail: email,
      userFirstName: null,
      userLastName: null,
      authorization: null,
      registrationState: { nextStep: 'ENTER_EMAIL', hasActiveOtp: false, hasVerifiedOtp: false },
    });
    ok(await post(fx.t, '/claimInvite', { inviteId, email }));
    const code = await latestCode(fx.t, email);
    // The registration page's address says the code is a registration code (no `purpose`).
    const verified = ok(await post(fx.t, '/user/verifyOtp', { email, code, referrerUrl: `${APP}/registration?inviteId=${inviteId}` }));
    expect(verified.authorization).toEqual(expect.any(String));
    const accepted = ok(
      await post(fx.t, '/acceptInvite', {
        email,
        firstName: 'Riley',
        lastName: 'Morgan',
        password: NEW_PASSWORD,
        inviteId,
        authorization: verified.authorization,
      }),
    );
    expect(accepted.authorization).toEqual(expect.any(String));
    const profile = ok(await post(fx.t, '/user/getProfile', {}, accepted.authorization));
    expect(profile.organizationMemberships[0]).toMatchObject({ organizationId, role: 'admin' });
  });

  it('registration with the optional fields: /claimInvite forceNewOtp, /acceptInvite otp', async () => {
    const { inviteId, email } = await seedInvitedOrg(fx.t);
    ok(await post(fx.t, '/claimInvite', { inviteId, email }));
    ok(await post(fx.t, '/claimInvite', { inviteId, email, forceNewOtp: true }));
    const code = await latestCode(fx.t, email);
    const { authorization } = ok(
      await post(fx.t, '/user/verifyOtp', { email, code, referrerUrl: `${APP}/registration?inviteId=${inviteId}` }),
    );
    const accepted = ok(
      await post(fx.t, '/acceptInvite', {
        email,
        firstName: 'Sam',
        lastName: 'Lee',
        password: NEW_PASSWORD,
        inviteId,
        authorization,
        otp: code,
      }),
    );
    expect(accepted.authorization).toEqual(expect.any(String));
  });

  it('password reset: /user/forgotPasswordRequest, /user/verifyOtp from /forgotpassword, /user/forgotPasswordReset', async () => {
    const s = await seedOrg(fx.t.db);
    const email = s.admin.businessEmail;
    ok(await post(fx.t, '/user/forgotPasswordRequest', { email, siteTarget: 'dashboard' }));
    ok(await post(fx.t, '/user/forgotPasswordRequest', { email, siteTarget: 'dashboard', forceNewOtp: true }));
    const code = await latestCode(fx.t, email);
    const { authorization } = ok(await post(fx.t, '/user/verifyOtp', { email, code, referrerUrl: `${APP}/forgotpassword` }));
    ok(await post(fx.t, '/user/forgotPasswordReset', { email, password: NEW_PASSWORD, siteTarget: 'dashboard', authorization }));
    ok(await post(fx.t, '/user/verifyLogin', { email, password: NEW_PASSWORD }));
  });

  it("MyVoyce's reset page (/my/forgotpassword) also verifies a reset code", async () => {
    const s = await seedOrg(fx.t.db);
    const email = s.employee.businessEmail;
    ok(await post(fx.t, '/user/forgotPasswordRequest', { email, siteTarget: 'employee' }));
    const code = await latestCode(fx.t, email);
    const { authorization } = ok(await post(fx.t, '/user/verifyOtp', { email, code, referrerUrl: `${APP}/my/forgotpassword` }));
    ok(await post(fx.t, '/user/forgotPasswordReset', { email, password: NEW_PASSWORD, siteTarget: 'employee', authorization }));
  });

  it('/user/requestOtp takes forceNewOtp; the web’s own `purpose` still overrides referrerUrl', async () => {
    const s = await seedOrg(fx.t.db);
    const email = s.admin.businessEmail;
    ok(await post(fx.t, '/user/requestOtp', { email, siteTarget: 'dashboard' }));
    ok(await post(fx.t, '/user/requestOtp', { email, siteTarget: 'dashboard', forceNewOtp: true }));
    const code = await latestCode(fx.t, email);
    // As the web sends it: the page's address and the purpose.
    ok(await post(fx.t, '/user/verifyOtp', { email, code, referrerUrl: `${APP}/registration`, purpose: 'login' }));
  });
});

describe('spec 1 §5 and §8 messages of sign-in, read verbatim', () => {
  it("'Please enter a valid email address'", async () => {
    failsWith(
      await post(fx.t, '/user/requestOtp', { email: 'not-an-email', siteTarget: 'dashboard' }),
      'Please enter a valid email address',
      400,
    );
    failsWith(await post(fx.t, '/user/verifyLogin', { email: 'a@b', password: 'x' }), 'Please enter a valid email address', 400);
  });

  it("'Wrong code, please try again', then 'You have exceeded the number of allowed attempts, please request a new code'", async () => {
    const s = await seedOrg(fx.t.db);
    const email = s.admin.businessEmail;
    ok(await post(fx.t, '/user/requestOtp', { email, siteTarget: 'dashboard' }));
    const code = await latestCode(fx.t, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const verify = () => post(fx.t, '/user/verifyOtp', { email, code: wrong, referrerUrl: `${APP}/login` });
    for (let i = 0; i < 4; i++) failsWith(await verify(), 'Wrong code, please try again', 400);
    failsWith(await verify(), 'You have exceeded the number of allowed attempts, please request a new code', 429);
  });

  it("an active code: 'active OTP code already exists' with the shouldShowOtpInput flag", async () => {
    const s = await seedOrg(fx.t.db);
    const email = s.admin.businessEmail;
    ok(await post(fx.t, '/user/requestOtp', { email, siteTarget: 'dashboard' }));
    const again = await post(fx.t, '/user/requestOtp', { email, siteTarget: 'dashboard' });
    failsWith(again, /active OTP code already exists/, 409);
    expect(again.body.error?.details?.shouldShowOtpInput).toBe(true);
  });

  it("'Invalid invite. Please check your invite link.'", async () => {
    failsWith(
      await post(fx.t, '/getInviteSummary', { inviteId: '00000000-0000-4000-8000-000000000000' }),
      'Invalid invite. Please check your invite link.',
    );
    failsWith(
      await post(fx.t, '/claimInvite', { inviteId: 'no-such-invite', email: fx.s.admin.businessEmail }),
      'Invalid invite. Please check your invite link.',
    );
  });

  it("'The email entered does not match any email that has been invited to register...'", async () => {
    const { inviteId } = await seedInvitedOrg(fx.t);
    const res = await post(fx.t, '/claimInvite', { inviteId, email: 'someone.else@example.com' });
    failsWith(res, /^The email entered does not match any email that has been invited to register/, 400);
  });

  it("'Sorry, this email does not exist or you have entered an invalid password.'", async () => {
    const wrong = await post(fx.t, '/user/verifyLogin', { email: fx.s.admin.businessEmail, password: 'Wrong-horse-1' });
    failsWith(wrong, 'Sorry, this email does not exist or you have entered an invalid password.', 401);
    const unknown = await post(fx.t, '/user/verifyLogin', { email: 'nobody-at-all@example.com', password: 'Wrong-horse-1' });
    failsWith(unknown, 'Sorry, this email does not exist or you have entered an invalid password.', 401);
  });

  it('names and passwords on /acceptInvite: the spec 1 §5 wording', async () => {
    const base = {
      email: 'reg@example.com',
      firstName: 'Riley',
      lastName: 'Morgan',
      password: NEW_PASSWORD,
      inviteId: 'any-invite',
      authorization: 'any-grant',
    };
    const accept = (over: object) => post(fx.t, '/acceptInvite', { ...base, ...over });
    failsWith(await accept({ firstName: 'R2D2' }), 'The name field must not contain numbers.', 400);
    failsWith(await accept({ lastName: '   ' }), 'Field cannot be empty', 400);
    failsWith(await accept({ firstName: 'R' }), atLeast(2), 400);
    failsWith(await accept({ firstName: 'R'.repeat(51) }), LESS_THAN, 400);
    failsWith(await accept({ password: 'Sh0rt!' }), atLeast(8), 400);
    failsWith(await accept({ password: `Aa1!${'x'.repeat(130)}` }), LESS_THAN, 400);
    failsWith(await accept({ email: 'nope' }), 'Please enter a valid email address', 400);
  });

  it("'Too many requests. Please try again later.' (HTTP 429)", async () => {
    const email = 'flood@example.com';
    let last = await post(fx.t, '/user/forgotPasswordRequest', { email, siteTarget: 'dashboard', forceNewOtp: true });
    for (let i = 0; i < 15 && last.status !== 429; i++) {
      last = await post(fx.t, '/user/forgotPasswordRequest', { email, siteTarget: 'dashboard', forceNewOtp: true });
    }
    failsWith(last, 'Too many requests. Please try again later.', 429);
  });

  it("no token: 'Access denied' (401); a signed-in user without the role: 'Authorization error: Access is denied.' (403)", async () => {
    failsWith(await post(fx.t, '/user/getProfile', {}), 'Access denied', 401);
    failsWith(await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id } }), 'Access denied', 401);
    const asEmployee = await post(fx.t, '/findSubmissions', { filter: { organizationId: fx.s.org.id } }, fx.employee);
    failsWith(asEmployee, 'Authorization error: Access is denied.', 403);
  });
});
