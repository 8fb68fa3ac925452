import type { SiteTarget } from '@voyce/contracts/common';
import type { Location } from 'react-router';

/**
 * Where a logged-out visitor was going (spec 1 §2). Guards put it in the router state of the
 * redirect (`state.from`), which history keeps across reloads of the sign-in page.
 */
export type RedirectState = { from?: string };

export function fromLocation(location: Location): RedirectState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

export function isEmployeePath(path: string): boolean {
  return path === '/my' || path.startsWith('/my/') || path.startsWith('/my?');
}

/** The stored target when it is a same-origin path of the given site; otherwise undefined. */
export function redirectTargetFor(state: unknown, site: SiteTarget): string | undefined {
  const from = (state as RedirectState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return (site === 'employee') === isEmployeePath(from) ? from : undefined;
}
