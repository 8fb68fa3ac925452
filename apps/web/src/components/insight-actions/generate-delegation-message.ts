import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';

type Input = { organizationId: string; prompt: string; submissionId: string };

/** An AI draft of the delegation note for an insight. */
export function generateDelegationMessage(input: Input): Promise<{ text: string }> {
  return apiPost<{ text: string }>('/generateDelegationMessage', input);
}

export function useGenerateDelegationMessage() {
  return useMutation({ mutationFn: generateDelegationMessage });
}
