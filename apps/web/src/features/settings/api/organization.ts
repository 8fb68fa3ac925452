import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { organizationProfileKeys } from '../../../lib/organization-profile-api';
import { settingsKeys } from './keys';

/** Spec 2 §7: /findOrganizations {filter:{organizationId}} -> entities[0] (id, name). */
export function organizationQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: settingsKeys.organization(organizationId),
    queryFn: () => call(organizationEndpoints.findOrganizations, { filter: { organizationId } }).then((d) => d.entities[0]!),
    enabled: Boolean(organizationId),
  });
}

/** The company name, and k (the minimum group size) when the person may change it. */
export type OrganizationPatch = { name: string; minGroupSize?: number };

export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OrganizationPatch) => call(organizationEndpoints.updateOrganization, { entity: { id: organizationId, ...patch } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.organization(organizationId) }),
        // k is read from the organisation's profile (AI settings and setup share it).
        queryClient.invalidateQueries({ queryKey: organizationProfileKeys.profile(organizationId), exact: true }),
      ]),
  });
}
