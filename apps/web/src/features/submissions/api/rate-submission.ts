import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshWorkspace } from '../../../lib/workspace-keys';

type RateInput = { organizationId: string; submissionId: string; rating: 'thumbsUp' | 'thumbsDown' };

export function rateSubmission({ organizationId, submissionId, rating }: RateInput): Promise<unknown> {
  return call(insightEndpoints.rateSubmission, { filter: { organizationId }, submissionId, rating });
}

export function useRateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rateSubmission, onSuccess: () => refreshWorkspace(queryClient, ['submissions']) });
}
