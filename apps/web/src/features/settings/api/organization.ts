import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { zOrganizationSummary } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
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

export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost<unknown>('/updateOrganization', { entity: { id: organizationId, name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.organization(organizationId) }),
  });
}
