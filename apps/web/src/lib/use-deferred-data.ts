import { useDeferredValue } from 'react';

/**
 * A query's data as a page should render it: one step behind, in a render React does in slices.
 *
 * Why: an answer reaches the page through react-query's store, and React renders a store's update
 * at once, in one task (useSyncExternalStore updates cannot be transitions). The dashboard's
 * answers arrive together and its cards are many: on Lighthouse's slow phone one such task took
 * seconds (TBT). With this, that task renders the previous data, the same screen, and
 * React renders the new data in a deferred render, yielding to the browser every few
 * milliseconds. `undefined` until the first data has been rendered: show the placeholder.
 */
export function useDeferredData<T>(data: T | undefined): T | undefined {
  return useDeferredValue(data);
}
