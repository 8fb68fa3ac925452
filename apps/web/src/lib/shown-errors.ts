import { useCallback, useMemo, useRef } from 'react';
import type { FieldErrors, FieldValues, Resolver, UseFormWatch } from 'react-hook-form';

/**
 * A structure drawer opened with a red error under a field nobody had typed in. The
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

/**
 * The gate every drawer form uses (structure drawers, the user drawer): wraps
 * the form's resolver so a field's error shows once the person changed that field (typed or
 * picked: a `setValue`, as a country clearing its state, does not count) or tried to save.
 * `watchChanges` subscribes to the form; `restart` forgets everything when the drawer opens
 * again; `saving` lets every error through from the first press of the submit button on.
 */
export function useShownErrors<T extends FieldValues, C, O>(resolver: Resolver<T, C, O>) {
  const changed = useRef(new Set<string>());
  const saving = useRef(false);
  // The callers build their resolver on every render: the gate asks the latest one.
  const latest = useRef(resolver);
  latest.current = resolver;
  const gated = useMemo(
    () =>
      showingResolver<T, C, O>(
        (values, context, options) => latest.current(values, context, options),
        (name) => saving.current || changed.current.has(name),
      ),
    [],
  );
  const watchChanges = useCallback((watch: UseFormWatch<T>) => {
    const sub = watch((_, { name, type }) => {
      if (type === 'change' && name) changed.current.add(name);
    });
    return () => sub.unsubscribe();
  }, []);
  const restart = useCallback(() => {
    changed.current.clear();
    saving.current = false;
  }, []);
  const markSaving = useCallback(() => {
    saving.current = true;
  }, []);
  return { resolver: gated, watchChanges, restart, markSaving };
}
