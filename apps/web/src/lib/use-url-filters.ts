import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Spec 1 §9: filters are written to the URL 100 ms after the last change. */
export const URL_FILTER_DEBOUNCE_MS = 100;

type Filters = Record<string, string>;

function read<T extends Filters>(params: URLSearchParams, defaults: T): T {
  const out: Filters = {};
  for (const key of Object.keys(defaults)) out[key] = params.get(key) ?? defaults[key]!;
  return out as T;
}

/**
 * A list's filters, kept in the URL so a reload or a shared link shows the same list. The
 * screen reads the returned state at once; the URL follows after the debounce. Values equal
 * to their default are left out of the URL; other query parameters are kept.
 */
export function useUrlFilters<T extends Filters>(defaults: T): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  // Screens pass the defaults as a fresh object literal each render: keyed by their content, the
  // memo and the updater stay the same until a default really changes.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as T, [defaultsKey]);
  const fromUrl = useMemo(() => read(params, stableDefaults), [params, stableDefaults]);
  const [state, setState] = useState(fromUrl);
  const latest = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward and links change the URL from outside: follow them unless a write is pending.
  useEffect(() => {
    if (timer.current) return;
    latest.current = fromUrl;
    setState(fromUrl);
  }, [fromUrl]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (patch: Partial<T>) => {
      const next = { ...latest.current, ...patch } as T;
      latest.current = next;
      setState(next);
      clearTimeout(timer.current);
      // A click that leaves the list within the debounce (while the next, lazily loaded screen
      // is still on its way and this one is still mounted) must not be pulled back here.
      const path = window.location.pathname;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        if (window.location.pathname !== path) return;
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            for (const [key, value] of Object.entries(latest.current)) {
              if (value === stableDefaults[key]) updated.delete(key);
              else updated.set(key, value);
            }
            return updated;
          },
          { replace: true },
        );
      }, URL_FILTER_DEBOUNCE_MS);
    },
    [setParams, stableDefaults],
  );

  return [state, update];
}
