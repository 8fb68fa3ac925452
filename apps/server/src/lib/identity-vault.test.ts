import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createIdentityVault } from './identity-vault.ts';

describe('identity vault', () => {
  const vault = createIdentityVault(randomBytes(32).toString('hex'));
  const org = randomUUID();
  const user = randomUUID();

  it('seals and opens, and the sealed form shows nothing of the id', () => {
    const sealed = vault.seal(org, user);
    expect(sealed).not.toContain(user);
    expect(vault.seal(org, user)).not.toBe(sealed); // fresh IV each time
    expect(vault.open(org, sealed)).toBe(user);
  });

  it('does not open under another organisation or another key, or when tampered', () => {
    const sealed = vault.seal(org, user);
    expect(() => vault.open(randomUUID(), sealed)).toThrow();
    expect(() => createIdentityVault(randomBytes(32).toString('hex')).open(org, sealed)).toThrow();
    const raw = Buffer.from(sealed, 'base64');
    raw.writeUInt8(raw.at(-1)! ^ 1, raw.length - 1);
    expect(() => vault.open(org, raw.toString('base64'))).toThrow();
  });

  it('gives a stable pseudonym per organisation and user', () => {
    expect(vault.lookup(org, user)).toBe(vault.lookup(org, user));
    expect(vault.lookup(org, user)).not.toBe(vault.lookup(randomUUID(), user));
    expect(vault.lookup(org, user)).not.toContain(user);
  });

  it('refuses a key of the wrong size', () => {
    expect(() => createIdentityVault('abcd')).toThrow(/32 bytes/);
  });
});
