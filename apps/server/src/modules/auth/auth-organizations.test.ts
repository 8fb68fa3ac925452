import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, memberships, submissions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { latestCode, login, post, seedOrg, setMinGroupSize } from '../../../test/fixtures.ts';

/**
 * A person may belong to several organisations. A session acts in one of the person's
 * accepted memberships: the one they registered through, the one they named at sign-in, or
 * the one they picked afterwards (/user/selectOrganization). The profile lists the usable
 * memberships with the session's organisation first (spec 2 §4: "first entry gives the
 * current organizationId"), so a client that knows nothing of choosing keeps working.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof seedOrg>>;
let b: Awaited<ReturnType<typeof seedOrg>>;
let aLeader: string;
let bLeader: string;
const PASSWORD = 'Two-orgs-pass-1';

beforeAll(async () => {
  t = await createTestApp();
  a = await seedOrg(t.db, `a${randomBytes(2).toString('hex')}`);
  b = await seedOrg(t.db, `b${randomBytes(2).toString('hex')}`);
  for (const org of [a.org.id, b.org.id]) await setMinGroupSize(t.db, org, 1);
  aLeader = await login(t, a.admin.businessEmail);
  bLeader = await login(t, b.admin.businessEmail);
});
afterAll(() => t.close());

const newEmail = () => `person-${randomBytes(4).toString('hex')}@example.com`;

async function invite(leader: string, organizationId: string, email: string, role: 'employee' | 'ADMIN' = 'employee') {
  const res = await post(t, '/invite', { businessEmail: email, organizationId, role }, leader);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await t.db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.organizationId, organizationId), eq(invites.email, email), eq(invites.status, 'pending')));
  return row!.id;
}

/** Registration through an invite link, the way the web walks it; answers the session. */
async function register(inviteId: string, email: string): Promise<string> {
  expect((await post(t, '/claimInvite', { inviteId, email, forceNewOtp: true })).status).toBe(200);
  const verified = await post(t, '/user/verifyOtp', { email, code: await latestCode(t, email), purpose: 'invite' });
  expect(verified.status).toBe(200);
  const accepted = await post(t, '/acceptInvite', {
    email,
    inviteId,
    authorization: verified.body.data.authorization,
    firstName: 'Robin',
    lastName: 'Twofold',
    password: PASSWORD,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return accepted.body.data.authorization;
}

const profile = async (token: string) => (await post(t, '/user/getProfile', {}, token)).body.data;
const orgsOf = async (token: string) =>
  (await profile(token)).organizationMemberships.map((m: { organizationId: string }) => m.organizationId);

/** Sends an insight and answers the organisation it was filed under. */
async function submitAndFind(token: string, body: string): Promise<string | undefined> {
  const res = await post(t, '/employee/submitInsight', { body }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await t.db.select({ org: submissions.organizationId }).from(submissions).where(eq(submissions.id, res.body.data.id));
  return row?.org;
}

describe('organisation of a session', () => {
  it('B invites first, A second, the person registers through A: the session, sign-in and insight are A’s', async () => {
    const email = newEmail();
    await invite(bLeader, b.org.id, email);
    const aInvite = await invite(aLeader, a.org.id, email);
    const token = await register(aInvite, email);

    // Only the accepted membership is usable; B's invite is still only an invite.
    expect((await profile(token)).organizationMemberships).toEqual([
      { organizationId: a.org.id, organizationName: a.org.name, role: 'employee' },
    ]);
    expect(await submitAndFind(token, 'The night shift rota is published too late to plan childcare.')).toBe(a.org.id);

    // Signing in again, by password or by code, lands in A too.
    const byPassword = await post(t, '/user/verifyLogin', { email, password: PASSWORD });
    expect(byPassword.status, JSON.stringify(byPassword.body)).toBe(200);
    expect(await orgsOf(byPassword.body.data.authorization)).toEqual([a.org.id]);
    expect((await post(t, '/user/requestOtp', { email, siteTarget: 'employee' })).status).toBe(200);
    const byCode = await post(t, '/user/verifyOtp', { email, code: await latestCode(t, email) });
    expect(byCode.status).toBe(200);
    expect(await orgsOf(byCode.body.data.authorization)).toEqual([a.org.id]);

    // B's pending membership cannot be chosen.
    const chooseB = await post(t, '/user/selectOrganization', { organizationId: b.org.id }, token);
    expect(chooseB.status).toBe(403);
    const signInB = await post(t, '/user/verifyLogin', { email, password: PASSWORD, organizationId: b.org.id });
    expect(signInB.status).toBe(403);
    // B's leaders see none of it.
    const bInsights = await t.db.select().from(submissions).where(eq(submissions.organizationId, b.org.id));
    expect(bInsights.map((s) => s.body)).not.toContain('The night shift rota is published too late to plan childcare.');
  });

  it('a person in two organisations chooses each in turn; every call acts in the chosen one', async () => {
    const email = newEmail();
    // An employee of A, then (registering again through B's link) an admin of B.
    const inA = await register(await invite(aLeader, a.org.id, email), email);
    expect(await orgsOf(inA)).toEqual([a.org.id]);
    const inB = await register(await invite(bLeader, b.org.id, email, 'ADMIN'), email);
    // The session of a registration acts where the invite was from.
    expect(await orgsOf(inB)).toEqual([b.org.id, a.org.id]);
    expect((await profile(inB)).isAdmin).toBe(true);
    expect((await profile(inA)).isAdmin).toBe(false);

    // Without a choice, sign-in lands where the person registered first.
    const plain = (await post(t, '/user/verifyLogin', { email, password: PASSWORD })).body.data.authorization;
    expect(await orgsOf(plain)).toEqual([a.org.id, b.org.id]);
    // Naming the organisation at sign-in (password or code).
    const chosenB = await post(t, '/user/verifyLogin', { email, password: PASSWORD, organizationId: b.org.id });
    expect(await orgsOf(chosenB.body.data.authorization)).toEqual([b.org.id, a.org.id]);
    await post(t, '/user/requestOtp', { email, siteTarget: 'dashboard', forceNewOtp: true });
    const byCode = await post(t, '/user/verifyOtp', { email, code: await latestCode(t, email), organizationId: b.org.id });
    expect(await orgsOf(byCode.body.data.authorization)).toEqual([b.org.id, a.org.id]);

    // In A: an employee. The insight is filed under A; B's leader routes are closed.
    expect(await submitAndFind(plain, 'Our team meetings overrun every single week.')).toBe(a.org.id);
    expect((await post(t, '/findOrganizations', { filter: { organizationId: a.org.id } }, plain)).status).toBe(403);

    // Switch the same session to B: now a leader of B, and no longer an employee anywhere.
    const switched = await post(t, '/user/selectOrganization', { organizationId: b.org.id }, plain);
    expect(switched.status).toBe(200);
    expect(switched.body.data.organizationMemberships[0]).toMatchObject({ organizationId: b.org.id, role: 'admin' });
    expect(await orgsOf(plain)).toEqual([b.org.id, a.org.id]);
    const orgs = await post(t, '/findOrganizations', { filter: { organizationId: b.org.id } }, plain);
    expect(orgs.status).toBe(200);
    expect(orgs.body.data.entities[0].id).toBe(b.org.id);
    expect((await post(t, '/findOrganizations', { filter: { organizationId: a.org.id } }, plain)).status).toBe(403);
    expect((await post(t, '/employee/submitInsight', { body: 'Sent from the wrong side.' }, plain)).status).toBe(403);

    // And back to A.
    expect((await post(t, '/user/selectOrganization', { organizationId: a.org.id }, plain)).status).toBe(200);
    expect(await submitAndFind(plain, 'Parking permits take a month to arrive.')).toBe(a.org.id);
    const mine = await post(t, '/employee/findMySubmissions', {}, plain);
    expect(mine.status).toBe(200);

    // Not a member: refused, and the session stays where it was.
    const c = await seedOrg(t.db);
    expect((await post(t, '/user/selectOrganization', { organizationId: c.org.id }, plain)).status).toBe(403);
    expect((await post(t, '/user/verifyLogin', { email, password: PASSWORD, organizationId: c.org.id })).status).toBe(403);
    expect(await orgsOf(plain)).toEqual([a.org.id, b.org.id]);
  });

  it('a deactivation ends only the sessions acting in that organisation', async () => {
    const email = newEmail();
    await register(await invite(aLeader, a.org.id, email), email);
    await register(await invite(bLeader, b.org.id, email), email);
    const inA = (await post(t, '/user/verifyLogin', { email, password: PASSWORD, organizationId: a.org.id })).body.data.authorization;
    const inB = (await post(t, '/user/verifyLogin', { email, password: PASSWORD, organizationId: b.org.id })).body.data.authorization;
    const [person] = await t.db.select({ userId: users.id }).from(users).where(eq(users.businessEmail, email));
    await t.db
      .update(memberships)
      .set({ disabled: true })
      .where(and(eq(memberships.organizationId, a.org.id), eq(memberships.userId, person!.userId)));
    expect((await post(t, '/user/getProfile', {}, inA)).status).toBe(401);
    expect(await orgsOf(inB)).toEqual([b.org.id]);
    // Sign-in now defaults to the membership still active.
    const again = await post(t, '/user/verifyLogin', { email, password: PASSWORD });
    expect(await orgsOf(again.body.data.authorization)).toEqual([b.org.id]);
  });
});
