import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshWorkspace, workspaceKeys } from '../../../lib/workspace-keys';

type PinInput = { topicId: string; pinned: boolean; organizationId: string };

export function pinTopic(input: PinInput): Promise<{ pinnedAt: string | null }> {
  return call(insightEndpoints.pinTopic, input);
}

type WithTopic = { id?: string; topicId?: string | null; topicPinnedAt?: string | null };

/** Writes the new pinned time into every cached topic and insight of that topic. */
function patchPinnedAt(queryClient: QueryClient, topicId: string, pinnedAt: string | null) {
  const patch = <T extends WithTopic>(e: T): T => (e.topicId === topicId ? { ...e, topicPinnedAt: pinnedAt } : e);
  const update = (data: unknown): unknown => {
    if (!data || typeof data !== 'object') return data;
    if ('topicId' in data) return patch(data as WithTopic);
    const entities = (data as { entities?: unknown }).entities;
    if (Array.isArray(entities))
      return { ...data, entities: entities.map((e) => (e && typeof e === 'object' ? patch(e as WithTopic) : e)) };
    return data;
  };
  queryClient.setQueriesData({ queryKey: workspaceKeys.topics }, update);
  queryClient.setQueriesData({ queryKey: workspaceKeys.submissions }, update);
}

/** Spec 1 §4: pinning toggles; the pinned time updates everywhere (every list refetches too). */
export function usePinTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinTopic,
    onSuccess: ({ pinnedAt }, { topicId }) => {
      patchPinnedAt(queryClient, topicId, pinnedAt);
      void refreshWorkspace(queryClient);
    },
  });
}
