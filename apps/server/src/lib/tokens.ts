import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, grants, invite secrets. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Stored form of a bearer token: its SHA-256 (the token itself has 256 bits of entropy). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Six digits from the CSPRNG, zero-padded. */
export const newOtpCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** A keyed hash binding a low-entropy secret (a code) to its context. */
export const hmac = (key: string, ...parts: string[]): string => createHmac('sha256', key).update(parts.join('\u0000')).digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
