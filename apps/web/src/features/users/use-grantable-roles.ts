import { useQuery } from '@tanstack/react-query';
import { EMPLOYEE_ROLE_ID, FULL_ACCESS_ROLE_ID, ROLES_MSG, within, type RoleEntity } from '@voyce/contracts/roles';
import type { UserRow } from '@voyce/contracts/users';
import { rolesQueryOptions } from '../../api/users';
import { useOrganizationId } from '../../lib/organization';
import { usePermissions, type Access } from '../../lib/use-permissions';

export type AccessOption = { value: string; label: string };
export type RoleLabels = { employee: string; fullAccess: string; noAccess: string; owner: string };
/** The signed-in member as the grant rules see them. */
export type Granter = Pick<Access, 'userId' | 'fullAccess' | 'permissions'>;

/** The least role ('No access', built in with a uuid id), once the organisation has its row. */
export const leastRoleOf = (roles: RoleEntity[]) =>
  roles.find((r) => r.builtIn && r.id !== 'owner' && r.id !== 'admin' && r.id !== 'employee') ?? null;

/**
 * The roles `granter` may give, least first, as the server's grant rules (server roles/grants.ts)
 * decide them: employee and the least role always (they hold nothing), a custom role only
 * within what the granter holds, full access only from an owner or a full admin. `current`
 * (the user's own role) is listed even when the granter could not give it: keeping it is no change.
 * The least role's value is '' before the organisation has its row (the server then makes it).
 */
export function grantableRoleOptions(
  roles: RoleEntity[],
  granter: Granter,
  labels: RoleLabels,
  opts: { employee: boolean; current?: string | undefined },
): AccessOption[] {
  const least = leastRoleOf(roles);
  const custom = roles.filter((r) => !r.builtIn);
  const all: (AccessOption & { grantable: boolean })[] = [
    ...(opts.employee ? [{ value: EMPLOYEE_ROLE_ID, label: labels.employee, grantable: true }] : []),
    { value: least?.id ?? '', label: least?.name ?? labels.noAccess, grantable: true },
    ...custom.map((r) => ({ value: r.id, label: r.name, grantable: granter.fullAccess || within(r.permissions, granter.permissions) })),
    { value: FULL_ACCESS_ROLE_ID, label: labels.fullAccess, grantable: granter.fullAccess },
  ];
  const options = all.filter((o) => o.grantable || o.value === opts.current).map(({ value, label }) => ({ value, label }));
  if (opts.current === 'owner') options.unshift({ value: 'owner', label: labels.owner });
  else if (opts.current !== undefined && !options.some((o) => o.value === opts.current))
    options.unshift({ value: opts.current, label: roles.find((r) => r.id === opts.current)?.name ?? labels.fullAccess });
  return options;
}

/**
 * Why `granter` may not change this user's role at all (the field is shown locked, with the
 * sentence the server would answer); null when they may. Mirrors roles/grants.ts.
 */
export function roleLockReason(row: Pick<UserRow, 'userId' | 'role' | 'roleId'>, granter: Granter, roles: RoleEntity[]): string | null {
  if (row.userId === granter.userId) return ROLES_MSG.ownRole;
  if (row.role === 'owner') return ROLES_MSG.ownerRole;
  if (granter.fullAccess || row.role === 'employee') return null;
  // A leader without a role that still exists may do everything: a superior.
  const role = row.roleId ? roles.find((r) => r.id === row.roleId) : undefined;
  return role && within(role.permissions, granter.permissions) ? null : ROLES_MSG.superior;
}

/**
 * The role field of the user drawers and the bulk update: the roles the signed-in
 * member may give, from the organisation's roles (one cache entry with Roles settings). The
 * server refuses any the caller may not give, with a sentence shown on the field.
 * `leastRoleValue`: the least role's id, or '' before the organisation has one.
 */
export function useGrantableRoles(labels: RoleLabels) {
  const organizationId = useOrganizationId();
  const roles = useQuery(rolesQueryOptions(organizationId ?? ''));
  const access = usePermissions();
  const list = roles.data ?? [];
  return {
    ready: roles.isSuccess,
    leastRoleValue: leastRoleOf(list)?.id ?? '',
    optionsFor: (opts: { employee: boolean; current?: string | undefined }) => grantableRoleOptions(list, access, labels, opts),
    lockReason: (row: Pick<UserRow, 'userId' | 'role' | 'roleId'>) => roleLockReason(row, access, list),
  };
}
