import { useEffect, useState } from 'react';
import { useWatch, type Control, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * Whether the form's current values pass its schema, updated on every keystroke.
 *
 * Why: with mode 'onBlur' react-hook-form recomputes `isValid` only when a field loses
 * focus. A submit button gated on it stays disabled while the cursor is still in the last
 * field, so neither a click nor Enter submits. Errors still show on blur (spec 1 §5);
 * only the button follows the values live.
 */
export function useLiveValidity<T extends FieldValues>(control: Control<T, any, any>, resolver: Resolver<T, any, any>): boolean {
  const values = useWatch({ control }) as T;
  const [valid, setValid] = useState(false);
  useEffect(() => {
    let current = true;
    Promise.resolve(resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).then(
      (result) => current && setValid(Object.keys(result.errors).length === 0),
      () => current && setValid(false),
    );
    return () => {
      current = false;
    };
  }, [values, resolver]);
  return valid;
}
