import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { latestCode, login, PASSWORD, post, seedOrg } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { ESTABLISHED } from '../../../test/fixtures.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { IDP_ENTRY_POINT, IDP_ISSUER } from '../../../test/saml-idp-fixture.ts';
import { IDP } from '../../../test/saml-test-keys.ts';

/**
 * "Require SSO": passwords and e-mailed codes are refused for the organisation's members; its
 * owners keep them (break-glass), and each such sign-in is in the audit log.
 */
const fx = useTestOrg({ env: { AUTH_EMAIL_LIMIT_PER_15_MINUTES: '1000' } });

const requireSso = (on: boolean) =>
  post(
    fx.t,
    '/identity/updateSettings',
    {
      organizationId: fx.s.org.id,
      protocol: 'saml',
      enabled: true,
      requireSso: on,
      jitMembership: false,
      allowedDomains: ['example.com'],
      saml: { entryPoint: IDP_ENTRY_POINT, idpIssuer: IDP_ISSUER, certificates: [IDP.cert] },
    },
    fx.leader,
  );

async function addOwner() {
  const [owner] = await fx.t.db
    .insert(users)
    .values({
      businessEmail: `owner-${fx.s.org.id.slice(0, 6)}@example.com`,
      firstName: 'Olive',
      lastName: 'Owner',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  await fx.t.db
    .insert(memberships)
    .values({ organizationId: fx.s.org.id, userId: owner!.id, role: 'owner', inviteStatus: 'accepted', joinedAt: ESTABLISHED });
  return owner!;
}

const breakGlassEntries = async () =>
  (await fx.t.db.execute(sql`select detail from audit_log where organization_id = ${fx.s.org.id} and action = 'auth.break_glass'`)).rows;

describe('requiring single sign-on', () => {
  it('refuses passwords and codes for members, lets owners in (audited), and is undone by turning it off', async () => {
    const owner = await addOwner();
    expect((await requireSso(true)).status).toBe(200);

    const password = await post(fx.t, '/user/verifyLogin', { email: fx.s.employee.businessEmail, password: PASSWORD });
    expect(password.status).toBe(403);
    expect(password.body.error.code).toBe(ERROR_CODES.ssoRequired);
    // The admin is no owner: refused too.
    expect((await post(fx.t, '/user/verifyLogin', { email: fx.s.admin.businessEmail, password: PASSWORD })).status).toBe(403);
    // A wrong password still says only that (the rule shows only to who knows the password).
    const wrong = await post(fx.t, '/user/verifyLogin', { email: fx.s.employee.businessEmail, password: 'Wrong-horse-1' });
    expect(wrong.body.error.code).toBe(ERROR_CODES.invalidCredentials);

    // No code is sent to a member (the answer is the same as for anyone).
    const asked = await post(fx.t, '/user/requestOtp', { email: fx.s.employee.businessEmail, siteTarget: 'employee' });
    expect(asked.status).toBe(200);
    await expect(latestCode(fx.t, fx.s.employee.businessEmail)).rejects.toThrow();

    // The owner's break-glass: signs in, and the log says so.
    expect(await breakGlassEntries()).toHaveLength(0);
    const token = await login(fx.t, owner.businessEmail);
    expect((await post(fx.t, '/user/getProfile', {}, token)).status).toBe(200);
    expect(await breakGlassEntries()).toEqual([{ detail: { method: 'password' } }]);

    expect((await requireSso(false)).status).toBe(200);
    expect((await post(fx.t, '/user/verifyLogin', { email: fx.s.employee.businessEmail, password: PASSWORD })).status).toBe(200);
  });

  it("lets a member of several organisations into the others, and keeps a session of another organisation's out", async () => {
    const other = await seedOrg(fx.t.db);
    await fx.t.db.insert(memberships).values({
      organizationId: other.org.id,
      userId: fx.s.employee.id,
      role: 'employee',
      inviteStatus: 'accepted',
      joinedAt: ESTABLISHED,
    });
    expect((await requireSso(true)).status).toBe(200);
    try {
      // No choice: the organisation that takes a password.
      const token = await login(fx.t, fx.s.employee.businessEmail);
      const profile = await post(fx.t, '/user/getProfile', {}, token);
      expect(profile.body.data.organizationMemberships[0].organizationId).toBe(other.org.id);
      // Asked for outright: refused.
      const asked = await post(fx.t, '/user/verifyLogin', {
        email: fx.s.employee.businessEmail,
        password: PASSWORD,
        organizationId: fx.s.org.id,
      });
      expect(asked.body.error.code).toBe(ERROR_CODES.ssoRequired);
      // Moving the password session there: refused as well.
      const moved = await post(fx.t, '/user/selectOrganization', { organizationId: fx.s.org.id }, token);
      expect(moved.status).toBe(403);
      expect(moved.body.error.code).toBe(ERROR_CODES.ssoRequired);
    } finally {
      await requireSso(false);
    }
  });
});
