import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

type DraftInput = { organizationId: string; submissionIds: string[]; prompt?: string };

/** An AI draft of a reply to the selected insights, in the organisation's voice. */
export function generateSubmissionResponse(input: DraftInput): Promise<{ text: string }> {
  return apiPost<{ text: string }>('/generateSubmissionResponse', input);
}

export function useGenerateSubmissionResponse() {
  return useMutation({ mutationFn: generateSubmissionResponse });
}
