import type { Access, Need } from '../../lib/use-permissions';

/**
 * Spec 2 §2: the settings area's sections, in menu order; the first is where /settings lands.
 * `need`: what the signed-in role must hold to see the section (spec 2 §6 leaves
 * which role may reach which screen open, so it follows the calls each page makes: structure
 * and AI settings read settings, users and roles read users). My Account is everyone's.
 */
export const SETTINGS_SECTIONS = [
  { id: 'account', path: '/settings/account', need: null },
  { id: 'ai', path: '/settings/ai', need: { area: 'settings', level: 'view' } },
  { id: 'organization', path: '/settings/organization', need: { area: 'settings', level: 'view' } },
  { id: 'users', path: '/settings/users', need: { area: 'users', level: 'view' } },
  // Not among the spec's five sections, but it names the routes: without a menu entry
  // nobody would find them.
  { id: 'roles', path: '/settings/roles-permissions', need: { area: 'users', level: 'view' } },
  // Single sign-on and SCIM: the server's calls read settings (SCIM tokens also need users:edit).
  { id: 'identity', path: '/settings/identity', need: { area: 'settings', level: 'view' } },
  { id: 'subscriptions', path: '/settings/subscriptions', need: { area: 'settings', level: 'view' } },
  // Every privileged action, for admins who may view settings.
  { id: 'auditLog', path: '/settings/audit-log', need: { area: 'settings', level: 'view' } },
] as const satisfies readonly { id: string; path: string; need: Need | null }[];

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];
type Section = (typeof SETTINGS_SECTIONS)[number];

/** The section a path belongs to (its own page or a page below it). */
export function sectionOf(pathname: string): SettingsSectionId {
  const found = SETTINGS_SECTIONS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  return found?.id ?? SETTINGS_SECTIONS[0].id;
}

/** The sections the role may see, in menu order (the menu lists only these). */
export function visibleSections(access: Pick<Access, 'can'>): Section[] {
  return SETTINGS_SECTIONS.filter((s) => !s.need || access.can(s.need.area, s.need.level));
}

/** Creating a role is for owners and admins with full access only (the server's rule). */
const FULL_ACCESS_PAGES = ['/settings/roles-permissions/new'];

/** True when the role may open this settings page; otherwise the page shows the calm no-access state. */
export function pageAllowed(pathname: string, access: Pick<Access, 'can' | 'fullAccess'>): boolean {
  if (FULL_ACCESS_PAGES.includes(pathname.replace(/\/+$/, '')) && !access.fullAccess) return false;
  return visibleSections(access).some((s) => s.id === sectionOf(pathname));
}
