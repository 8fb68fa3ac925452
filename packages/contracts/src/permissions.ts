/**
 * Permission areas and levels as plain values (no zod): what the web's shell reads on every
 * page, so /login's first download stays small. contracts/roles.ts builds the schemas on them.
 */
export const PERMISSION_AREAS = ['insights', 'reachouts', 'reports', 'settings', 'users'] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** Ordered: each level includes the ones before it. */
export const PERMISSION_LEVELS = ['none', 'view', 'edit'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export type Permissions = Record<PermissionArea, PermissionLevel>;

export const FULL_PERMISSIONS: Permissions = { insights: 'edit', reachouts: 'edit', reports: 'edit', settings: 'edit', users: 'edit' };
export const NO_PERMISSIONS: Permissions = { insights: 'none', reachouts: 'none', reports: 'none', settings: 'none', users: 'none' };

/** True when `granted` reaches `needed` (edit includes view). */
export const allows = (granted: PermissionLevel, needed: PermissionLevel): boolean =>
  PERMISSION_LEVELS.indexOf(granted) >= PERMISSION_LEVELS.indexOf(needed);

export const FULL_ACCESS_ONLY_MSG = 'Only an owner or an admin with full access can manage roles';
