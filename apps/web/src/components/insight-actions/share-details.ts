import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';

export type ShareResult = { sentCount: number; failedEmails: string[] };
export type ShareType = 'topic' | 'reachout';
type ShareInput = { type: ShareType; id: string; organizationId: string; emails: string[] };

export function shareDetails(input: ShareInput): Promise<ShareResult> {
  return apiPost<ShareResult>('/shareDetails', input);
}

export function useShareDetails() {
  return useMutation({ mutationFn: shareDetails });
}
