import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshWorkspace } from '../../../lib/workspace-keys';

type Input = { organizationId: string; ids: string[] };

export function markAsWin({ organizationId, ids }: Input): Promise<unknown> {
  return call(insightEndpoints.markAsWin, { filter: { organizationId, ids } });
}

/** Changes the insights, their topic's counts and the dashboard: every list refreshes. */
export function useMarkAsWin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAsWin, onSuccess: () => refreshWorkspace(queryClient) });
}
