import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * A secret an organisation gives Voyce to use, never to show (an identity provider's client
 * secret): AES-256-GCM under a key derived from SECRET_KEY for `purpose`, bound to the
 * organisation as associated data, so a sealed value copied to another tenant or read from a
 * dump without the key opens nothing. Separate from IDENTITY_KEY, which seals only authors.
 */
export function createSecretBox(secretKey: string, purpose: string) {
  const key = createHmac('sha256', secretKey).update(`voyce-sealed-secret:${purpose}`).digest();
  return {
    seal(organizationId: string, plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(organizationId));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
    },
    open(organizationId: string, sealed: string): string {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(organizationId));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
