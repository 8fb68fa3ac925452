import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { signInAtProvider, startOidcProvider } from '../../../test/oidc-provider-fixture.ts';

/**
 * Sign-in by OpenID Connect against a real provider (oidc-provider) on this machine: the
 * browser's round trip is played with fetch, Voyce's side through its API.
 */
const APP_URL = 'http://localhost:5199';
const CALLBACK = `${APP_URL}/sso/callback`;
const fx = useTestOrg({ env: { APP_URL, SSO_ALLOW_HTTP: 'true' }, otherOrg: true, signIn: ['leader', 'employee', 'otherLeader'] });
let idp: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: CALLBACK });
});
afterAll(() => idp?.close());

const settings = (over: Record<string, unknown> = {}) => ({
  organizationId: fx.s.org.id,
  protocol: 'oidc',
  enabled: true,
  requireSso: false,
  jitMembership: false,
  allowedDomains: ['example.com'],
  oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, emailClaim: 'email' },
  ...over,
});

/** A whole sign-in: start at Voyce, sign in at the provider as `login`, finish at Voyce. */
async function ssoSignIn(login: string, start: Record<string, unknown> = { organizationId: fx.s.org.id }) {
  const started = await post(fx.t, '/sso/start', start);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = await signInAtProvider(started.body.data.redirectUrl, login, CALLBACK);
  return {
    back,
    browserKey: started.body.data.browserKey as string,
    finish: () => post(fx.t, '/sso/complete', { params: back.search, browserKey: started.body.data.browserKey }),
  };
}

describe('OpenID Connect settings', () => {
  it('saves the provider with the secret sealed, and never answers the secret', async () => {
    const saved = await post(fx.t, '/identity/updateSettings', settings(), fx.leader);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.oidc).toMatchObject({ issuer: idp.issuer, clientId: 'voyce', clientSecretSet: true, redirectUri: CALLBACK });
    expect(JSON.stringify(saved.body)).not.toContain(idp.clientSecret);
    const found = await post(fx.t, '/identity/findSettings', { organizationId: fx.s.org.id }, fx.leader);
    expect(JSON.stringify(found.body)).not.toContain(idp.clientSecret);
    // At rest it is sealed, not the secret.
    const { rows } = await fx.t.db.execute<{ sealed: string }>(
      sql`select oidc_client_secret_sealed as sealed from sso_settings where organization_id = ${fx.s.org.id}`,
    );
    expect(rows[0]!.sealed).toBeTruthy();
    expect(rows[0]!.sealed).not.toContain(idp.clientSecret);
    // Saved again without a secret: the stored one stays.
    const again = await post(
      fx.t,
      '/identity/updateSettings',
      settings({ oidc: { issuer: idp.issuer, clientId: 'voyce', emailClaim: 'email' } }),
      fx.leader,
    );
    expect(again.body.data.oidc.clientSecretSet).toBe(true);
  });

  it('refuses to turn SSO on without domains, and to require it while off', async () => {
    expect((await post(fx.t, '/identity/updateSettings', settings({ allowedDomains: [] }), fx.leader)).status).toBe(400);
    expect((await post(fx.t, '/identity/updateSettings', settings({ enabled: false, requireSso: true }), fx.leader)).status).toBe(400);
    expect((await post(fx.t, '/identity/updateSettings', settings({ allowedDomains: ['not a domain'] }), fx.leader)).status).toBe(400);
  });

  it("is an organisation's own: another organisation's leader and an employee are refused", async () => {
    expect((await post(fx.t, '/identity/findSettings', { organizationId: fx.s.org.id }, fx.otherLeader)).status).toBe(403);
    expect((await post(fx.t, '/identity/findSettings', { organizationId: fx.s.org.id }, fx.employee)).status).toBe(403);
    expect((await post(fx.t, '/identity/updateSettings', settings(), fx.employee)).status).toBe(403);
  });
});

