import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

type DraftInput = { organizationId: string; submissionIds: string[]; prompt?: string };

/** An AI draft of a reply to the selected insights, in the organisation's voice. */
export function generateSubmissionResponse(input: DraftInput): Promise<{ text: string }> {
  return call(insightEndpoints.generateSubmissionResponse, input);
}

export function useGenerateSubmissionResponse() {
  return useMutation({ mutationFn: generateSubmissionResponse });
}
