import { LOGIN_PAGE_SCRIPT } from '@voyce/contracts/page-scripts';
import helmet from 'helmet';
import { createHash } from 'node:crypto';

/**
 * The CSP source that allows the one inline script of the web app's pages (the prerendered /login
 * page's, packages/contracts/src/page-scripts.ts) by its SHA-256: that exact text runs, no other.
 */
export const LOGIN_PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LOGIN_PAGE_SCRIPT).digest('base64')}'`;

/**
 * The security headers every answer carries (helmet's, with our policy), worked out once. Our
 * policy has no per-request part (no nonces), so the headers never differ; running helmet's
 * middleware on each request set them one by one on the raw response, about 7 % of the floor
 * route's CPU. Fastify sends headers given to `reply.headers` in one write.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", LOGIN_PAGE_SCRIPT_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  middleware({} as never, response as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}
