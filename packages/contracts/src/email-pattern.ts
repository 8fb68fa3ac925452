/**
 * What an e-mail address looks like, without zod: the reach-out recipient picker checks with it,
 * and importing anything from common.ts brings its schemas into the web's first download of
 * /dashboard. common.ts builds zEmail on it and re-exports it.
 */

/** Spec 1 §5: text, an at sign, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
