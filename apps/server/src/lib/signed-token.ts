import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links a new browser tab can open without a bearer header (downloads, invoices).
 * A token is `<payload>.<mac>`: base64url JSON claims with an expiry `e` (seconds), and an
 * HMAC-SHA256 under a key derived from SECRET_KEY and the link's purpose, so a token cannot
 * be altered, forged, or used for another purpose.
 */
export function createTokenSigner(secretKey: string, purpose: string) {
  const key = createHmac('sha256', secretKey).update(purpose).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign<C extends object>(claims: C, expiresAt: Date): string {
      const payload = Buffer.from(JSON.stringify({ ...claims, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    /** The claims of an untouched, unexpired token; null for anything else alike. */
    verify(token: string, now: Date): (Record<string, unknown> & { e: number }) | null {
      const [payload, given, extra] = token.split('.');
      if (!payload || !given || extra !== undefined) return null;
      const expected = mac(payload);
      const actual = Buffer.from(given, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        if (!claims || typeof claims.e !== 'number' || claims.e * 1000 <= now.getTime()) return null;
        return claims as Record<string, unknown> & { e: number };
      } catch {
        return null;
      }
    },
  };
}
