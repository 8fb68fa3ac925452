// node-saml parses with @xmldom/xmldom and reads with xpath; its own helpers (errors thrown, not
// printed) are used here so the metadata is parsed exactly as the responses are, by the same library.
import { parseDomFromString, xpath } from '@node-saml/node-saml/lib/xml.js';
import { IDENTITY_MSG, SAML_METADATA_MAX_BYTES } from '@voyce/contracts/identity';
import { X509Certificate } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError, badRequest } from '../../http/app-error.ts';
import { declaresDoctype, pemBody } from './saml.ts';

/**
 * An identity provider's SAML metadata (its URL, fetched here, or its XML, pasted) read into
 * what a SAML sign-in needs: the single sign-on URL of the HTTP-Redirect binding, the entity id
 * (the assertions' Issuer) and the signing certificates. Fetching is bounded (size, time,
 * redirects), https only and never to this machine's or a private network's addresses (unless
 * SSO_ALLOW_HTTP, for development); a document declaring a DOCTYPE is refused unread (XXE).
 * Every refusal is a 400 saying what is wrong, never what an address answered.
 */
export type SamlProviderMetadata = { entryPoint: string; idpIssuer: string; certificates: string[] };

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const MAX_REDIRECTS = 3;
const MAX_CERTIFICATES = 5;

export const METADATA_MSG = {
  notXml: 'The metadata is not XML',
  doctype: 'The metadata declares a DOCTYPE or entities, which SAML metadata never needs',
  noProvider: 'The metadata describes no SAML identity provider (no IDPSSODescriptor)',
  severalProviders: 'The metadata describes several identity providers: give the metadata of yours alone',
  noEntityId: 'The metadata gives the identity provider no entity ID',
  noRedirect: 'The metadata gives no sign-in URL for the HTTP-Redirect binding',
  noCertificate: 'The metadata gives no signing certificate',
  badCertificate: 'A signing certificate in the metadata is not a valid certificate',
  httpsOnly: 'The metadata URL must use https',
  privateAddress: 'The metadata URL must be a public address',
  unreachable: 'The metadata URL could not be reached',
  tooManyRedirects: 'The metadata URL redirects too many times',
} as const;

/** Addresses a fetch made for an admin must never reach: this machine, private and link-local networks. */
const INTERNAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv6');

