import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reachout, ReachoutStatus } from '@voyce/contracts/reachouts';
import { call } from '../../../lib/api-client';
import { workspaceKeys } from '../../../lib/workspace-keys';
import { reachoutsKeys } from './keys';

type Input = { id: string; organizationId: string; status: ReachoutStatus };

export function updateReachout(input: Input): Promise<Reachout> {
  return call(reachoutEndpoints.updateReachout, input);
}

/**
 * Close or reopen response intake. Spec 1 §4: the cached item flips and the list cache
 * resets (lists and the dashboard card load again with the new status).
 */
export function useUpdateReachout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReachout,
    onSuccess: (updated) => {
      queryClient.setQueryData(reachoutsKeys.detail(updated.organizationId, updated.id), updated);
      void queryClient.resetQueries({ queryKey: reachoutsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.dashboard });
    },
  });
}
