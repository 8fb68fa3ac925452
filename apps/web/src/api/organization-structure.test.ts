import { describe, expect, it } from 'vitest';
import { pickableRefs, withCurrentRef } from './organization-structure';

describe('structure pick lists (issue 19)', () => {
  it('leave out business units switched off, by name', () => {
    const units = [
      { id: 'b', name: 'Retail', is_active: true },
      { id: 'c', name: 'Legacy', is_active: false },
      { id: 'a', name: 'Consulting', is_active: true },
    ];
    expect(pickableRefs(units)).toEqual([
      { id: 'a', name: 'Consulting' },
      { id: 'b', name: 'Retail' },
    ]);
    // Other kinds have no state: all of them.
    expect(pickableRefs([{ id: 'w', name: 'Warehouse' }])).toEqual([{ id: 'w', name: 'Warehouse' }]);
  });

  it("keep a person's current unit, marked, when it is no longer offered", () => {
    const options = [{ value: 'a', label: 'Consulting' }];
    const inactive = (name: string) => `${name} (inactive)`;
    expect(withCurrentRef(options, { id: 'c', name: 'Legacy' }, inactive)).toEqual([
      ...options,
      { value: 'c', label: 'Legacy (inactive)' },
    ]);
    expect(withCurrentRef(options, { id: 'a', name: 'Consulting' }, inactive)).toBe(options);
    expect(withCurrentRef(options, null, inactive)).toBe(options);
  });
});
