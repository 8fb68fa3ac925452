import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@voyce/contracts/messages';
import { eq } from 'drizzle-orm';
import { invites, memberships } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { latestCode, mailsTo, post, seedInvitedOrg } from '../../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = {
  firstName: 'Riley',
  lastName: 'Morgan',
  password: 'New-Password-1',
};

/** Walks the registration the way the web does, up to the grant. */
async function claimAndVerify(inviteId: string, email: string) {
  const claim = await post(t, '/claimInvite', { inviteId, email });
  expect(claim.status).toBe(200);
  expect(claim.body.data).toEqual({ nextStep: 'VERIFY_OTP' });
  const verified = await post(t, '/user/verifyOtp', { email, code: await latestCode(t, email), purpose: 'invite' });
  expect(verified.status).toBe(200);
  return verified.body.data.authorization as string;
}

describe('registration by invite', () => {
  it("says which site an invite opens, so an employee's registration page says MyVoyce (issue 34)", async () => {
    const { inviteId } = await seedInvitedOrg(t);
    expect((await post(t, '/getInviteSummary', { inviteId })).body.data.site).toBe('dashboard');
    await t.db.update(invites).set({ role: 'employee' }).where(eq(invites.id, inviteId));
    expect((await post(t, '/getInviteSummary', { inviteId })).body.data.site).toBe('employee');
  });

  it('mails the invite link; summary, claim, code, accept; then the user signs in', async () => {
    const { inviteId, email, organizationId } = await seedInvitedOrg(t);
    const [mail] = await mailsTo(t, email);
    expect(mail!.text).toContain(`/registration?inviteId=${inviteId}`);

    const summary = await post(t, '/getInviteSummary', { inviteId });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toEqual({
      userEmail: email,
      userFirstName: null,
      userLastName: null,
      authorization: null,
      registrationState: { nextStep: 'ENTER_EMAIL', hasActiveOtp: false, hasVerifiedOtp: false },
      site: 'dashboard',
    });

    const grant = await claimAndVerify(inviteId, email);
    const mid = await post(t, '/getInviteSummary', { inviteId });
    expect(mid.body.data.registrationState).toEqual({ nextStep: 'ENTER_EMAIL', hasActiveOtp: false, hasVerifiedOtp: true });

    const accepted = await post(t, '/acceptInvite', { email, inviteId, authorization: grant, ...profileOf });
    expect(accepted.status).toBe(200);
    const profile = await post(t, '/user/getProfile', {}, accepted.body.data.authorization);
    expect(profile.body.data).toMatchObject({
      firstName: 'Riley',
      lastName: 'Morgan',
      isAdmin: true,
      organizationMemberships: [{ organizationId, role: 'admin' }],
    });
    const [m] = await t.db.select().from(memberships).where(eq(memberships.organizationId, organizationId));
    expect(m!.inviteStatus).toBe('accepted');

    // The invite is used up, and the grant cannot be replayed.
    expect((await post(t, '/getInviteSummary', { inviteId })).status).toBe(404);
    expect((await post(t, '/acceptInvite', { email, inviteId, authorization: grant, ...profileOf })).status).toBe(404);
    const login = await post(t, '/user/verifyLogin', { email, password: profileOf.password });
    expect(login.status).toBe(200);
  });

  it('reports an active code so the web goes straight to code entry', async () => {
    const { inviteId, email } = await seedInvitedOrg(t);
    await post(t, '/claimInvite', { inviteId, email });
    const summary = await post(t, '/getInviteSummary', { inviteId });
    expect(summary.body.data.registrationState).toEqual({ nextStep: 'VERIFY_OTP', hasActiveOtp: true, hasVerifiedOtp: false });
    const again = await post(t, '/claimInvite', { inviteId, email });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ACTIVE_OTP_EXISTS');
    expect((await post(t, '/claimInvite', { inviteId, email, forceNewOtp: true })).status).toBe(200);
  });

  it('answers an invalid invite with the spec message', async () => {
    for (const inviteId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await post(t, '/getInviteSummary', { inviteId });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: MSG.invalidInvite, error: { code: 'INVITE_INVALID' } });
    }
    const { inviteId, email } = await seedInvitedOrg(t);
    await t.db.update(invites).set({ status: 'rejected' }).where(eq(invites.id, inviteId));
    expect((await post(t, '/claimInvite', { inviteId, email })).status).toBe(404);
  });

  it('refuses an e-mail that is not the invited one', async () => {
    const { inviteId } = await seedInvitedOrg(t);
    const res = await post(t, '/claimInvite', { inviteId, email: 'someone.else@example.com' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MSG.inviteEmailMismatch, error: { code: 'INVITE_EMAIL_MISMATCH' } });
  });

  it('refuses acceptance without a verified code, or with a bad password or name', async () => {
    const { inviteId, email } = await seedInvitedOrg(t);
    const noGrant = await post(t, '/acceptInvite', { email, inviteId, authorization: 'made-up-grant', ...profileOf });
    expect(noGrant.status).toBe(401);
    const grant = await claimAndVerify(inviteId, email);
    const weak = await post(t, '/acceptInvite', { email, inviteId, authorization: grant, ...profileOf, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.details.password).toBe('Must be at least 8 characters');
    const noSpecial = await post(t, '/acceptInvite', { email, inviteId, authorization: grant, ...profileOf, password: 'Abcdefgh1' });
    expect(noSpecial.body.error.details.password).toBe('Password must contain at least one special character');
    const digits = await post(t, '/acceptInvite', { email, inviteId, authorization: grant, ...profileOf, firstName: 'R2D2' });
    expect(digits.body.error.details.firstName).toBe(MSG.nameNoNumbers);
    // The grant survived the refused attempts.
    expect((await post(t, '/acceptInvite', { email, inviteId, authorization: grant, ...profileOf })).status).toBe(200);
  });
});
