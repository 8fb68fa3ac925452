import type { SiteTarget } from '@voyce/contracts/common';
import { identityEndpoints as calls } from '@voyce/contracts/endpoints/identity';
import type { SsoCompleteResponse, SsoStartResponse } from '@voyce/contracts/identity';
import { call } from '../lib/api-client';

/**
 * The sign-in by single sign-on, in the browser: the start sends the browser to the identity
 * provider and keeps the key the way back must show (the server finishes a sign-in only in the
 * browser that started it); /sso/callback finishes with it. sessionStorage: this tab only, kept
 * across the trip to the provider, gone with the tab.
 */
const KEY = 'voyce.sso';

/** Where the sign-in started: a site's sign-in page, or a leader's test from the Identity settings. */
export type SsoOrigin = SiteTarget | 'test';

export function goToIdentityProvider(started: SsoStartResponse, origin: SsoOrigin): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ browserKey: started.browserKey, origin }));
  } catch {
    // Storage blocked: the way back will say the sign-in cannot finish, as the server would.
  }
  window.location.assign(started.redirectUrl);
}

/** Starts a sign-in by the work e-mail, whose domain names the organization. */
export async function startSso(email: string, origin: SiteTarget): Promise<void> {
  goToIdentityProvider(await call(calls.startSso, { email }), origin);
}

export type SsoStart = { browserKey: string; origin: SsoOrigin };

/** The start this tab kept, if any (a pure read: the page reads it while rendering). */
export function readSsoStart(): SsoStart | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SsoStart) : null;
  } catch {
    return null;
  }
}

/** Forgets the kept start as the way back uses it: a reload of that page cannot finish twice. */
export function forgetSsoStart(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/** Finishes with what the provider sent the browser back with (the callback's query string). */
export function completeSso(params: string, browserKey: string): Promise<SsoCompleteResponse> {
  return call(calls.completeSso, { params, browserKey });
}
