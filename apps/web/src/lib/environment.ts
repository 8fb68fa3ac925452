import { useSyncExternalStore } from 'react';

/** Spec 1 §7: the environments the product knows; `prd` is production. */
export type EnvironmentType = 'local' | 'dev' | 'stg' | 'prd';

export const ENVIRONMENT_STORAGE_KEY = 'voyce.env';

const KNOWN: readonly EnvironmentType[] = ['local', 'dev', 'stg', 'prd'];

function parse(value: string | null | undefined): EnvironmentType | undefined {
  return KNOWN.find((known) => known === value);
}

/** What this build was made for (VITE_VOYCE_ENV at build time); a plain build is `local`. */
const buildEnvironment: EnvironmentType = parse(import.meta.env.VITE_VOYCE_ENV) ?? 'local';

/** Production builds hide the environment label and ignore the switching gesture. */
export const isProductionBuild = buildEnvironment === 'prd';

const listeners = new Set<() => void>();

function readStored(): EnvironmentType {
  try {
    return parse(localStorage.getItem(ENVIRONMENT_STORAGE_KEY)) ?? buildEnvironment;
  } catch {
    return buildEnvironment;
  }
}

let current = readStored();

export function getEnvironment(): EnvironmentType {
  return current;
}

/** The hidden gesture's effect (spec 1 §2): flips between local and dev. */
export function toggleEnvironment(): EnvironmentType {
  current = current === 'dev' ? 'local' : 'dev';
  try {
    localStorage.setItem(ENVIRONMENT_STORAGE_KEY, current);
  } catch {
    // The label still changes for this tab.
  }
  for (const listener of listeners) listener();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEnvironment(): EnvironmentType {
  return useSyncExternalStore(subscribe, getEnvironment, getEnvironment);
}
