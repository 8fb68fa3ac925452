import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { shownErrors, showingResolver } from './shown-errors';

type Values = { name: string; description: string; departmentClassificationId: string };
const errors: FieldErrors<Values> = {
  name: { type: 'too_small', message: 'Field cannot be empty' },
  departmentClassificationId: { type: 'invalid_format', message: 'Please choose an option' },
};

describe('structure drawer errors (issue 19)', () => {
  it('hides the error of a field nobody changed: the drawer opens without red text', () => {
    expect(shownErrors(errors, () => false)).toEqual({});
  });

  it("shows a changed field's error, and no other", () => {
    expect(shownErrors(errors, (name) => name === 'name')).toEqual({ name: errors.name });
  });

  it('shows every error once saving', () => {
    expect(shownErrors(errors, () => true)).toEqual(errors);
  });

  it('filters what the resolver answers, keeping its values', async () => {
    const base: Resolver<Values> = async () => ({ values: {}, errors });
    const changed = new Set<string>();
    const resolver = showingResolver(base, (name) => changed.has(name));
    const options = { fields: {}, shouldUseNativeValidation: false, names: ['name' as const] };
    const values = { name: '', description: '', departmentClassificationId: '' };
    expect(await resolver(values, undefined, options)).toEqual({ values: {}, errors: {} });
    changed.add('name');
    expect(await resolver(values, undefined, options)).toEqual({ values: {}, errors: { name: errors.name } });
  });
});
