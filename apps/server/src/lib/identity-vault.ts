import { createCipheriv, createDecipheriv, createHmac, createSecretKey, randomBytes } from 'node:crypto';

/**
 * Who wrote an insight, sealed with AES-256-GCM under IDENTITY_KEY. The organisation id is
 * bound as associated data, so a sealed reference copied to another tenant does not open.
 *
 * `authorTag(org, user, n)` tags a person's n-th insight: a keyed HMAC, different for every
 * insight, so a database reader without the key cannot group one author's insights (a stable
 * pseudonym would let one accepted reveal name all the others). The employee's own list
 * recomputes n = 0, 1, 2, ... with the key. `answerClaim` does the same for "I answered this
 * reach-out": one value per (reach-out, person), linkable to nothing else.
 */
export type IdentityVault = {
  seal: (organizationId: string, userId: string) => string;
  open: (organizationId: string, sealed: string) => string;
  authorTag: (organizationId: string, userId: string, ordinal: number) => string;
  answerClaim: (organizationId: string, reachoutId: string, userId: string) => string;
  /**
   * A client's idempotency key as stored: keyed by the person, so a reader without the
   * identity key cannot tell whose it is, and the client's key itself is never stored.
   */
  idempotencyKey: (organizationId: string, userId: string, key: string) => string;
};

/** Prefix of per-insight tags; rows written before them hold a bare stable pseudonym. */
export const AUTHOR_TAG_PREFIX = 't:';

export function createIdentityVault(hexKey: string): IdentityVault {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('IDENTITY_KEY must be 32 bytes (64 hex characters)');
  // Separate keys per use, derived from the one identity key. Each is made a KeyObject once:
  // given raw bytes, every HMAC and cipher imported the key again, 20 µs of a 23 µs tag, and an
  // insight's filing computes dozens of tags (its author's, to find the next ordinal).
  const derive = (use: string) => createSecretKey(createHmac('sha256', key).update(use).digest());
  const tagKey = derive('voyce-author-tag');
  const claimKey = derive('voyce-reachout-answer');
  const idempotencyKey = derive('voyce-idempotency-key');
  const sealKey = createSecretKey(key);
  return {
    seal(organizationId, userId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      cipher.setAAD(Buffer.from(organizationId));
      const data = Buffer.concat([cipher.update(userId, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
    },
    open(organizationId, sealed) {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(organizationId));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    authorTag(organizationId, userId, ordinal) {
      return AUTHOR_TAG_PREFIX + createHmac('sha256', tagKey).update(`${organizationId}:${userId}:${ordinal}`).digest('base64url');
    },
    answerClaim(organizationId, reachoutId, userId) {
      return createHmac('sha256', claimKey).update(`${organizationId}:${reachoutId}:${userId}`).digest('base64url');
    },
    idempotencyKey(organizationId, userId, clientKey) {
      return createHmac('sha256', idempotencyKey).update(`${organizationId}:${userId}:${clientKey}`).digest('base64url');
    },
  };
}
