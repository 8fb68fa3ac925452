import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider, the certified reference implementation) on a free
 * local port, with one confidential client for Voyce and its development login page: any login
 * signs in as that e-mail. `claimsOf` lets a test change what the ID token says.
 */
export async function startOidcProvider(v: { redirectUri: string; clientId?: string; clientSecret?: string }) {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = v.clientId ?? 'voyce';
  const clientSecret = v.clientSecret ?? 'voyce-client-secret-0123456789abcdef';
  const fixture = {
    issuer,
    clientId,
    clientSecret,
    /** The claims the next ID tokens carry for a login (default: the login as a verified e-mail). */
    claimsOf: (login: string): Record<string, unknown> => ({
      email: login,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [v.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, ...fixture.claimsOf(sub) }) }),
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
  });
  provider.on('server_error', (_ctx, err) => console.error('oidc-provider', err));
  handler = provider.callback() as typeof handler;
  return fixture;
}

/**
 * A browser at the provider: follows redirects with the provider's cookies, fills in its login
 * (and consent) forms, and answers the address it was finally sent back to (Voyce's callback).
 */
export async function signInAtProvider(startUrl: string, login: string, callbackPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  let url = startUrl;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const res: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    keep(res);
    form = null;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html: string = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt: string | undefined = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`The provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('The provider never sent the browser back');
}
