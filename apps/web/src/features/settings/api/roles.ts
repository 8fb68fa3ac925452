import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permissions, RoleEntity } from '@voyce/contracts/roles';
import { apiPatch, apiPost } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** Built-in roles first (owner, admin, employee), then custom roles by name. */
export function rolesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: settingsKeys.roles(organizationId),
    queryFn: () => apiPost<{ entities: RoleEntity[] }>('/findRoles', { filter: { organizationId } }).then((d) => d.entities),
    enabled: Boolean(organizationId),
  });
}

type RoleInput = { id?: string; name: string; permissions: Permissions };

/** A role form submits as an update when an id is present, otherwise as a create (spec 2 §7 rule). */
export function useSaveRole(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...role }: RoleInput) =>
      id
        ? apiPatch<{ entity: RoleEntity }>('/updateRole', { id, organizationId, ...role })
        : apiPost<{ entity: RoleEntity }>('/createRole', { organizationId, ...role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.roles(organizationId) }),
  });
}

export function useDeleteRole(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<{ id: string }>('/deleteRole', { id, organizationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.roles(organizationId) }),
  });
}
