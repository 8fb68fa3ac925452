import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { employeeKeys } from './keys';
import type { SubmittedInsight } from './submit-insight';

/** Answers a reach-out anonymously: the answer is an insight of mine, tied to the reach-out. */
export function respondToReachout(input: { reachoutId: string; body: string }): Promise<SubmittedInsight> {
  return call(reachoutEndpoints.respondToReachout, input);
}

/** The inbox (now 'Answered') and my insights (the answer joins them) both change. */
export function useRespondToReachout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToReachout,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.reachouts() }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.submissions() }),
      ]),
  });
}
