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

  it('tags each insight of one author differently, reproducibly with the key', () => {
    const tags = [0, 1, 2].map((n) => vault.authorTag(org, user, n));
    expect(new Set(tags).size).toBe(3);
    expect(vault.authorTag(org, user, 1)).toBe(tags[1]);
    expect(vault.authorTag(randomUUID(), user, 0)).not.toBe(tags[0]);
    expect(createIdentityVault(randomBytes(32).toString('hex')).authorTag(org, user, 0)).not.toBe(tags[0]);
    expect(tags.join()).not.toContain(user);
  });

  it('claims one answer per reach-out and person, unlinkable across reach-outs', () => {
    const reachout = randomUUID();
    expect(vault.answerClaim(org, reachout, user)).toBe(vault.answerClaim(org, reachout, user));
    expect(vault.answerClaim(org, randomUUID(), user)).not.toBe(vault.answerClaim(org, reachout, user));
  });

  it('refuses a key of the wrong size', () => {
    expect(() => createIdentityVault('abcd')).toThrow(/32 bytes/);
  });

  it('keeps every stored value as it was: tags, claims and keys the same, sealed references still open', () => {
    // Values from the vault before its keys became KeyObjects: stored rows must still match.
    const fixed = createIdentityVault('ab'.repeat(32));
    expect(fixed.authorTag('o', 'u', 3)).toBe('t:5b9XvJr1QTyCzia3e2BUeceVQYMw_ftbL-QDRKHKxds');
    expect(fixed.answerClaim('o', 'r', 'u')).toBe('cxSTCW1iUrcQ5TYyLyZiM9WWB8nmAortjP0-yjvnsP8');
    expect(fixed.idempotencyKey('o', 'u', 'k')).toBe('iNajGQwCy0Vp5S3jjxQr5IfuRVY01OoT9HbXIUdBfqA');
    expect(fixed.open('11111111-1111-4111-8111-111111111111', '8atnUHRh7KTAFdIc93/otZ99UXdATAKKdBpH/Hy7AsAQBg==')).toBe('user-1');
  });
});
