import { FILE_RESPONSE, defineEndpoint, edit, view } from '../endpoint.ts';
import {
  zCreateScimTokenRequest,
  zCreateScimTokenResponse,
  zFindIdentitySettingsRequest,
  zIdentitySettings,
  zRevokeScimTokenRequest,
  zSamlAcsRequest,
  zSamlMetadataRequest,
  zSamlOrganizationParams,
  zScimToken,
  zSsoCompleteRequest,
  zSsoCompleteResponse,
  zSsoStartRequest,
  zSsoStartResponse,
  zTestSignInRequest,
  zUpdateIdentitySettingsRequest,
} from '../identity.ts';

/**
 * Single sign-on and SCIM: the Identity settings page's calls and the sign-in by SSO. The SCIM
 * protocol itself (/scim/v2/…) answers in its own format (RFC 7644) and is not an API call here.
 */
export const identityEndpoints = {
  findIdentitySettings: defineEndpoint({
    method: 'POST',
    path: '/identity/findSettings',
    access: 'leader',
    permission: view('settings'),
    summary: "The organisation's single sign-on, its enforcement and its SCIM tokens (never a secret)",
    request: zFindIdentitySettingsRequest,
    response: zIdentitySettings,
  }),
  updateIdentitySettings: defineEndpoint({
    method: 'POST',
    path: '/identity/updateSettings',
    access: 'leader',
    permission: edit('settings'),
    summary:
      'Set up single sign-on (OpenID Connect or SAML), the allowed e-mail domains, just-in-time membership and whether SSO is required (owners and admins with full access)',
    request: zUpdateIdentitySettingsRequest,
    response: zIdentitySettings,
  }),
  testSignIn: defineEndpoint({
    method: 'POST',
    path: '/identity/testSignIn',
    access: 'leader',
    permission: edit('settings'),
    summary: 'Start a test sign-in with the saved identity provider (opens no session; the result is kept)',
    request: zTestSignInRequest,
    response: zSsoStartResponse,
  }),
  createScimToken: defineEndpoint({
    method: 'POST',
    path: '/identity/createScimToken',
    access: 'leader',
    permission: edit('users'),
    summary: 'A new SCIM bearer token, shown once (only its hash is kept; owners and admins with full access)',
    request: zCreateScimTokenRequest,
    response: zCreateScimTokenResponse,
  }),
  revokeScimToken: defineEndpoint({
    method: 'POST',
    path: '/identity/revokeScimToken',
    access: 'leader',
    permission: edit('users'),
    summary: 'Revoke a SCIM token at once',
    request: zRevokeScimTokenRequest,
    response: zScimToken,
  }),
  startSso: defineEndpoint({
    method: 'POST',
    path: '/sso/start',
    access: 'public',
    summary: "Start a sign-in by SSO: the identity provider's address for an organisation or an e-mail's domain",
    request: zSsoStartRequest,
    response: zSsoStartResponse,
  }),
  completeSso: defineEndpoint({
    method: 'POST',
    path: '/sso/complete',
    access: 'public',
    summary: "Finish a sign-in by SSO with what the identity provider sent back: a session, like a code's",
    request: zSsoCompleteRequest,
    response: zSsoCompleteResponse,
  }),
  samlMetadata: defineEndpoint({
    method: 'GET',
    path: '/sso/saml/:organizationId/metadata',
    access: 'public',
    summary: "Voyce's SAML service provider metadata for the organisation (entity id, ACS), for its identity provider",
    request: zSamlMetadataRequest,
    response: FILE_RESPONSE,
    params: zSamlOrganizationParams,
  }),
  samlAcs: defineEndpoint({
    method: 'POST',
    path: '/sso/saml/:organizationId/acs',
    // The identity provider's signed response is the permission; it is posted by the browser.
    access: 'public',
    summary: "The SAML assertion consumer service: checks the identity provider's response and sends the browser on to finish",
    request: zSamlAcsRequest,
    response: FILE_RESPONSE,
    params: zSamlOrganizationParams,
  }),
};
