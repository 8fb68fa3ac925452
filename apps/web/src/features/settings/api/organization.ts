import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { zOrganizationSummary } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { organizationProfileKeys } from '../../../lib/organization-profile-api';
import { settingsKeys } from './keys';

type OrganizationSummary = z.infer<typeof zOrganizationSummary>;

/** Spec 2 §7: /findOrganizations {filter:{organizationId}} -> entities[0] (id, name). */
export function organizationQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: settingsKeys.organization(organizationId),
    queryFn: () =>
      apiPost<{ entities: OrganizationSummary[] }>('/findOrganizations', { filter: { organizationId } }).then((d) => d.entities[0]!),
    enabled: Boolean(organizationId),
  });
}

/** The company name, and k (the minimum group size) when the person may change it. */
export type OrganizationPatch = { name: string; minGroupSize?: number };

export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OrganizationPatch) => apiPost<unknown>('/updateOrganization', { entity: { id: organizationId, ...patch } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.organization(organizationId) }),
        // k is read from the organisation's profile (AI settings and setup share it).
        queryClient.invalidateQueries({ queryKey: organizationProfileKeys.profile(organizationId), exact: true }),
      ]),
  });
}