function internal(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

export function createSamlMetadata(options: { allowHttp: boolean; timeoutMs?: number }) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const refuse = (field: 'idpMetadataUrl' | 'idpMetadataXml', message: string) => badRequest(message, { [field]: message });

  /** Refuses an address the server must not fetch for an admin (before connecting). */
  async function checkTarget(url: URL) {
    if (url.protocol !== 'https:' && !(options.allowHttp && url.protocol === 'http:'))
      throw refuse('idpMetadataUrl', METADATA_MSG.httpsOnly);
    if (options.allowHttp) return;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      throw refuse('idpMetadataUrl', METADATA_MSG.unreachable);
    }
    if (addresses.length === 0 || addresses.some(internal)) throw refuse('idpMetadataUrl', METADATA_MSG.privateAddress);
  }

  /** The body as text, refused as soon as it passes the size bound (a huge or endless answer is never held whole). */
  async function readBounded(res: Response): Promise<string> {
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (declared > SAML_METADATA_MAX_BYTES) {
      await res.body?.cancel().catch(() => {});
      throw refuse('idpMetadataUrl', IDENTITY_MSG.metadataTooLarge);
    }
    const reader = res.body?.getReader();
    if (!reader) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > SAML_METADATA_MAX_BYTES) {
        await reader.cancel().catch(() => {});
        throw refuse('idpMetadataUrl', IDENTITY_MSG.metadataTooLarge);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  async function fetchXml(address: string): Promise<string> {
    let url = new URL(address);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        await checkTarget(url);
        // Redirects are followed here, each target checked as the first was.
        const res = await fetch(url, {
          redirect: 'manual',
          signal,
          headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
        });
        const location = res.headers.get('location');
        if (res.status >= 300 && res.status < 400 && location) {
          await res.body?.cancel().catch(() => {});
          url = new URL(location, url);
          continue;
        }
        if (!res.ok) {
          await res.body?.cancel().catch(() => {});
          throw refuse('idpMetadataUrl', `The metadata URL answered HTTP ${res.status}`);
        }
        return await readBounded(res);
      }
    } catch (err) {
      if (signal.aborted) throw refuse('idpMetadataUrl', `The metadata URL did not answer in time (${timeoutMs / 1000} s)`);
      if (err instanceof AppError) throw err;
      throw refuse('idpMetadataUrl', METADATA_MSG.unreachable);
    }
    throw refuse('idpMetadataUrl', METADATA_MSG.tooManyRedirects);
  }

  /** What a sign-in needs, read from the metadata document; a 400 naming what is missing otherwise. */
  async function read(xml: string, field: 'idpMetadataUrl' | 'idpMetadataXml'): Promise<SamlProviderMetadata> {
    if (Buffer.byteLength(xml) > SAML_METADATA_MAX_BYTES) throw refuse(field, IDENTITY_MSG.metadataTooLarge);
    if (declaresDoctype(xml)) throw refuse(field, METADATA_MSG.doctype);
    let doc: Document;
    try {
      doc = await parseDomFromString(xml);
    } catch {
      throw refuse(field, METADATA_MSG.notXml);
    }
    const el = (name: string, ns = MD) => `*[local-name()='${name}' and namespace-uri()='${ns}']`;
    const entities = xpath.selectElements(doc, `//${el('EntityDescriptor')}[${el('IDPSSODescriptor')}]`);
    if (entities.length === 0) throw refuse(field, METADATA_MSG.noProvider);
    if (entities.length > 1) throw refuse(field, METADATA_MSG.severalProviders);
    const entity = entities[0]!;
    const idpIssuer = entity.getAttribute('entityID')?.trim() ?? '';
    if (!idpIssuer || idpIssuer.length > 1000) throw refuse(field, METADATA_MSG.noEntityId);
    const sso = xpath.selectElements(entity, `./${el('IDPSSODescriptor')}`)[0]!;
    const entryPoint = xpath
      .selectElements(sso, `./${el('SingleSignOnService')}`)
      .filter((s) => s.getAttribute('Binding') === REDIRECT_BINDING)
      .map((s) => s.getAttribute('Location')?.trim() ?? '')
      .find((l) => l.length <= 2048 && URL.canParse(l) && /^https?:$/.test(new URL(l).protocol));
    if (!entryPoint) throw refuse(field, METADATA_MSG.noRedirect);
    // Keys for signing: those marked so, and those marked for nothing (both uses).
    const keys = xpath
      .selectElements(sso, `./${el('KeyDescriptor')}`)
      .filter((k) => !k.getAttribute('use') || k.getAttribute('use') === 'signing');
    const certificates = [
      ...new Set(keys.flatMap((k) => xpath.selectElements(k, `.//${el('X509Certificate', DS)}`).map((c) => pemBody(c.textContent ?? '')))),
    ].filter(Boolean);
    if (certificates.length === 0) throw refuse(field, METADATA_MSG.noCertificate);
    for (const c of certificates) {
      try {
        new X509Certificate(`-----BEGIN CERTIFICATE-----\n${c}\n-----END CERTIFICATE-----`);
      } catch {
        throw refuse(field, METADATA_MSG.badCertificate);
      }
    }
    return { entryPoint, idpIssuer, certificates: certificates.slice(0, MAX_CERTIFICATES) };
  }

  return {
    fromUrl: async (url: string) => read(await fetchXml(url), 'idpMetadataUrl'),
    fromXml: (xml: string) => read(xml, 'idpMetadataXml'),
  };
}
export type SamlMetadata = ReturnType<typeof createSamlMetadata>;
