import { insightEndpoints as calls } from '@voyce/contracts/endpoints/insights';
import type { EndpointInput } from '@voyce/contracts/endpoint';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { refreshWorkspace, workspaceKeys } from '../lib/workspace-keys';

/**
 * Leaders' corrections of the AI's topics: rename, merge, move an insight, and the
 * topics that look alike. Each correction changes topics and insights on every screen: the
 * workspace's lists (and the look-alikes, kept under the topics' key) refresh.
 */
export type RenameTopicInput = EndpointInput<typeof calls.renameTopic>;
export type MergeTopicsInput = EndpointInput<typeof calls.mergeTopics>;
export type MoveSubmissionInput = EndpointInput<typeof calls.moveSubmission>;

export const topicCorrectionKeys = {
  similar: (organizationId: string, topicId: string) => [...workspaceKeys.topics, 'similar', organizationId, topicId] as const,
  pairs: (organizationId: string) => [...workspaceKeys.topics, 'similarPairs', organizationId] as const,
};

export const renameTopic = (input: RenameTopicInput) => call(calls.renameTopic, input);
export const mergeTopics = (input: MergeTopicsInput) => call(calls.mergeTopics, input);
export const moveSubmission = (input: MoveSubmissionInput) => call(calls.moveSubmission, input);

function useWorkspaceMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshWorkspace(queryClient) });
}

export const useRenameTopic = () => useWorkspaceMutation(renameTopic);
export const useMergeTopics = () => useWorkspaceMutation(mergeTopics);
export const useMoveSubmission = () => useWorkspaceMutation(moveSubmission);

/** The open topics most like this one (top 5), best first. */
export function similarTopicsQueryOptions(organizationId: string, topicId: string) {
  return queryOptions({
    queryKey: topicCorrectionKeys.similar(organizationId, topicId),
    queryFn: () => call(calls.findSimilarTopics, { organizationId, topicId }),
    select: (data) => data.entities,
  });
}

/** The organisation's most alike pairs of open topics, for the explorer. */
export function similarPairsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: topicCorrectionKeys.pairs(organizationId),
    queryFn: () => call(calls.findSimilarTopicPairs, { organizationId }),
    select: (data) => data.entities,
  });
}
