import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Starts the reach-out's AI summary; it arrives later in the reach-out's aiSummary. */
export function generateReachoutSummary(input: { reachoutId: string; organizationId: string }): Promise<{ reachoutId: string }> {
  return apiPost<{ reachoutId: string }>('/generateReachoutSummary', input);
}

export function useGenerateReachoutSummary() {
  return useMutation({ mutationFn: generateReachoutSummary });
}
