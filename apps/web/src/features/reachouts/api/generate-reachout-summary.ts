import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Starts the reach-out's AI summary; it arrives later in the reach-out's aiSummary. */
export function generateReachoutSummary(input: { reachoutId: string; organizationId: string }): Promise<{ reachoutId: string }> {
  return call(reachoutEndpoints.generateReachoutSummary, input);
}

export function useGenerateReachoutSummary() {
  return useMutation({ mutationFn: generateReachoutSummary });
}
