import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';
import { IDP } from './saml-test-keys.ts';

/**
 * A SAML identity provider played by the test: it reads Voyce's AuthnRequest from the redirect
 * and builds the response its own key signs (or a broken one: expired, for another audience,
 * unsigned, signed by someone else, tampered after signing, wrapped).
 */
export const IDP_ISSUER = 'https://idp.test.example/saml';
export const IDP_ENTRY_POINT = 'https://idp.test.example/saml/sso';

/** The AuthnRequest's id in a redirect to the identity provider (HTTP-Redirect binding: deflated, base64). */
export function requestIdOf(redirectUrl: string): string {
  const request = new URL(redirectUrl).searchParams.get('SAMLRequest')!;
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  return /\bID="([^"]+)"/.exec(xml)![1]!;
}

export type ResponseOptions = {
  email: string;
  inResponseTo: string;
  acsUrl: string;
  audience: string;
  issuer?: string;
  /** Minutes from now the assertion is issued at (negative: in the past). */
  issuedMinutes?: number;
  /** Minutes from now it stops being valid. */
  validMinutes?: number;
  recipient?: string;
  /** false: no signature at all. */
  sign?: boolean;
  key?: string;
  cert?: string;
  /** Extra attribute values (padding for huge documents). */
  padding?: string;
};

const iso = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The assertion alone (unsigned), its id given. */
export function assertionXml(o: ResponseOptions, id = `_a${randomBytes(16).toString('hex')}`): string {
  const issued = o.issuedMinutes ?? 0;
  const until = o.validMinutes ?? 5;
  return (
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${iso(issued)}">` +
    `<saml:Issuer>${esc(o.issuer ?? IDP_ISSUER)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(o.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${esc(o.inResponseTo)}" NotOnOrAfter="${iso(until)}" Recipient="${esc(o.recipient ?? o.acsUrl)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(issued - 1)}" NotOnOrAfter="${iso(until)}">` +
    `<saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(issued)}" SessionIndex="_s${randomBytes(4).toString('hex')}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>` +
    `<saml:Attribute Name="email"><saml:AttributeValue>${esc(o.email)}</saml:AttributeValue></saml:Attribute>` +
    `<saml:Attribute Name="givenName"><saml:AttributeValue>Grace</saml:AttributeValue></saml:Attribute>` +
    `<saml:Attribute Name="sn"><saml:AttributeValue>Hopper</saml:AttributeValue></saml:Attribute>` +
    (o.padding ? `<saml:Attribute Name="padding"><saml:AttributeValue>${o.padding}</saml:AttributeValue></saml:Attribute>` : '') +
    `</saml:AttributeStatement></saml:Assertion>`
  );
}

/** Signs the (first) assertion of a document, enveloped, RSA-SHA256. */
export function signAssertion(xml: string, key = IDP.key, cert = IDP.cert): string {
  const sig = new SignedXml({
    privateKey: key,
    publicCert: cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  sig.computeSignature(xml, { location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' } });
  return sig.getSignedXml();
}

/** The Response around an assertion (already signed or not). */
export function responseXml(o: ResponseOptions, assertion: string): string {
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ` +
    `ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${iso(o.issuedMinutes ?? 0)}" ` +
    `Destination="${esc(o.acsUrl)}" InResponseTo="${esc(o.inResponseTo)}">` +
    `<saml:Issuer>${esc(o.issuer ?? IDP_ISSUER)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`
  );
}

/** A whole response as the identity provider posts it: base64 of the XML, the assertion signed unless told not to. */
export function samlResponse(o: ResponseOptions): string {
  const assertion = assertionXml(o);
  const signed = o.sign === false ? responseXml(o, assertion) : signAssertion(responseXml(o, assertion), o.key, o.cert);
  return Buffer.from(signed).toString('base64');
}

export const base64 = (xml: string) => Buffer.from(xml).toString('base64');

export type MetadataOptions = {
  entityId?: string;
  /** The HTTP-Redirect sign-in URL; null: none (only an HTTP-POST one). */
  redirectUrl?: string | null;
  /** Certificates and what each key is for (`use`): none, 'signing' or 'encryption'. */
  keys?: { cert: string; use?: 'signing' | 'encryption' }[];
  /** Wrap in an EntitiesDescriptor holding this many identity providers. */
  providers?: number;
};

/** The identity provider's SAML metadata, as Entra ID, Okta or Google publish it. */
export function idpMetadataXml(o: MetadataOptions = {}): string {
  const keys = o.keys ?? [{ cert: IDP.cert, use: 'signing' }];
  const body = (c: string) => c.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').trim();
  const redirect = o.redirectUrl === undefined ? IDP_ENTRY_POINT : o.redirectUrl;
  const entity = (id: string) =>
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${esc(id)}">` +
    `<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
    keys
      .map(
        (k) =>
          `<md:KeyDescriptor${k.use ? ` use="${k.use}"` : ''}><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">` +
          `<ds:X509Data><ds:X509Certificate>${body(k.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
      )
      .join('') +
    `<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>` +
    (redirect ? `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(redirect)}"/>` : '') +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${esc(IDP_ENTRY_POINT)}/post"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>`;
  const id = o.entityId ?? IDP_ISSUER;
  if (!o.providers) return `<?xml version="1.0" encoding="UTF-8"?>${entity(id)}`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?><md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">` +
    Array.from({ length: o.providers }, (_, i) => entity(`${id}/${i}`)).join('') +
    `</md:EntitiesDescriptor>`
  );
}
