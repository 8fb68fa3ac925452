import { SAML, ValidateInResponseTo, generateServiceProviderMetadata, type CacheProvider } from '@node-saml/node-saml';
import { randomBytes, X509Certificate } from 'node:crypto';
import { IDENTITY_MSG } from '@voyce/contracts/identity';
import { badRequest } from '../../http/app-error.ts';
import { identityAddresses } from './identity-addresses.ts';

/**
 * SAML 2.0 through @node-saml/node-saml: SP-initiated only (every response must answer a
 * request of ours, InResponseTo, once), assertions signed by one of the organisation's
 * certificates, the Audience checked by the library; the assertion's Issuer and the subject's
 * Recipient (our ACS) checked here. A response carrying a DOCTYPE (entities, XXE) is refused before it is parsed.
 */
export type SamlProviderSettings = { organizationId: string; entryPoint: string; idpIssuer: string; certificates: string[] };

/** A SAMLResponse larger than this (base64) is refused unread: real ones are a few kilobytes. */
export const SAML_RESPONSE_MAX_CHARS = 200_000;
/** How far the identity provider's clock may be from ours. */
const CLOCK_SKEW_MS = 2 * 60_000;
/** The oldest assertion taken, whatever its NotOnOrAfter says. */
const MAX_ASSERTION_AGE_MS = 5 * 60_000;
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
] as const;
const GIVEN_NAME = ['givenName', 'firstName', 'urn:oid:2.5.4.42', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname'];
const SURNAME = ['sn', 'surname', 'lastName', 'urn:oid:2.5.4.4', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname'];

/**
 * Whether an XML document declares a DOCTYPE or entities: SAML never needs one, and refusing it
 * before parsing is the XXE and entity-expansion ("billion laughs") defence for every document
 * from outside (responses and identity provider metadata).
 */
export const declaresDoctype = (xml: string): boolean => /<!DOCTYPE|<!ENTITY/i.test(xml);

/** A certificate as node-saml takes it: the PEM body, one line. */
export const pemBody = (c: string) => c.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

export function createSaml(appUrl: string) {
  const at = identityAddresses(appUrl);

  /** A client for one step: the request id it generates, or the one the response must answer. */
  function clientFor(s: SamlProviderSettings, requestId: string) {
    const cacheProvider: CacheProvider = {
      saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
      getAsync: async (key) => (key === requestId ? new Date().toISOString() : null),
      removeAsync: async (key) => key,
    };
    return new SAML({
      entryPoint: s.entryPoint,
      issuer: at.samlEntityId(s.organizationId),
      callbackUrl: at.samlAcsUrl(s.organizationId),
      audience: at.samlEntityId(s.organizationId),
      idpIssuer: s.idpIssuer,
      idpCert: s.certificates.map(pemBody),
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: 10 * 60_000,
      cacheProvider,
      generateUniqueId: () => requestId,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      disableRequestedAuthnContext: true,
    });
  }

  const first = (profile: Record<string, unknown>, names: readonly string[]) => {
    for (const n of names) {
      const v = profile[n];
      const s = Array.isArray(v) ? v[0] : v;
      if (typeof s === 'string' && s.trim()) return s.trim();
    }
    return null;
  };

  return {
    /** The identity provider's sign-in address (HTTP-Redirect binding) and the request's id. */
    async start(s: SamlProviderSettings, relayState: string) {
      const requestId = `_${randomBytes(20).toString('hex')}`;
      const url = await clientFor(s, requestId).getAuthorizeUrlAsync(relayState, undefined, {});
      return { url, requestId };
    },

    /** The person a posted SAMLResponse names, when every check passes; throws otherwise. */
    async finish(s: SamlProviderSettings, samlResponse: string, requestId: string) {
      if (samlResponse.length > SAML_RESPONSE_MAX_CHARS) throw new Error('The SAML response is too large');
      const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
      if (declaresDoctype(xml)) throw new Error('The SAML response carries a DOCTYPE');
      const { profile } = await clientFor(s, requestId).validatePostResponseAsync({ SAMLResponse: samlResponse });
      if (!profile) throw new Error('The SAML response names nobody');
      // node-saml checks the Issuer of logout messages only: the signed assertion's is checked here.
      if (profile.issuer !== s.idpIssuer) throw new Error('The SAML assertion is from another issuer');
      // The signed assertion must be meant for our ACS (node-saml checks the audience, not this).
      const assertion = profile.getAssertionXml?.() ?? '';
      const recipients = [...assertion.matchAll(/<(?:[\w-]+:)?SubjectConfirmationData\b[^>]*?\bRecipient="([^"]*)"/g)].map((m) => m[1]);
      if (recipients.length === 0 || recipients.some((r) => r !== at.samlAcsUrl(s.organizationId))) {
        throw new Error('The SAML assertion is for another recipient');
      }
      const fromAttributes = first(profile, EMAIL_ATTRIBUTES);
      const email = fromAttributes ?? (profile.nameID?.includes('@') ? profile.nameID : null);
      if (!email) throw new Error('The SAML assertion carries no e-mail address');
      return { email, firstName: first(profile, GIVEN_NAME), lastName: first(profile, SURNAME) };
    },

    /** Voyce's service provider metadata for the organisation (entity id, ACS, wanting signed assertions). */
    metadata(organizationId: string): string {
      return generateServiceProviderMetadata({
        issuer: at.samlEntityId(organizationId),
        callbackUrl: at.samlAcsUrl(organizationId),
        identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
        wantAssertionsSigned: true,
      });
    },

    /** Refuses a certificate that is not one (a save, before it is stored). */
    checkCertificates(certificates: string[]): void {
      for (const c of certificates) {
        try {
          new X509Certificate(`-----BEGIN CERTIFICATE-----\n${pemBody(c)}\n-----END CERTIFICATE-----`);
        } catch {
          throw badRequest(IDENTITY_MSG.certificate, { certificates: IDENTITY_MSG.certificate });
        }
      }
    },
  };
}
export type Saml = ReturnType<typeof createSaml>;
