import { useSyncExternalStore } from 'react';

/**
 * The insights a leader has picked on the topic list and is answering on the respond page
 * (spec 1 §2), and the list's last query for the respond page's back link. It lives as long
 * as the person stays in the submissions area: leaving it, or changing a filter, clears it.
 */
type Selection = { ids: string[]; listSearch: string | null };

let state: Selection = { ids: [], listSearch: null };
const listeners = new Set<() => void>();

function set(next: Partial<Selection>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export const selection = {
  get: () => state,
  select: (ids: string[]) => set({ ids: [...new Set(ids)] }),
  toggle: (id: string) => set({ ids: state.ids.includes(id) ? state.ids.filter((i) => i !== id) : [...state.ids, id] }),
  clear: () => set({ ids: [] }),
  rememberList: (search: string) => set({ listSearch: search }),
  /** Leaving the submissions area forgets everything. */
  reset: () => set({ ids: [], listSearch: null }),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelection(): Selection {
  return useSyncExternalStore(subscribe, selection.get);
}
