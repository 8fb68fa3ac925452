import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { post } from '../../../test/fixtures.ts';
import { useTestOrg } from '../../../test/org-fixture.ts';
import { IDP_ENTRY_POINT, IDP_ISSUER, idpMetadataXml, requestIdOf, samlResponse } from '../../../test/saml-idp-fixture.ts';
import { IDP, OTHER } from '../../../test/saml-test-keys.ts';
import { ssoSettings } from '../../db/schema/index.ts';
import { createSamlMetadata, METADATA_MSG } from './saml-metadata.ts';

/**
 * SAML set up from the identity provider's metadata: its URL (served here by a local HTTP
 * server, as Entra ID, Okta or Google serve theirs) or its XML pasted. The sign-in URL, entity
 * ID and signing certificates are read from it and saved; metadata that is not XML, too large,
 * declares entities, or lacks what a sign-in needs is refused with a 400 saying why, and the
 * saved settings stay as they were.
 */
const APP_URL = 'http://localhost:5197';
const fx = useTestOrg({ env: { APP_URL, SSO_ALLOW_HTTP: 'true' } });

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const xml =
  (body: string): Handler =>
  (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(body);
const HUGE = `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x">${' '.repeat(600 * 1024)}</md:EntityDescriptor>`;
const ROUTES: Record<string, Handler> = {
  '/metadata': xml(idpMetadataXml()),
  '/rolled': xml(
    idpMetadataXml({ keys: [{ cert: IDP.cert }, { cert: OTHER.cert, use: 'signing' }, { cert: OTHER.cert, use: 'encryption' }] }),
  ),
  '/moved': (_req, res) => res.writeHead(302, { location: '/metadata' }).end(),
  '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
  '/not-xml': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in</body'),
  '/plain-text': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('this is not metadata'),
  '/huge': xml(HUGE),
  // An endless answer with no length given: refused once it passes the bound, never read whole.
  '/endless': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    const chunk = `<!-- ${'x'.repeat(64 * 1024)} -->`;
    const write = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', write);
    };
    write();
  },
  '/xxe': xml(
    `<?xml version="1.0"?><!DOCTYPE md [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>` +
      idpMetadataXml({ entityId: 'https://idp.test.example/&xxe;' }).replace('<?xml version="1.0" encoding="UTF-8"?>', ''),
  ),
  '/no-signing-cert': xml(idpMetadataXml({ keys: [{ cert: IDP.cert, use: 'encryption' }] })),
  '/bad-cert': xml(idpMetadataXml({ keys: [{ cert: 'bm90IGEgY2VydGlmaWNhdGU=' }] })),
  '/no-redirect': xml(idpMetadataXml({ redirectUrl: null })),
  '/several': xml(idpMetadataXml({ providers: 2 })),
  '/service-provider': xml(
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="sp"><md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"/></md:EntityDescriptor>`,
  ),
  '/gone': (_req, res) => res.writeHead(404).end('not here'),
  '/silent': () => {},
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => (ROUTES[req.url ?? ''] ?? ROUTES['/gone']!)(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const settings = (saml: Record<string, unknown>) => ({
  organizationId: fx.s.org.id,
  protocol: 'saml',
  enabled: true,
  requireSso: false,
  jitMembership: false,
  allowedDomains: ['example.com'],
  saml,
});
const save = (saml: Record<string, unknown>) => post(fx.t, '/identity/updateSettings', settings(saml), fx.leader);
const stored = async () => {
  const [row] = await fx.t.db.select().from(ssoSettings).where(eq(ssoSettings.organizationId, fx.s.org.id));
  return row ? { entryPoint: row.samlEntryPoint, issuer: row.samlIdpIssuer, certs: row.samlIdpCerts } : null;
};
const body = (cert: string) => cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

describe('SAML from the identity provider metadata', () => {
  it('reads the sign-in URL, entity ID and signing certificate from the metadata URL, and signs in with them', async () => {
    const saved = await save({ idpMetadataUrl: `${base}/metadata` });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.saml).toMatchObject({ entryPoint: IDP_ENTRY_POINT, idpIssuer: IDP_ISSUER, certificateCount: 1 });
    expect(await stored()).toEqual({ entryPoint: IDP_ENTRY_POINT, issuer: IDP_ISSUER, certs: [body(IDP.cert)] });
    const { rows } = await fx.t.db.execute<{ detail: Record<string, unknown> }>(
      sql`select detail from audit_log where organization_id = ${fx.s.org.id} and action = 'settings.identity_updated' order by created_at desc limit 1`,
    );
    expect(rows[0]!.detail).toMatchObject({ samlFrom: 'metadataUrl', samlMetadataUrl: `${base}/metadata` });

    // A whole sign-in with what was read: the identity provider's signed response is taken.
    const started = await post(fx.t, '/sso/start', { organizationId: fx.s.org.id });
    const url = new URL(started.body.data.redirectUrl);
    expect(url.origin + url.pathname).toBe(IDP_ENTRY_POINT);
    const response = samlResponse({
      email: fx.s.employee.businessEmail,
      inResponseTo: requestIdOf(url.href),
      acsUrl: `${APP_URL}/api/sso/saml/${fx.s.org.id}/acs`,
      audience: `${APP_URL}/api/sso/saml/${fx.s.org.id}`,
    });
    const acs = await fx.t.app.inject({
      method: 'POST',
      url: `/api/sso/saml/${fx.s.org.id}/acs`,
      payload: new URLSearchParams({ SAMLResponse: response, RelayState: url.searchParams.get('RelayState')! }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(acs.statusCode, acs.body).toBe(303);
    const back = new URL(acs.headers.location as string);
    const done = await post(fx.t, '/sso/complete', { params: back.search, browserKey: started.body.data.browserKey });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.authorization).toBeTruthy();
  });

  it('takes the metadata XML pasted, follows a redirect, and keeps every signing key of a provider rolling its key', async () => {
    const pasted = await save({ idpMetadataXml: idpMetadataXml({ entityId: 'https://pasted.example/idp' }) });
    expect(pasted.status, JSON.stringify(pasted.body)).toBe(200);
    expect(pasted.body.data.saml).toMatchObject({ idpIssuer: 'https://pasted.example/idp', certificateCount: 1 });
    expect((await save({ idpMetadataUrl: `${base}/moved` })).body.data.saml.idpIssuer).toBe(IDP_ISSUER);
    const rolled = await save({ idpMetadataUrl: `${base}/rolled` });
    expect(rolled.status).toBe(200);
    // Unmarked keys are for signing too; encryption-only keys are not.
    expect((await stored())!.certs).toEqual([body(IDP.cert), body(OTHER.cert)]);
  });

  it('refuses bad metadata with a 400 that says why, and keeps the saved settings', async () => {
    expect((await save({ idpMetadataUrl: `${base}/metadata` })).status).toBe(200);
    const before = await stored();
    const cases: [string, Record<string, unknown>, string][] = [
      ['not XML (a page)', { idpMetadataUrl: `${base}/not-xml` }, METADATA_MSG.notXml],
      ['plain text', { idpMetadataUrl: `${base}/plain-text` }, METADATA_MSG.notXml],
      ['pasted, not XML', { idpMetadataXml: 'hello' }, METADATA_MSG.notXml],
      ['huge', { idpMetadataUrl: `${base}/huge` }, 'The metadata is larger than 512 KB'],
      ['endless, no length', { idpMetadataUrl: `${base}/endless` }, 'The metadata is larger than 512 KB'],
      ['an XML external entity (XXE)', { idpMetadataUrl: `${base}/xxe` }, METADATA_MSG.doctype],
      ['pasted XXE', { idpMetadataXml: '<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>' }, METADATA_MSG.doctype],
      ['no signing certificate', { idpMetadataUrl: `${base}/no-signing-cert` }, METADATA_MSG.noCertificate],
      ['a broken certificate', { idpMetadataUrl: `${base}/bad-cert` }, METADATA_MSG.badCertificate],
      ['no HTTP-Redirect sign-in URL', { idpMetadataUrl: `${base}/no-redirect` }, METADATA_MSG.noRedirect],
      ['several identity providers', { idpMetadataUrl: `${base}/several` }, METADATA_MSG.severalProviders],
      ["a service provider's metadata", { idpMetadataUrl: `${base}/service-provider` }, METADATA_MSG.noProvider],
      ['an address answering 404', { idpMetadataUrl: `${base}/gone` }, 'The metadata URL answered HTTP 404'],
      ['redirecting for ever', { idpMetadataUrl: `${base}/loop` }, METADATA_MSG.tooManyRedirects],
      ['nothing listening', { idpMetadataUrl: 'http://127.0.0.1:9/metadata' }, METADATA_MSG.unreachable],
      ['not a URL', { idpMetadataUrl: 'metadata please' }, "Enter the identity provider's metadata URL (https://…)"],
      [
        'the URL and the fields together',
        { idpMetadataUrl: `${base}/metadata`, entryPoint: IDP_ENTRY_POINT, idpIssuer: IDP_ISSUER },
        'Give the metadata URL, the metadata XML, or the sign-in URL, issuer and certificate: one of these only',
      ],
      ['neither', {}, "Enter the identity provider's metadata URL, paste its metadata XML, or enter its sign-in URL and issuer"],
    ];
    const wrong: string[] = [];
    for (const [name, saml, message] of cases) {
      const res = await save(saml);
      if (res.status !== 400 || res.body.message !== message)
        wrong.push(`${name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
    expect(await stored()).toEqual(before);
  }, 60_000);
});

describe('fetching metadata for an admin', () => {
  const strict = createSamlMetadata({ allowHttp: false });
  it('asks for https, and never reaches this machine or a private network (outside development)', async () => {
    const refusal = async (url: string) =>
      strict.fromUrl(url).then(
        () => 'fetched',
        (e: Error) => e.message,
      );
    expect(await refusal(`${base}/metadata`)).toBe(METADATA_MSG.httpsOnly);
    for (const url of [
      'https://127.0.0.1/metadata',
      'https://10.1.2.3/m',
      'https://192.168.0.1/m',
      'https://169.254.169.254/latest',
      'https://[::1]/m',
      'https://[::ffff:127.0.0.1]/m',
      'https://localhost/m',
    ]) {
      expect(await refusal(url), url).toBe(METADATA_MSG.privateAddress);
    }
  });

  it('gives up on an address that does not answer in time', async () => {
    const quick = createSamlMetadata({ allowHttp: true, timeoutMs: 300 });
    const started = Date.now();
    await expect(quick.fromUrl(`${base}/silent`)).rejects.toThrow('The metadata URL did not answer in time (0.3 s)');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
