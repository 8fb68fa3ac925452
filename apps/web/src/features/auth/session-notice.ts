import { useSyncExternalStore } from 'react';

/**
 * Spec 1 §4: a session the dashboard refuses (profile failed, or not an admin) ends on the
 * sign-in page with the generic error. The guard that ends it is gone by then, so the
 * sign-in page reads the flag from here, and clears it when the e-mail field loses focus.
 */
let pending = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function raiseSignInNotice(): void {
  pending = true;
  emit();
}

export function clearSignInNotice(): void {
  if (!pending) return;
  pending = false;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInNotice(): boolean {
  return useSyncExternalStore(subscribe, () => pending);
}
