import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Starts the topic's AI summary; it arrives minutes later in the topic's insightsSummary. */
export function generateInsightsAISummary(input: { topicId: string; organizationId: string }): Promise<{ summaryId: string }> {
  return call(insightEndpoints.generateInsightsAISummary, input);
}

export function useGenerateInsightsAISummary() {
  return useMutation({ mutationFn: generateInsightsAISummary });
}
