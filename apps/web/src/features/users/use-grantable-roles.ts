import { useQuery } from '@tanstack/react-query';
import { FULL_ACCESS_ROLE_ID } from '@voyce/contracts/roles';
import { rolesQueryOptions } from '../../api/users';
import { useOrganizationId } from '../../lib/organization';

export type AccessOption = { value: string; label: string };

/**
 * The access a leader can be given in the Blyndspot user drawer: full access, the least role
 * ('No access', built in) and the organisation's custom roles. The server refuses any the
 * caller may not give (they hold less), with a sentence shown on the field.
 * `leastRoleValue`: the least role's id, or '' before the organisation has one (the server
 * creates it when a leader is added without a role, which is what '' sends).
 */
export function useGrantableRoles(labels: { fullAccess: string; noAccess: string }): {
  options: AccessOption[];
  leastRoleValue: string;
} {
  const organizationId = useOrganizationId();
  const roles = useQuery(rolesQueryOptions(organizationId ?? ''));
  const list = roles.data ?? [];
  // Built-in roles have their name as id, except the least role (a uuid).
  const least = list.find((r) => r.builtIn && r.id !== 'owner' && r.id !== 'admin' && r.id !== 'employee') ?? null;
  const custom = list.filter((r) => !r.builtIn);
  const leastRoleValue = least?.id ?? '';
  return {
    options: [
      { value: FULL_ACCESS_ROLE_ID, label: labels.fullAccess },
      { value: leastRoleValue, label: least?.name ?? labels.noAccess },
      ...custom.map((r) => ({ value: r.id, label: r.name })),
    ],
    leastRoleValue,
  };
}
