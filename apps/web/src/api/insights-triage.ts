import { insightEndpoints as calls } from '@voyce/contracts/endpoints/insights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { call } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import { refreshWorkspace } from '../lib/workspace-keys';

/**
 * What a leader does with insights (the contracts' insights area): close and reopen, mark as a
 * win, rate, reply (with its AI draft) and ask the author to reveal themselves. Each changes the
 * insights, their topic's counts or the dashboard: the workspace's lists refresh.
 */
type SelectionInput = { organizationId: string; ids: string[] };

export function closeSubmissions({ organizationId, ids }: SelectionInput): Promise<unknown> {
  return call(calls.closeSubmissions, { filter: { organizationId, ids } });
}

/** Changes the insights, their topic's counts and the dashboard: every list refreshes. */
export function useCloseSubmissions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeSubmissions, onSuccess: () => refreshWorkspace(queryClient) });
}

export function reopenSubmissions({ organizationId, ids }: SelectionInput): Promise<unknown> {
  return call(calls.reopenSubmissions, { filter: { organizationId, ids } });
}

/** Changes the insights, their topic's counts and the dashboard: every list refreshes. */
export function useReopenSubmissions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenSubmissions, onSuccess: () => refreshWorkspace(queryClient) });
}

export function markAsWin({ organizationId, ids }: SelectionInput): Promise<unknown> {
  return call(calls.markAsWin, { filter: { organizationId, ids } });
}

/** Changes the insights, their topic's counts and the dashboard: every list refreshes. */
export function useMarkAsWin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAsWin, onSuccess: () => refreshWorkspace(queryClient) });
}

type RateInput = { organizationId: string; submissionId: string; rating: 'thumbsUp' | 'thumbsDown' };

export function rateSubmission({ organizationId, submissionId, rating }: RateInput): Promise<unknown> {
  return call(calls.rateSubmission, { filter: { organizationId }, submissionId, rating });
}

export function useRateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rateSubmission, onSuccess: () => refreshWorkspace(queryClient, ['submissions']) });
}

type ReplyInput = { organizationId: string; ids: string[]; response: string };

export function replySubmission({ organizationId, ids, response }: ReplyInput): Promise<{ ids: string[]; sentCount: number }> {
  return call(calls.replySubmission, { filter: { organizationId, ids }, response });
}

/** A reply adds a message and an activity row: the timeline and the lists refresh. */
export function useReplySubmission() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replySubmission, onSuccess: () => refreshWorkspace(queryClient) });
}

type DraftInput = { organizationId: string; submissionIds: string[]; prompt?: string };

/** An AI draft of a reply to the selected insights, in the organisation's voice. */
export function generateSubmissionResponse(input: DraftInput): Promise<{ text: string }> {
  return call(calls.generateSubmissionResponse, input);
}

export function useGenerateSubmissionResponse() {
  return useMutation({ mutationFn: generateSubmissionResponse });
}

type UnmaskInput = { organizationId: string; submissionId: string };

/** Asks the author to reveal who they are; they decide in MyVoyce. One request per insight, ever. */
export function unmaskSubmissionRequest({ organizationId, submissionId }: UnmaskInput): Promise<{ requestedUnmaskAt: string }> {
  return call(calls.unmaskSubmissionRequest, { filter: { organizationId }, submissionId });
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
