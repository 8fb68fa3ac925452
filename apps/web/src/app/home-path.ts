import type { PermissionArea } from '@voyce/contracts/permissions';
import { pageAllowed, visibleSections } from '../features/settings/settings-sections';
import type { Access } from '../lib/use-permissions';
import { isItemActive, NAV_AREAS } from './layouts/nav-areas';

type Rule = Pick<Access, 'can' | 'fullAccess'>;

/**
 * A leader whose role has no insight access signed in onto the dashboard and read
 * that their role gives no access to it. Where a leader lands is the first page their role
 * allows, in the sidebar's order (Home, Reach Out, Insights, Reports), else Settings' first
 * section (My Account is everyone's).
 */
export function homePathOf(access: Rule): string {
  const item = NAV_AREAS.find((i) => i.needs && access.can(i.needs));
  return item?.to ?? visibleSections(access)[0]!.path;
}

/** A reach-out's answer is an insight: its page needs insights, though it sits under /reachouts (router). */
const INSIGHT_PAGES_UNDER_REACHOUTS = '/reachouts/submissions';

/** The area a workspace path's pages need (the router's RequirePermission); null when none. */
function areaOf(pathname: string): PermissionArea | null {
  if (pathname === INSIGHT_PAGES_UNDER_REACHOUTS || pathname.startsWith(`${INSIGHT_PAGES_UNDER_REACHOUTS}/`)) return 'insights';
  return NAV_AREAS.find((i) => isItemActive(i, pathname))?.needs ?? null;
}

/** True when the role may view the page at this path (a sign-in's stored target, say). */
export function pathAllowed(path: string, access: Rule): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  if (pathname === '/settings' || pathname.startsWith('/settings/')) return pageAllowed(pathname, access);
  const area = areaOf(pathname);
  return !area || access.can(area);
}
