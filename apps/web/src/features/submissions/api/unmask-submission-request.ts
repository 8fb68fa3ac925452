import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { call } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { refreshWorkspace } from '../../../lib/workspace-keys';

type UnmaskInput = { organizationId: string; submissionId: string };

/** Asks the author to reveal who they are; they decide in MyVoyce. One request per insight, ever. */
export function unmaskSubmissionRequest({ organizationId, submissionId }: UnmaskInput): Promise<{ requestedUnmaskAt: string }> {
  return call(insightEndpoints.unmaskSubmissionRequest, { filter: { organizationId }, submissionId });
}

export function useUnmaskSubmissionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmaskSubmissionRequest,
    onSuccess: () => refreshWorkspace(queryClient),
    // Someone asked already (another tab, another leader): show the insight as it now is.
    onError: (error) => {
      if (isApiError(error) && error.code === ERROR_CODES.revealAlreadyRequested) void refreshWorkspace(queryClient);
    },
  });
}
