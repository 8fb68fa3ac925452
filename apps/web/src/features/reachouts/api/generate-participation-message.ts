import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import { useMutation } from '@tanstack/react-query';
import { PARTICIPATION_MESSAGE_TIMEOUT_MS } from '@voyce/contracts/reachout-rules';
import { call } from '../../../lib/api-client';

export type EnhancedMessage = { title: string; message: string };
type Input = { organizationId: string; prompt: string; userObjective: string };

/** Thrown when the AI has not answered within the spec's 15 s (spec 1 §9). */
export class EnhanceTimeoutError extends Error {
  constructor() {
    super('timeout');
    this.name = 'EnhanceTimeoutError';
  }
}

/** AI Enhance (spec 2 §7): a title and a polished message for the leader's draft and objective. */
export async function generateParticipationMessage(input: Input): Promise<EnhancedMessage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PARTICIPATION_MESSAGE_TIMEOUT_MS);
  try {
    return await call(reachoutEndpoints.generateParticipationMessage, input, { signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new EnhanceTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function useGenerateParticipationMessage() {
  return useMutation({ mutationFn: generateParticipationMessage });
}
