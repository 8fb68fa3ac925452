import { employeeEndpoints } from '@voyce/contracts/endpoints/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MySubmission, zRespondToUnmaskRequest } from '@voyce/contracts/employee';
import type { UnmaskState } from '@voyce/contracts/submissions';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import type { MyConversation } from './find-my-submission-messages';
import { employeeKeys } from './keys';

export type RespondToUnmaskInput = z.input<typeof zRespondToUnmaskRequest>;

export function respondToUnmaskRequest(input: RespondToUnmaskInput): Promise<{ unmaskState: UnmaskState }> {
  return call(employeeEndpoints.respondToUnmaskRequest, input);
}

/**
 * The answer shows at once (the cached insight takes the new state) so the request card
 * never flashes back while the lists refetch. Settles either way: a 409 NO_PENDING_REQUEST
 * means the screen was out of date.
 */
export function useRespondToUnmaskRequest(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => respondToUnmaskRequest({ submissionId, accept }),
    onSuccess: ({ unmaskState }) => {
      const update = (s: MySubmission): MySubmission => (s.id === submissionId ? { ...s, unmaskState } : s);
      queryClient.setQueryData<MyConversation>(employeeKeys.submission(submissionId), (old) =>
        old ? { ...old, submission: update(old.submission) } : old,
      );
      queryClient.setQueryData<{ entities: MySubmission[] }>(employeeKeys.submissions(), (old) =>
        old ? { entities: old.entities.map(update) } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
