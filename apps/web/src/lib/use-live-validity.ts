import { useEffect, useState } from 'react';
import { useWatch, type Control, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * Whether the form's current values pass its schema, updated on every keystroke.
 *
 * Why: with mode 'onBlur' react-hook-form recomputes `isValid` only when a field loses
 * focus. A submit button gated on it stays disabled while the cursor is still in the last
 * field, so neither a click nor Enter submits. Errors still show on blur (spec 1 §5);
 * only the button follows the values live.
 *
 * `enabled` false reports the form invalid without validating: for a form whose button waits for
 * a change anyway (the sign-in form, spec 1 §2), the untouched form needs no verdict, and its
 * resolver's schemas (zod, ~40 KB gzip with the contracts', lib/lazy-zod-resolver.ts) load with
 * the first change instead of with the page (/login's start-up).
 */
export function useLiveValidity<T extends FieldValues>(
  control: Control<T, any, any>,
  resolver: Resolver<T, any, any>,
  enabled = true,
): boolean {
  const values = useWatch({ control }) as T;
  const [valid, setValid] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    Promise.resolve(resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).then(
      (result) => current && setValid(Object.keys(result.errors).length === 0),
      () => current && setValid(false),
    );
    return () => {
      current = false;
    };
  }, [values, resolver, enabled]);
  return enabled && valid;
}
