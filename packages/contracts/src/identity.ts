import { z } from './zod.ts';
import { zEmail, zId } from './common.ts';
import { lessThanChars } from './messages.ts';

/**
 * Enterprise identity: single sign-on through the organisation's identity provider (OpenID
 * Connect or SAML 2.0), whether it is required, and SCIM provisioning tokens. The Identity
 * settings page reads and saves these; the login page starts a sign-in with them.
 */

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export const zSsoProtocol = z.enum(SSO_PROTOCOLS);
export type SsoProtocol = z.infer<typeof zSsoProtocol>;

export const IDENTITY_MSG = {
  domain: 'Enter a domain such as example.com',
  domainsRequired: 'Add at least one e-mail domain before turning single sign-on on',
  issuer: 'Enter the issuer URL (https://…)',
  oidcIncomplete: 'Enter the issuer, client ID and client secret before turning single sign-on on',
  samlIncomplete: 'Enter the sign-in URL, issuer and signing certificate before turning single sign-on on',
  requireNeedsEnabled: 'Turn single sign-on on before requiring it',
  certificate: 'Paste the signing certificate (PEM)',
  ssoRequired: 'Your organization signs you in with single sign-on. Use "Sign in with SSO".',
  ssoUnavailable: 'Single sign-on is not set up for this organization.',
  ssoNoDomain: 'No organization signs in with single sign-on for this e-mail domain.',
  ssoFailed: 'Single sign-on did not work. Please try again.',
  ssoExpired: 'This sign-in took too long or was already used. Please start again.',
  ssoNotMember: 'You do not have an account in this organization. Ask your administrator to add you.',
  ssoDomainRefused: 'Your e-mail domain is not allowed to sign in to this organization.',
  saved: 'Identity settings saved',
  tokenCreated: 'Copy the token now: it is shown only once.',
  tokenRevoked: 'Token revoked',
  testPassed: 'Test sign-in worked',
  metadataUrl: "Enter the identity provider's metadata URL (https://…)",
  metadataXml: "Paste the identity provider's metadata XML",
  metadataTooLarge: 'The metadata is larger than 512 KB',
  samlSource: "Enter the identity provider's metadata URL, paste its metadata XML, or enter its sign-in URL and issuer",
  samlOneSource: 'Give the metadata URL, the metadata XML, or the sign-in URL, issuer and certificate: one of these only',
  fullAccessProvider: 'Only an owner or an admin with full access can set up single sign-on',
  fullAccessScimToken: 'Only an owner or an admin with full access can create SCIM tokens',
} as const;

/** A bare domain, lower-case: `example.com`, `eu.example.co.uk`. */
export const zDomain = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(253, IDENTITY_MSG.domain),
    z.regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, IDENTITY_MSG.domain),
  );

const zHttpsUrl = z.string().check(
  z.trim(),
  z.maxLength(2048, lessThanChars(2048)),
  z.refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), IDENTITY_MSG.issuer),
);

export const zOidcSettingsInput = z.strictObject({
  issuer: zHttpsUrl,
  clientId: z.string().check(z.trim(), z.minLength(1), z.maxLength(500, lessThanChars(500))),
  /** Left out: the stored secret stays. */
  clientSecret: z.optional(z.string().check(z.minLength(1), z.maxLength(2000, lessThanChars(2000)))),
  /** Which ID-token claim holds the e-mail (`email`; Entra ID may need `preferred_username`). */
  emailClaim: z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_.:/-]+$/)),
});

/** The largest identity provider metadata taken, fetched or pasted (a provider's own is tens of kilobytes). */
export const SAML_METADATA_MAX_BYTES = 512 * 1024;

export const zSamlSettingsInput = z
  .strictObject({
    /** The identity provider's single sign-on URL (HTTP-Redirect binding). */
    entryPoint: z.optional(zHttpsUrl),
    /** The identity provider's entity id (the assertion's Issuer). */
    idpIssuer: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(1000, lessThanChars(1000)))),
    /** Its signing certificates, PEM (several while it rolls its key); left out: the stored ones stay. */
    certificates: z.optional(
      z
        .array(
          z
            .string()
            .check(
              z.trim(),
              z.minLength(1, IDENTITY_MSG.certificate),
              z.maxLength(20_000, lessThanChars(20_000)),
              z.regex(/^[-A-Za-z0-9+/=\s]+$/, IDENTITY_MSG.certificate),
            ),
        )
        .check(z.minLength(1, IDENTITY_MSG.certificate), z.maxLength(5)),
    ),
    /**
     * Instead of the three above: the identity provider's metadata URL (fetched when saved) or
     * its metadata XML, from which the sign-in URL, entity id and signing certificates are read.
     */
    idpMetadataUrl: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(2048, lessThanChars(2048)),
        z.refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), IDENTITY_MSG.metadataUrl),
      ),
    ),
    idpMetadataXml: z.optional(
      z
        .string()
        .check(z.trim(), z.minLength(1, IDENTITY_MSG.metadataXml), z.maxLength(SAML_METADATA_MAX_BYTES, IDENTITY_MSG.metadataTooLarge)),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const fromMetadata = [v.idpMetadataUrl, v.idpMetadataXml].filter((x) => x !== undefined).length;
      const typed = v.entryPoint !== undefined || v.idpIssuer !== undefined || v.certificates !== undefined;
      if (fromMetadata > 1 || (fromMetadata === 1 && typed)) {
        ctx.addIssue({
          code: 'custom',
          message: IDENTITY_MSG.samlOneSource,
          path: [v.idpMetadataUrl !== undefined ? 'idpMetadataUrl' : 'idpMetadataXml'],
        });
      } else if (fromMetadata === 0 && (v.entryPoint === undefined || v.idpIssuer === undefined)) {
        ctx.addIssue({ code: 'custom', message: IDENTITY_MSG.samlSource, path: [v.entryPoint === undefined ? 'entryPoint' : 'idpIssuer'] });
      }
    }),
  );

