import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import {
  assertionXml,
  base64,
  IDP_ENTRY_POINT,
  IDP_ISSUER,
  requestIdOf,
  responseXml,
  samlResponse,
  signAssertion,
  type ResponseOptions,
} from '../../../test/saml-idp-fixture.ts';
import { IDP, OTHER } from '../../../test/saml-test-keys.ts';

/**
 * Sign-in by SAML 2.0: the test is the identity provider, building the responses its own key
 * signs (and the ones an attacker would send). Each must end in a session or a 4xx, never a 5xx.
 */
const APP_URL = 'http://localhost:5198';
const fx = useTestOrg({ env: { APP_URL } });
const acsUrl = () => `${APP_URL}/api/sso/saml/${fx.s.org.id}/acs`;
const entityId = () => `${APP_URL}/api/sso/saml/${fx.s.org.id}`;

beforeAll(async () => {
  const saved = await post(
    fx.t,
    '/identity/updateSettings',
    {
      organizationId: fx.s.org.id,
      protocol: 'saml',
      enabled: true,
      requireSso: false,
      jitMembership: false,
      allowedDomains: ['example.com'],
      saml: { entryPoint: IDP_ENTRY_POINT, idpIssuer: IDP_ISSUER, certificates: [IDP.cert] },
    },
    fx.leader,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

/** Starts a sign-in: what the identity provider is asked (its request id) and the browser's key. */
async function start() {
  const started = await post(fx.t, '/sso/start', { organizationId: fx.s.org.id });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const url = new URL(started.body.data.redirectUrl);
  expect(url.origin + url.pathname).toBe(IDP_ENTRY_POINT);
  return {
    requestId: requestIdOf(url.href),
    relayState: url.searchParams.get('RelayState')!,
    browserKey: started.body.data.browserKey as string,
  };
}

const options = (requestId: string, over: Partial<ResponseOptions> = {}): ResponseOptions => ({
  email: fx.s.employee.businessEmail,
  inResponseTo: requestId,
  acsUrl: acsUrl(),
  audience: entityId(),
  ...over,
});

/** The browser posts the identity provider's form to the ACS. */
const postAcs = (SAMLResponse: string, RelayState: string) =>
  fx.t.app.inject({
    method: 'POST',
    url: `/api/sso/saml/${fx.s.org.id}/acs`,
    payload: new URLSearchParams({ SAMLResponse, RelayState }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A whole sign-in with this response: the session token, or the status where it stopped. */
async function signIn(build: (requestId: string) => string) {
  const s = await start();
  const acs = await postAcs(build(s.requestId), s.relayState);
  if (acs.statusCode !== 303) return { status: acs.statusCode, body: acs.body };
  const back = new URL(acs.headers.location as string);
  expect(back.origin + back.pathname).toBe(`${APP_URL}/sso/callback`);
  const done = await post(fx.t, '/sso/complete', { params: back.search, browserKey: s.browserKey });
  return { status: done.status, token: done.body.data?.authorization as string | undefined, body: JSON.stringify(done.body) };
}

describe('SAML sign-in', () => {
  it("serves Voyce's service provider metadata for the organisation", async () => {
    const res = await fx.t.app.inject({ method: 'GET', url: `/api/sso/saml/${fx.s.org.id}/metadata` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.body).toContain(`entityID="${entityId()}"`);
    expect(res.body).toContain(`Location="${acsUrl()}"`);
    expect(res.body).toContain('WantAssertionsSigned="true"');
  });

  it('signs a member in with a good signed response, into a session like a code sign-in', async () => {
    const { rows: before } = await fx.t.db.execute(sql`select count(*)::int as n from audit_log`);
    const writesBefore = await lastWriteAnywhere();
    const r = await signIn((id) => samlResponse(options(id)));
    expect(r.status, r.body).toBe(200);
    // Signing in wrote no row to any table (docs/anonymity.md rule 9): nothing a database reader
    // could set beside the insight the person writes next.
    expect(await lastWriteAnywhere()).toEqual(writesBefore);
    const profile = await post(fx.t, '/user/getProfile', {}, r.token);
    expect(profile.body.data.businessEmail).toBe(fx.s.employee.businessEmail);
    const { rows: after } = await fx.t.db.execute(sql`select count(*)::int as n from audit_log`);
    expect(after).toEqual(before);
  });

  it('refuses a replayed response: a response answers its request once', async () => {
    const s = await start();
    const response = samlResponse(options(s.requestId));
    expect((await postAcs(response, s.relayState)).statusCode).toBe(303);
    // The same response again, to the same relay state, or to a new sign-in's.
    expect((await postAcs(response, s.relayState)).statusCode).toBeGreaterThanOrEqual(400);
    const other = await start();
    const replayed = await postAcs(response, other.relayState);
    expect(replayed.statusCode).toBe(401);
  });

  const refused: [string, (requestId: string) => string][] = [
    ['expired', (id) => samlResponse(options(id, { issuedMinutes: -30, validMinutes: -20 }))],
    ['not yet valid (beyond the allowed clock skew)', (id) => samlResponse(options(id, { issuedMinutes: 30, validMinutes: 40 }))],
    ['for another audience', (id) => samlResponse(options(id, { audience: 'https://another-service.example/saml' }))],
    ['for another recipient', (id) => samlResponse(options(id, { recipient: 'https://another-service.example/acs' }))],
    ['from another issuer', (id) => samlResponse(options(id, { issuer: 'https://evil.example/saml' }))],
    ['answering another request', (id) => samlResponse(options(`${id}x`))],
    ['unsigned', (id) => samlResponse(options(id, { sign: false }))],
    ['signed by another key', (id) => samlResponse(options(id, { key: OTHER.key, cert: OTHER.cert }))],
    [
      'tampered after signing (another e-mail)',
      (id) => {
        const signed = signAssertion(responseXml(options(id), assertionXml(options(id))));
        return base64(signed.replaceAll(fx.s.employee.businessEmail, fx.s.admin.businessEmail));
      },
    ],
    [
      'signature wrapping (a signed assertion hidden beside a forged one)',
      (id) => {
        const genuine = signAssertion(responseXml(options(id), assertionXml(options(id))));
        const signedAssertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(genuine)![0];
        const forged = assertionXml(options(id, { email: fx.s.admin.businessEmail }), /ID="([^"]+)"/.exec(signedAssertion)![1]);
        // The forged assertion first, the genuine signed one tucked into an extension.
        const wrapped = responseXml(options(id), `${forged}<samlp:Extensions>${signedAssertion}</samlp:Extensions>`);
        return base64(wrapped);
      },
    ],
    [
      'an XML external entity (XXE)',
      (id) => {
        const xml = responseXml(options(id), assertionXml(options(id, { email: '&xxe;' })));
        return base64(`<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${signAssertion(xml)}`);
      },
    ],
    ['not XML at all', () => base64('this is not xml')],
    ['not base64', () => '%%%not-base64%%%'],
  ];
  for (const [name, build] of refused) {
    it(`refuses a response ${name} with a 4xx, never a 5xx, and opens no session`, async () => {
      const r = await signIn(build);
      expect(r.status, r.body).toBeGreaterThanOrEqual(400);
      expect(r.status, r.body).toBeLessThan(500);
      expect(r.token).toBeUndefined();
    });
  }

  it('refuses a huge document unread (4xx), and a response without a relay state', async () => {
    const s = await start();
    const huge = await postAcs(samlResponse(options(s.requestId, { padding: 'A'.repeat(300_000) })), s.relayState);
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const noState = await fx.t.app.inject({
      method: 'POST',
      url: `/api/sso/saml/${fx.s.org.id}/acs`,
      payload: new URLSearchParams({ SAMLResponse: samlResponse(options(s.requestId)) }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noState.statusCode).toBe(400);
  });

  it("refuses a response posted to another organisation's ACS", async () => {
    const s = await start();
    const res = await fx.t.app.inject({
      method: 'POST',
      url: `/api/sso/saml/00000000-0000-0000-0000-000000000000/acs`,
      payload: new URLSearchParams({ SAMLResponse: samlResponse(options(s.requestId)), RelayState: s.relayState }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
  });
});

/** Per table of the database, the newest transaction that wrote one of its rows (xmin) and how many rows it has. */
async function lastWriteAnywhere(): Promise<Record<string, string>> {
  const { rows: tables } = await fx.t.db.execute<{ name: string }>(
    sql`select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.length).toBeGreaterThan(20);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await fx.t.db.execute<{ w: string }>(
      sql.raw(`select coalesce(max(xmin::text::bigint), 0)::text || '/' || count(*)::text as w from ${name}`),
    );
    out[name] = rows[0]!.w;
  }
  return out;
}
