import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

export type ShareResult = { sentCount: number; failedEmails: string[] };
export type ShareType = 'topic' | 'reachout';
type ShareInput = { type: ShareType; id: string; organizationId: string; emails: string[] };

export function shareDetails(input: ShareInput): Promise<ShareResult> {
  return call(insightEndpoints.shareDetails, input);
}

export function useShareDetails() {
  return useMutation({ mutationFn: shareDetails });
}
