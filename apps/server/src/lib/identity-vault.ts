import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Who wrote an insight, sealed with AES-256-GCM under IDENTITY_KEY. The organisation id is
 * bound as associated data, so a sealed reference copied to another tenant does not open.
 * `lookup` is a keyed pseudonym: it lets an employee find their own insights without the
 * database ever holding their id next to an insight in the clear.
 */
export type IdentityVault = {
  seal: (organizationId: string, userId: string) => string;
  open: (organizationId: string, sealed: string) => string;
  lookup: (organizationId: string, userId: string) => string;
};

export function createIdentityVault(hexKey: string): IdentityVault {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('IDENTITY_KEY must be 32 bytes (64 hex characters)');
  const lookupKey = createHmac('sha256', key).update('voyce-author-lookup').digest();
  return {
    seal(organizationId, userId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(organizationId));
      const data = Buffer.concat([cipher.update(userId, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
    },
    open(organizationId, sealed) {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(organizationId));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    lookup(organizationId, userId) {
      return createHmac('sha256', lookupKey).update(`${organizationId}:${userId}`).digest('hex');
    },
  };
}
