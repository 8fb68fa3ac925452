import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@voyce/contracts/messages';
import { eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/index.ts';
import { codeKey } from '../../lib/identity-store.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { latestCode, mailsTo, post, seedOrg } from '../../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // The per-client limit of the auth calls is tested in auth-login.test.ts; here it would stop the file half-way.
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const request = (email: string, extra: object = {}) => post(t, '/user/requestOtp', { email, siteTarget: 'dashboard', ...extra });
const verify = (email: string, code: string) => post(t, '/user/verifyOtp', { email, code, referrerUrl: 'http://localhost/login' });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in by e-mail code', () => {
  it('mails a six-digit code that signs in once', async () => {
    const s = await seedOrg(t.db);
    const email = s.admin.businessEmail;
    const res = await request(email);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ nextStep: 'VERIFY_OTP' });
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    // Stored only as a keyed hash.
    const stored = await t.identity.getCode(codeKey(email, 'login'));
    expect(stored!.codeHash).not.toContain(code);
    const ok = await verify(email, code);
    expect(ok.status).toBe(200);
    const profile = await post(t, '/user/getProfile', {}, ok.body.data.authorization);
    expect(profile.body.data.id).toBe(s.admin.id);
    // Single use.
    const reused = await verify(email, code);
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('CODE_EXPIRED');
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const res = await request('ghost@example.com');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ nextStep: 'VERIFY_OTP' });
    expect(await mailsTo(t, 'ghost@example.com')).toHaveLength(0);
    const again = await request('ghost@example.com');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ACTIVE_OTP_EXISTS');
    expect((await verify('ghost@example.com', '123456')).body.error.code).toBe('WRONG_CODE');
  });

  it('finds an active code: 409 with shouldShowOtpInput, and forceNewOtp replaces it', async () => {
    const s = await seedOrg(t.db);
    const email = s.admin.businessEmail;
    await request(email);
    const first = await latestCode(t, email);
    const again = await request(email);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: MSG.activeOtpExists,
      error: { code: 'ACTIVE_OTP_EXISTS', details: { shouldShowOtpInput: true } },
    });
    const forced = await request(email, { forceNewOtp: true });
    expect(forced.status).toBe(200);
    const second = await latestCode(t, email);
    expect(await mailsTo(t, email)).toHaveLength(2);
    if (first !== second) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('says "Wrong code" with the tries left, then stops at five tries even for the right code', async () => {
    const s = await seedOrg(t.db);
    const email = s.admin.businessEmail;
    await request(email);
    const code = await latestCode(t, email);
    for (let left = 4; left >= 1; left--) {
      const res = await verify(email, wrongOf(code));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: MSG.wrongCode, error: { code: 'WRONG_CODE', details: { attemptsLeft: left } } });
    }
    const fifth = await verify(email, wrongOf(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ message: MSG.attemptsExceeded, error: { code: 'ATTEMPTS_EXCEEDED' } });
    const right = await verify(email, code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(MSG.attemptsExceeded);
    // A new code clears it.
    await request(email, { forceNewOtp: true });
    expect((await verify(email, await latestCode(t, email))).status).toBe(200);
  });

  it('does not offer a code locked by five wrong tries as active: a new request sends a new code at once', async () => {
    const s = await seedOrg(t.db);
    const email = s.admin.businessEmail;
    await request(email);
    const locked = await latestCode(t, email);
    for (let i = 0; i < 4; i++) await verify(email, wrongOf(locked));
    // One try left: still the active code.
    expect((await request(email)).body.error.code).toBe('ACTIVE_OTP_EXISTS');
    expect((await verify(email, wrongOf(locked))).status).toBe(429);
    const again = await request(email);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ nextStep: 'VERIFY_OTP' });
    expect(await mailsTo(t, email)).toHaveLength(2);
    const fresh = await latestCode(t, email);
    expect((await verify(email, fresh)).status).toBe(200);
  });

  it('counts parallel guesses atomically: never more than five are checked', async () => {
    const s = await seedOrg(t.db);
    const email = s.admin.businessEmail;
    await request(email);
    const code = await latestCode(t, email);
    const results = await Promise.all(Array.from({ length: 12 }, () => verify(email, wrongOf(code))));
    expect(results.filter((r) => r.body.error?.code === 'WRONG_CODE')).toHaveLength(4);
    expect(results.filter((r) => r.status === 429)).toHaveLength(8);
  });

  it('consumes a code once under parallel use: six simultaneous right answers make exactly one session', async () => {
    const s = await seedOrg(t.db);
    const email = s.employee.businessEmail;
    await request(email);
    const code = await latestCode(t, email);
    const results = await Promise.all(Array.from({ length: 6 }, () => verify(email, code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The others find the code used (or, past five tries, used up).
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.error.code)).toEqual(
      Array(5).fill(expect.stringMatching(/^(CODE_EXPIRED|ATTEMPTS_EXCEEDED)$/)),
    );
    const [token] = results.filter((r) => r.status === 200).map((r) => r.body.data.authorization as string);
    expect((await post(t, '/user/getProfile', {}, token)).body.data.id).toBe(s.employee.id);
  });

  it('hands out one grant for a reset code used in parallel', async () => {
    const s = await seedOrg(t.db);
    const email = s.admin.businessEmail;
    await post(t, '/user/forgotPasswordRequest', { email, siteTarget: 'dashboard' });
    const code = await latestCode(t, email);
    const results = await Promise.all(Array.from({ length: 6 }, () => post(t, '/user/verifyOtp', { email, code, purpose: 'reset' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const grant = results.find((r) => r.status === 200)!.body.data.authorization;
    const reset = await post(t, '/user/forgotPasswordReset', {
      email,
      password: 'Brand-new-pass-1',
      siteTarget: 'dashboard',
      authorization: grant,
    });
    expect(reset.status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const s = await seedOrg(t.db);
    const email = s.admin.businessEmail;
    await request(email);
    const code = await latestCode(t, email);
    // Eleven minutes later (OTP_TTL_MINUTES is 10).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    try {
      const res = await verify(email, code);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: MSG.codeExpired, error: { code: 'CODE_EXPIRED' } });
      // An expired code no longer blocks a new request.
      expect((await request(email)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('binds a code to its purpose: a sign-in code does not verify a reset', async () => {
    const s = await seedOrg(t.db);
    const email = s.admin.businessEmail;
    await request(email);
    const code = await latestCode(t, email);
    const res = await post(t, '/user/verifyOtp', { email, code, purpose: 'reset' });
    expect(res.status).toBe(400);
  });

  it('validates the code format and the site target', async () => {
    const bad = await post(t, '/user/verifyOtp', { email: 'a@example.com', code: '12ab56' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.wrongCode);
    const site = await post(t, '/user/requestOtp', { email: 'a@example.com', siteTarget: 'elsewhere' });
    expect(site.status).toBe(400);
    expect(site.body.error.details).toHaveProperty('siteTarget');
  });

  it('does not send a code to an invited user who has not registered', async () => {
    const s = await seedOrg(t.db);
    await t.db.update(memberships).set({ inviteStatus: 'pending' }).where(eq(memberships.userId, s.employee.id));
    expect((await request(s.employee.businessEmail)).status).toBe(200);
    expect(await mailsTo(t, s.employee.businessEmail)).toHaveLength(0);
  });
});
