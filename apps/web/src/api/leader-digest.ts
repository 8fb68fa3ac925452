import { leaderDigestEndpoints as calls } from '@voyce/contracts/endpoints/leader-digest';
import type { LeaderDigest } from '@voyce/contracts/leader-digest';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** The signed-in leader's weekly digest switch (My Account); off unless they turned it on. */
const digestKey = ['leader-digest', 'mine'] as const;

export function useMyLeaderDigest() {
  return useQuery({ queryKey: digestKey, queryFn: () => call(calls.findMyLeaderDigest, {}), select: (data) => data.on });
}

/** The switch shows the new state at once, and goes back if the server refuses. */
export function useSetMyLeaderDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => call(calls.setMyLeaderDigest, { on }),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: digestKey });
      const before = queryClient.getQueryData<LeaderDigest>(digestKey);
      queryClient.setQueryData<LeaderDigest>(digestKey, { on });
      return { before };
    },
    onError: (_error, _on, context) => {
      if (context?.before) queryClient.setQueryData(digestKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: digestKey }),
  });
}
