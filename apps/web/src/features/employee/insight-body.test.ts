import { describe, expect, it } from 'vitest';
import { isSendable } from './insight-body';

describe('isSendable', () => {
  it('needs some text after trimming and at most 5000 characters', () => {
    expect(isSendable(undefined)).toBe(false);
    expect(isSendable('   \n ')).toBe(false);
    expect(isSendable(' a ')).toBe(true);
    expect(isSendable(`  ${'a'.repeat(5000)}  `)).toBe(true);
    expect(isSendable('a'.repeat(5001))).toBe(false);
  });
});
