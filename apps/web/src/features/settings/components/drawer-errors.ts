import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Issue 19: a structure drawer opened with a red error under a field nobody had typed in. The
 * name field takes the focus when the drawer opens and the form checks a field when it loses
 * focus, which happens before the person does anything: in development the drawer's focus trap
 * hands the focus back to the add button as it mounts twice (StrictMode), and anywhere a click
 * on another field first does the same. So a field's error shows only once the person has
 * changed that field, or tried to save.
 */
export function shownErrors<T extends FieldValues>(errors: FieldErrors<T>, shown: (name: string) => boolean): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => shown(name))) as FieldErrors<T>;
}

/** The form's resolver, answering only the errors `shown` lets through (all of them once saving). */
export function showingResolver<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  shown: (name: string) => boolean,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: shownErrors(result.errors, shown) } as typeof result;
  };
}
