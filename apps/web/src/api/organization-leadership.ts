import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationEndpoints as calls } from '@voyce/contracts/endpoints/organization';
import { call } from '../lib/api-client';

/**
 * The leadership team (who receives emergency alerts, delegations and shares), defined once
 * for the setup grid, the delegation dialog and the share dialog: one cache entry, so a leader
 * added in setup is offered at once.
 */
export const leadershipKeys = {
  list: (organizationId: string) => ['leadership-team', organizationId] as const,
};

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
    queryKey: leadershipKeys.list(organizationId),
    queryFn: () => call(calls.findLeadershipTeamMembers, { filter: { organizationId } }).then((d) => d.entities),
    enabled: Boolean(organizationId),
  });
}

/** Spec 2 §7: /createLeadershipTeamMember, or /updateLeadershipTeamMember when an id is present. */
export function useSaveLeader(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: LeaderFields & { id?: string }) =>
      (id
        ? call(calls.updateLeadershipTeamMember, { entity: { id, organizationId, ...fields } })
        : call(calls.createLeadershipTeamMember, { entity: { organizationId, ...fields } })
      ).then((d) => d.entity),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadershipKeys.list(organizationId) }),
  });
}

export function useDeleteLeader(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(calls.deleteLeadershipTeamMember, { filter: { organizationId, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadershipKeys.list(organizationId) }),
  });
}
