import { describe, expect, it } from 'vitest';
import { draftFor } from './submit-insight';

describe('the idempotency key of a composed insight', () => {
  it('is made on the first send and reused for a retry of the same text', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const first = draftFor(null, 'The lift is broken', make);
    expect(first).toEqual({ body: 'The lift is broken', key: 'key-1' });
    expect(draftFor(first, 'The lift is broken', make)).toBe(first);
  });

  it('is new for a changed text, and random and long enough for the server', () => {
    const first = draftFor(null, 'The lift is broken');
    const edited = draftFor(first, 'The lift on floor 2 is broken');
    expect(edited.key).not.toBe(first.key);
    expect(first.key).toMatch(/^[\x21-\x7e]{16,128}$/);
  });
});