describe('OpenID Connect sign-in', () => {
  beforeAll(async () => {
    expect((await post(fx.t, '/identity/updateSettings', settings(), fx.leader)).status).toBe(200);
  });

  it('signs a member in through the provider (code flow with PKCE, state and nonce) into a session like a code sign-in', async () => {
    const { back, finish } = await ssoSignIn(fx.s.employee.businessEmail);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBeTruthy();
    const started = await post(fx.t, '/sso/start', { organizationId: fx.s.org.id });
    const authUrl = new URL(started.body.data.redirectUrl);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('nonce')).toBeTruthy();

    const writesBefore = await lastWrite();
    const done = await finish();
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const token = done.body.data.authorization as string;
    const profile = await post(fx.t, '/user/getProfile', {}, token);
    expect(profile.body.data.businessEmail).toBe(fx.s.employee.businessEmail);
    expect(profile.body.data.organizationMemberships[0].organizationId).toBe(fx.s.org.id);
    // Signing in wrote nothing to PostgreSQL (the session lives in the identity store).
    expect(await lastWrite()).toBe(writesBefore);
  });

  it('starts from the e-mail: its domain names the organisation', async () => {
    const { finish } = await ssoSignIn(fx.s.admin.businessEmail, { email: fx.s.admin.businessEmail });
    expect((await finish()).status).toBe(200);
    expect((await post(fx.t, '/sso/start', { email: 'someone@nowhere.example.org' })).status).toBe(400);
  });

  it('finishes once, only in the browser that started, and only with the right state', async () => {
    const { back, browserKey } = await ssoSignIn(fx.s.employee.businessEmail);
    expect((await post(fx.t, '/sso/complete', { params: back.search, browserKey: 'someone-elses-browser-key' })).status).toBe(400);
    // The wrong key used the flow up: the right one no longer finishes it.
    expect((await post(fx.t, '/sso/complete', { params: back.search, browserKey })).status).toBe(400);

    const second = await ssoSignIn(fx.s.employee.businessEmail);
    expect((await second.finish()).status).toBe(200);
    expect((await second.finish()).status).toBe(400);

    const third = await ssoSignIn(fx.s.employee.businessEmail);
    const forged = new URLSearchParams(third.back.search);
    forged.set('state', 'forged-state-value');
    expect((await post(fx.t, '/sso/complete', { params: `?${forged}`, browserKey: third.browserKey })).status).toBe(400);
  });

  it('refuses a person without a membership, and an e-mail outside the allowed domains', async () => {
    const stranger = await ssoSignIn('stranger@example.com');
    const refused = await stranger.finish();
    expect(refused.status).toBe(403);
    const outsider = await ssoSignIn('someone@elsewhere.org');
    expect((await outsider.finish()).status).toBe(403);
    const { rows } = await fx.t.db.execute(sql`select 1 from users where business_email = 'stranger@example.com'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses a member of another organisation, and a deactivated member', async () => {
    const other = await ssoSignIn(fx.other.admin.businessEmail);
    expect((await other.finish()).status).toBe(403);
    await fx.t.db.execute(sql`update organization_memberships set disabled = true where user_id = ${fx.s.employee.id}`);
    try {
      expect((await (await ssoSignIn(fx.s.employee.businessEmail)).finish()).status).toBe(403);
    } finally {
      await fx.t.db.execute(sql`update organization_memberships set disabled = false where user_id = ${fx.s.employee.id}`);
    }
  });

  it('refuses an e-mail the provider says is unverified, and a missing e-mail claim', async () => {
    const was = idp.claimsOf;
    try {
      idp.claimsOf = (login) => ({ email: login, email_verified: false });
      expect((await (await ssoSignIn(fx.s.employee.businessEmail)).finish()).status).toBe(401);
      idp.claimsOf = () => ({});
      expect((await (await ssoSignIn(fx.s.employee.businessEmail)).finish()).status).toBe(401);
    } finally {
      idp.claimsOf = was;
    }
  });

  it('with just-in-time membership, makes a person of an allowed domain an employee (audited)', async () => {
    expect((await post(fx.t, '/identity/updateSettings', settings({ jitMembership: true }), fx.leader)).status).toBe(200);
    try {
      const licencesBefore = await myvoyceInUse();
      const done = await (await ssoSignIn('newcomer@example.com')).finish();
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      // The newcomer holds a MyVoyce licence, as an invited employee does (licences are counted, not capped).
      expect(await myvoyceInUse()).toBe(licencesBefore + 1);
      const profile = await post(fx.t, '/user/getProfile', {}, done.body.data.authorization);
      expect(profile.body.data.organizationMemberships[0]).toMatchObject({ organizationId: fx.s.org.id, role: 'employee' });
      const { rows } = await fx.t.db.execute(
        sql`select action from audit_log where organization_id = ${fx.s.org.id} and action = 'user.sso_joined'`,
      );
      expect(rows).toHaveLength(1);
      // Other domains still are not let in.
      expect((await (await ssoSignIn('newcomer@elsewhere.org')).finish()).status).toBe(403);
    } finally {
      await post(fx.t, '/identity/updateSettings', settings(), fx.leader);
    }
  });

  it('a test sign-in opens no session and keeps its result for the settings page', async () => {
    const started = await post(fx.t, '/identity/testSignIn', { organizationId: fx.s.org.id }, fx.leader);
    expect(started.status).toBe(200);
    const back = await signInAtProvider(started.body.data.redirectUrl, fx.s.admin.businessEmail, CALLBACK);
    const done = await post(fx.t, '/sso/complete', { params: back.search, browserKey: started.body.data.browserKey });
    expect(done.body.data).toMatchObject({ authorization: null, test: { ok: true, email: fx.s.admin.businessEmail } });
    const found = await post(fx.t, '/identity/findSettings', { organizationId: fx.s.org.id }, fx.leader);
    expect(found.body.data.lastTest).toMatchObject({ ok: true });
  });

  it('refuses to start when SSO is off', async () => {
    await post(fx.t, '/identity/updateSettings', settings({ enabled: false }), fx.leader);
    try {
      expect((await post(fx.t, '/sso/start', { organizationId: fx.s.org.id })).status).toBe(400);
    } finally {
      await post(fx.t, '/identity/updateSettings', settings(), fx.leader);
    }
  });
});

/** The MyVoyce licences in use, as Subscriptions shows them. */
async function myvoyceInUse(): Promise<number> {
  const res = await fx.t.app.inject({
    method: 'GET',
    url: `/api/account/details?id=${fx.s.org.id}`,
    headers: { authorization: `Bearer ${fx.leader}` },
  });
  return res.json().data.Myvoyce_Licenses_In_Use as number;
}

/** The newest transaction id that wrote any row of the organisation's tables. */
async function lastWrite(): Promise<string> {
  const { rows } = await fx.t.db.execute<{ x: string }>(sql`
    select max(x)::text as x from (
      select max(xmin::text::bigint) as x from users union all
      select max(xmin::text::bigint) from organization_memberships union all
      select max(xmin::text::bigint) from audit_log union all
      select max(xmin::text::bigint) from sso_settings) t`);
  return rows[0]!.x;
}
