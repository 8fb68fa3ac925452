import { createHash } from 'node:crypto';
import * as client from 'openid-client';

/**
 * OpenID Connect through openid-client (certified relying party): discovery from the issuer,
 * the authorisation code flow with PKCE (S256), `state` and `nonce`, and the ID token's
 * signature, issuer, audience, expiry and nonce checked by the library. Discovered metadata is
 * kept ten minutes per issuer, client and secret, so a changed secret takes effect at once.
 */
export type OidcClientSettings = { issuer: string; clientId: string; clientSecret: string };

const DISCOVERY_MS = 10 * 60_000;
const TIMEOUT_SECONDS = 10;

export function createOidc(options: { allowHttp: boolean }) {
  const configs = new Map<string, { at: number; config: Promise<client.Configuration> }>();
  const keyOf = (s: OidcClientSettings) => createHash('sha256').update(`${s.issuer}\0${s.clientId}\0${s.clientSecret}`).digest('hex');

  function configOf(s: OidcClientSettings): Promise<client.Configuration> {
    const key = keyOf(s);
    const kept = configs.get(key);
    if (kept && Date.now() - kept.at < DISCOVERY_MS) return kept.config;
    if (configs.size > 1000) configs.clear();
    const config = client.discovery(new URL(s.issuer), s.clientId, undefined, client.ClientSecretBasic(s.clientSecret), {
      timeout: TIMEOUT_SECONDS,
      ...(options.allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
    });
    configs.set(key, { at: Date.now(), config });
    // A failed discovery is not kept: the next try asks again.
    config.catch(() => configs.delete(key));
    return config;
  }

  return {
    /** The identity provider's sign-in address, and what the way back must be checked against. */
    async start(s: OidcClientSettings, redirectUri: string) {
      const config = await configOf(s);
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, state, nonce, verifier };
    },

    /** Exchanges the code and answers the ID token's claims (every check failing throws). */
    async finish(s: OidcClientSettings, callbackUrl: URL, checks: { state: string; nonce: string; verifier: string }) {
      const config = await configOf(s);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identity provider sent no ID token');
      return claims as Record<string, unknown>;
    },
  };
}
export type Oidc = ReturnType<typeof createOidc>;
