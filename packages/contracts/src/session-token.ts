/**
 * Where the web app keeps the session token in localStorage: read by the app
 * (apps/web/src/lib/auth-token.ts), by the prerendered /login page's script (page-scripts.ts)
 * and by tests and benchmarks that sign a browser in. A module of its own, so the app's bundle
 * takes this constant without the page script's text.
 */
export const SESSION_TOKEN_STORAGE_KEY = 'voyce.token';
