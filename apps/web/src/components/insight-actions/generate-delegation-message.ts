import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

type Input = { organizationId: string; prompt: string; submissionId: string };

/** An AI draft of the delegation note for an insight. */
export function generateDelegationMessage(input: Input): Promise<{ text: string }> {
  return call(insightEndpoints.generateDelegationMessage, input);
}

export function useGenerateDelegationMessage() {
  return useMutation({ mutationFn: generateDelegationMessage });
}
