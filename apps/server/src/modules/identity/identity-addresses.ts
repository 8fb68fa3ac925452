/**
 * Voyce's addresses that an identity provider's administrator registers: the OpenID redirect
 * URI (the web app's callback page), the SAML entity id, ACS and metadata per organisation,
 * and the SCIM base URL. All under APP_URL, so they are what the browser and the provider see.
 */
export function identityAddresses(appUrl: string) {
  return {
    oidcRedirectUri: `${appUrl}/sso/callback`,
    samlEntityId: (organizationId: string) => `${appUrl}/api/sso/saml/${organizationId}`,
    samlAcsUrl: (organizationId: string) => `${appUrl}/api/sso/saml/${organizationId}/acs`,
    samlMetadataUrl: (organizationId: string) => `${appUrl}/api/sso/saml/${organizationId}/metadata`,
    scimBaseUrl: `${appUrl}/api/scim/v2`,
  };
}
