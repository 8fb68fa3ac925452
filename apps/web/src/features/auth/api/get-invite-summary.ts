import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteSummary } from '@voyce/contracts/auth';
import { call } from '../../../lib/api-client';
import { authKeys } from './keys';

export function getInviteSummary(inviteId: string): Promise<InviteSummary> {
  return call(authEndpoints.getInviteSummary, { inviteId });
}

export function inviteSummaryQueryOptions(inviteId: string) {
  return queryOptions({
    queryKey: authKeys.inviteSummary(inviteId),
    queryFn: () => getInviteSummary(inviteId),
    // The registration state moves on with every step; never show a cached one.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useInviteSummary(inviteId: string | undefined) {
  return useQuery({ ...inviteSummaryQueryOptions(inviteId ?? ''), enabled: Boolean(inviteId) });
}
