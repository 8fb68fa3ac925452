import { userEndpoints } from '@voyce/contracts/endpoints/users';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permissions } from '@voyce/contracts/roles';
import { call } from '../lib/api-client';

/**
 * The organisation's roles, defined once for Roles settings and the user drawer's access picker:
 * a role saved in settings is offered at once.
 */
export const rolesKeys = {
  list: (organizationId: string) => ['roles', organizationId] as const,
};

/** Built-in roles first (owner, admin, employee), then custom roles by name. */
export function rolesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: rolesKeys.list(organizationId),
    queryFn: () => call(userEndpoints.findRoles, { filter: { organizationId } }).then((d) => d.entities),
    enabled: Boolean(organizationId),
  });
}

type RoleInput = { id?: string; name: string; permissions: Permissions };

/** A role form submits as an update when an id is present, otherwise as a create (spec 2 §7 rule). */
export function useSaveRole(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...role }: RoleInput) =>
      id ? call(userEndpoints.updateRole, { id, organizationId, ...role }) : call(userEndpoints.createRole, { organizationId, ...role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.list(organizationId) }),
  });
}

export function useDeleteRole(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(userEndpoints.deleteRole, { id, organizationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.list(organizationId) }),
  });
}
