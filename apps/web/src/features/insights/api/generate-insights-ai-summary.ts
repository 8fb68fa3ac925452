import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Starts the topic's AI summary; it arrives minutes later in the topic's insightsSummary. */
export function generateInsightsAISummary(input: { topicId: string; organizationId: string }): Promise<{ summaryId: string }> {
  return apiPost<{ summaryId: string }>('/generateInsightsAISummary', input);
}

export function useGenerateInsightsAISummary() {
  return useMutation({ mutationFn: generateInsightsAISummary });
}
