import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmergencyType } from '@voyce/contracts/ai';
import { organizationEndpoints as calls } from '@voyce/contracts/endpoints/organization';
import { call } from '../lib/api-client';

/** Alert phrases (AI settings): words that always raise an insight for review. */
export const alertPhraseKeys = {
  list: (organizationId: string) => ['organization-profile', organizationId, 'alert-phrases'] as const,
};

export function alertPhrasesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: alertPhraseKeys.list(organizationId),
    queryFn: () => call(calls.findAlertPhrases, { filter: { organizationId } }).then((d) => d.entities),
    enabled: Boolean(organizationId),
  });
}

export function useCreateAlertPhrase(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { phrase: string; kind: EmergencyType }) =>
      call(calls.createAlertPhrase, { entity: { organizationId, ...v } }).then((d) => d.entity),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertPhraseKeys.list(organizationId) }),
  });
}

export function useDeleteAlertPhrase(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(calls.deleteAlertPhrase, { filter: { organizationId, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertPhraseKeys.list(organizationId) }),
  });
}