export const zUpdateIdentitySettingsRequest = z.strictObject({
  organizationId: zId,
  protocol: zSsoProtocol,
  enabled: z.boolean(),
  requireSso: z.boolean(),
  jitMembership: z.boolean(),
  allowedDomains: z.array(zDomain).check(z.maxLength(50)),
  oidc: z.optional(zOidcSettingsInput),
  saml: z.optional(zSamlSettingsInput),
});
export type UpdateIdentitySettingsRequest = z.input<typeof zUpdateIdentitySettingsRequest>;

export const zFindIdentitySettingsRequest = z.strictObject({ organizationId: zId });

export const zScimToken = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  /** The newest SCIM error a request of this token was answered (kept after later successes). */
  lastError: z.optional(z.nullable(z.object({ at: z.string(), status: z.number().check(z.int()), detail: z.string() }))),
});
export type ScimToken = z.infer<typeof zScimToken>;

export const zIdentitySettings = z.object({
  protocol: zSsoProtocol,
  enabled: z.boolean(),
  requireSso: z.boolean(),
  jitMembership: z.boolean(),
  allowedDomains: z.array(z.string()),
  oidc: z.object({
    issuer: z.nullable(z.string()),
    clientId: z.nullable(z.string()),
    /** Whether a secret is stored; the secret itself never leaves the server. */
    clientSecretSet: z.boolean(),
    emailClaim: z.string(),
    /** What to register at the identity provider as the redirect URI. */
    redirectUri: z.string(),
  }),
  saml: z.object({
    entryPoint: z.nullable(z.string()),
    idpIssuer: z.nullable(z.string()),
    certificateCount: z.number().check(z.int()),
    /** Voyce's side, for the identity provider's administrator. */
    spEntityId: z.string(),
    acsUrl: z.string(),
    metadataUrl: z.string(),
  }),
  lastTest: z.nullable(z.object({ at: z.string(), ok: z.boolean(), message: z.string() })),
  scim: z.object({
    baseUrl: z.string(),
    tokens: z.array(zScimToken),
    /** The last call of any of the organisation's SCIM tokens. */
    lastSyncAt: z.nullable(z.string()),
  }),
});
export type IdentitySettings = z.infer<typeof zIdentitySettings>;

export const zCreateScimTokenRequest = z.strictObject({
  organizationId: zId,
  label: z.string().check(z.trim(), z.minLength(1, 'Give the token a name'), z.maxLength(100, lessThanChars(100))),
});
export const zCreateScimTokenResponse = z.object({
  /** Shown once: only its hash is kept. */
  token: z.string(),
  entity: zScimToken,
});
export const zRevokeScimTokenRequest = z.strictObject({ organizationId: zId, id: zId });

/** Where a sign-in by SSO goes next: the identity provider's page, and the key this browser keeps for the way back. */
export const zSsoStartResponse = z.object({ redirectUrl: z.string(), browserKey: z.string() });
export type SsoStartResponse = z.infer<typeof zSsoStartResponse>;

/** Start by the organisation (a link) or by the e-mail (its domain names the organisation). */
export const zSsoStartRequest = z.strictObject({ email: z.optional(zEmail), organizationId: z.optional(zId) }).check(
  z.refine((v) => (v.email === undefined) !== (v.organizationId === undefined), {
    message: 'Give an e-mail or an organization',
    path: ['email'],
  }),
);

export const zTestSignInRequest = z.strictObject({ organizationId: zId });

export const zSsoCompleteRequest = z.strictObject({
  /** The query string the identity provider sent the browser back with (OpenID), or the SAML ticket's. */
  params: z.string().check(z.minLength(1), z.maxLength(8192)),
  browserKey: z.string().check(z.minLength(10), z.maxLength(200)),
});
export const zSsoCompleteResponse = z.object({
  /** The session's token; null after a test sign-in, which opens no session. */
  authorization: z.nullable(z.string()),
  test: z.nullable(z.object({ ok: z.boolean(), message: z.string(), email: z.nullable(z.string()) })),
});
export type SsoCompleteResponse = z.infer<typeof zSsoCompleteResponse>;

/**
 * The SAML addresses' inputs (metadata, ACS): here rather than in the endpoints file, which then
 * imports no zod and the web's sign-in by SSO does not download the schemas to find its address.
 */
export const zSamlMetadataRequest = z.strictObject({});
export const zSamlOrganizationParams = z.object({ organizationId: zId });

/** What the identity provider's page posts to the ACS (form-encoded, HTTP-POST binding). */
export const zSamlAcsRequest = z.object({
  SAMLResponse: z.string().check(z.minLength(1), z.maxLength(200_000)),
  RelayState: z.string().check(z.minLength(1), z.maxLength(200)),
});
