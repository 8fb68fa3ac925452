import type { Profile } from '@voyce/contracts/auth';
import {
  allows,
  FULL_PERMISSIONS,
  NO_PERMISSIONS,
  FULL_ACCESS_ONLY_MSG,
  type PermissionArea,
  type PermissionLevel,
  type Permissions,
} from '@voyce/contracts/permissions';
import { useContext, useMemo } from 'react';
import { translate, type TranslationKey } from '../i18n/translate';
import { ProfileContext } from './profile';

/**
 * What the signed-in member's role lets them do, as the screens ask it. The server
 * decides (every leader call checks its endpoint's permission); the screens only hide or
 * disable what would be refused, and say why, so nobody meets a red 403 for a button they
 * were shown. One hook for every screen; the rule itself is pure (accessOf) and tested.
 */

/** A level of one area the role must reach (edit includes view). */
export type Need = { area: PermissionArea; level: PermissionLevel };
export const need = (area: PermissionArea, level: PermissionLevel = 'view'): Need => ({ area, level });

/** The profile fields the rule reads (permissions is optional: an older answer had none). */
export type AccessProfile = Pick<Profile, 'id' | 'isAdmin' | 'roleId'> & { permissions?: Permissions | undefined };

export type Access = {
  userId: string;
  permissions: Permissions;
  /** Owners and admins without a custom role: they may do everything, manage roles and give full access. */
  fullAccess: boolean;
  can: (area: PermissionArea, level?: PermissionLevel) => boolean;
  /** The sentence's key when the role does not reach `level` of `area`; null when it does. */
  deniedKey: (area: PermissionArea, level?: PermissionLevel) => TranslationKey | null;
};

/** The reason keys, one per area and level (view: cannot see it; edit: cannot change it). */
const DENIED_KEYS: Record<PermissionArea, Record<Exclude<PermissionLevel, 'none'>, TranslationKey>> = {
  insights: { view: 'access.denied.insights.view', edit: 'access.denied.insights.edit' },
  reachouts: { view: 'access.denied.reachouts.view', edit: 'access.denied.reachouts.edit' },
  reports: { view: 'access.denied.reports.view', edit: 'access.denied.reports.edit' },
  settings: { view: 'access.denied.settings.view', edit: 'access.denied.settings.edit' },
  users: { view: 'access.denied.users.view', edit: 'access.denied.users.edit' },
};

/** The rule, from the profile alone (the same the server applies: http/permissions.ts). */
export function accessOf(profile: AccessProfile): Access {
  // A custom role counts only for an admin; owners and plain admins hold everything.
  const fullAccess = profile.isAdmin && profile.roleId === null;
  const permissions = profile.permissions ?? (fullAccess ? FULL_PERMISSIONS : NO_PERMISSIONS);
  const can = (area: PermissionArea, level: PermissionLevel = 'view') => allows(permissions[area], level);
  return {
    userId: profile.id,
    permissions,
    fullAccess,
    can,
    deniedKey: (area, level = 'view') => (can(area, level) || level === 'none' ? null : DENIED_KEYS[area][level]),
  };
}

export type PermissionsView = Access & {
  /** Why the role may not reach `level` of `area` (the hover text of a disabled action); null when it may. */
  reason: (area: PermissionArea, level?: PermissionLevel) => string | null;
  /** Why the member may not manage roles or give full access; null when they may. */
  fullAccessReason: string | null;
};

/**
 * The signed-in member's permissions. Inside the dashboard shell it reads the profile the shell
 * provides; the shell's own top bar (outside that provider) passes its profile.
 */
export function usePermissions(profile?: AccessProfile): PermissionsView {
  const context = useContext(ProfileContext);
  const source = profile ?? context?.profile;
  if (!source) throw new Error('usePermissions is used outside the dashboard shell');
  const { id, isAdmin, roleId, permissions } = source;
  return useMemo(() => {
    const access = accessOf({ id, isAdmin, roleId, permissions });
    return {
      ...access,
      reason: (area, level) => {
        const key = access.deniedKey(area, level);
        return key ? translate(key) : null;
      },
      fullAccessReason: access.fullAccess ? null : FULL_ACCESS_ONLY_MSG,
    };
  }, [id, isAdmin, roleId, permissions]);
}
