import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshWorkspace } from '../../../lib/workspace-keys';

type ReplyInput = { organizationId: string; ids: string[]; response: string };

export function replySubmission({ organizationId, ids, response }: ReplyInput): Promise<{ ids: string[]; sentCount: number }> {
  return call(insightEndpoints.replySubmission, { filter: { organizationId, ids }, response });
}

/** A reply adds a message and an activity row: the timeline and the lists refresh. */
export function useReplySubmission() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replySubmission, onSuccess: () => refreshWorkspace(queryClient) });
}
