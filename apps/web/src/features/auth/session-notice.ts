import { useSyncExternalStore } from 'react';

/**
 * Spec 1 §4: a session the dashboard refuses ends on the sign-in page with an error. The
 * guard that ends it is gone by then, so the sign-in page reads the notice from here, and
 * clears it when the e-mail field loses focus. 'generic': the profile failed to load;
 * 'wrong-site': an employee came through the leaders' door (told so, with MyVoyce's link,
 * instead of a false "wrong password").
 */
export type SignInNotice = 'generic' | 'wrong-site';
let pending: SignInNotice | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function raiseSignInNotice(kind: SignInNotice = 'generic'): void {
  pending = kind;
  emit();
}

export function clearSignInNotice(): void {
  if (!pending) return;
  pending = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInNotice(): SignInNotice | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => pending,
  );
}
