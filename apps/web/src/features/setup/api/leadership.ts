import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadershipTeamMember } from '@voyce/contracts/workspace';
import { apiPost } from '../../../lib/api-client';
import { setupKeys } from './keys';

export type LeaderFields = {
  name: string;
  email: string;
  violence: boolean;
  crime: boolean;
  threat: boolean;
  selfHarm: boolean;
  harassment: boolean;
};

export function leadersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: setupKeys.leaders(organizationId),
    queryFn: () =>
      apiPost<{ entities: LeadershipTeamMember[] }>('/findLeadershipTeamMembers', { filter: { organizationId } }).then((d) => d.entities),
    enabled: Boolean(organizationId),
  });
}

/** Spec 2 §7: /createLeadershipTeamMember, or /updateLeadershipTeamMember when an id is present. */
export function useSaveLeader(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: LeaderFields & { id?: string }) =>
      apiPost<{ entity: LeadershipTeamMember }>(id ? '/updateLeadershipTeamMember' : '/createLeadershipTeamMember', {
        entity: { ...(id ? { id } : {}), organizationId, ...fields },
      }).then((d) => d.entity),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.leaders(organizationId) }),
  });
}

export function useDeleteLeader(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<{ id: string }>('/deleteLeadershipTeamMember', { filter: { organizationId, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.leaders(organizationId) }),
  });
}
