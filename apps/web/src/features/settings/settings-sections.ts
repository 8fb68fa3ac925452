/** Spec 2 §2: the settings area's sections, in menu order; the first is where /settings lands. */
export const SETTINGS_SECTIONS = [
  { id: 'account', path: '/settings/account' },
  { id: 'ai', path: '/settings/ai' },
  { id: 'organization', path: '/settings/organization' },
  { id: 'users', path: '/settings/users' },
  // Not among the spec's five sections, but it names the routes: without a menu entry
  // nobody would find them.
  { id: 'roles', path: '/settings/roles-permissions' },
  { id: 'subscriptions', path: '/settings/subscriptions' },
  // Issue 9: every privileged action, for admins who may view settings.
  { id: 'auditLog', path: '/settings/audit-log' },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

/** The section a path belongs to (its own page or a page below it). */
export function sectionOf(pathname: string): SettingsSectionId {
  const found = SETTINGS_SECTIONS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  return found?.id ?? SETTINGS_SECTIONS[0].id;
}
