import type { PermissionArea } from '@voyce/contracts/permissions';

export type NavArea = {
  to: string;
  labelKey: 'nav.home' | 'nav.reachOut' | 'nav.insights' | 'nav.reports' | 'nav.settings';
  /** Paths that belong to the item's area, so it stays selected on its detail pages. */
  areas: string[];
  /** The permission its pages need to be seen (settings always has My Account). */
  needs?: PermissionArea;
};

/**
 * Spec 2 §2: the sidebar's items, in order, without their icons: the sign-in's redirect reads
 * them too (app/home-path.ts), and /login's chunk does not carry the icons (ARCHITECTURE §8).
 */
export const NAV_AREAS: NavArea[] = [
  { to: '/dashboard', labelKey: 'nav.home', areas: ['/dashboard'], needs: 'insights' },
  { to: '/reachouts', labelKey: 'nav.reachOut', areas: ['/reachouts'], needs: 'reachouts' },
  { to: '/insights', labelKey: 'nav.insights', areas: ['/insights', '/submissions', '/submissions-v1'], needs: 'insights' },
  { to: '/reports', labelKey: 'nav.reports', areas: ['/reports'], needs: 'reports' },
  { to: '/settings', labelKey: 'nav.settings', areas: ['/settings'] },
];

export function isItemActive(item: Pick<NavArea, 'areas'>, pathname: string): boolean {
  return item.areas.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}
