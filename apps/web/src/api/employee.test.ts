import { describe, expect, it } from 'vitest';
import { draftFor } from './employee';

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

  it('is new for another department, and reused while text and department stay the same', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const plain = draftFor(null, 'Stock answers take two days', make);
    const about = draftFor(plain, { body: 'Stock answers take two days', aboutDepartmentId: 'd-sales' }, make);
    expect(about).toEqual({ body: 'Stock answers take two days', aboutDepartmentId: 'd-sales', key: 'key-2' });
    expect(draftFor(about, { body: 'Stock answers take two days', aboutDepartmentId: 'd-sales' }, make)).toBe(about);
    expect(draftFor(about, { body: 'Stock answers take two days', aboutDepartmentId: 'd-finance' }, make).key).toBe('key-3');
    // No department chosen is the same send as a plain text.
    expect(draftFor(plain, { body: 'Stock answers take two days', aboutDepartmentId: null }, make)).toBe(plain);
  });
});
