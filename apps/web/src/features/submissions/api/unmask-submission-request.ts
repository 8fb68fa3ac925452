import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { refreshWorkspace } from '../../../lib/workspace-keys';

type UnmaskInput = { organizationId: string; submissionId: string };

/** Asks the author to reveal who they are; they decide in MyVoyce. */
export function unmaskSubmissionRequest({ organizationId, submissionId }: UnmaskInput): Promise<{ requestedUnmaskAt: string }> {
  return apiPost<{ requestedUnmaskAt: string }>('/unmaskSubmissionRequest', { filter: { organizationId }, submissionId });
}

export function useUnmaskSubmissionRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unmaskSubmissionRequest, onSuccess: () => refreshWorkspace(queryClient) });
}
