import { SESSION_TOKEN_STORAGE_KEY } from '@voyce/contracts/session-token';
import { useSyncExternalStore } from 'react';

/**
 * Where the session token lives; shared with e2e tests, every open tab and the prerendered
 * /login page's script (which hides the form when it is set): one constant, so they cannot differ.
 */
export const TOKEN_STORAGE_KEY = SESSION_TOKEN_STORAGE_KEY;

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as logged out.
    return null;
  }
}

let current = read();

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string): void {
  current = token;
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Keep the in-memory token so this tab still works.
  }
  emit();
}

export function clearToken(): void {
  current = null;
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A logout or login in another tab changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, getToken);
}
