import { insightEndpoints as calls } from '@voyce/contracts/endpoints/insights';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipientOption } from '@voyce/contracts/workspace';
import { call } from '../lib/api-client';
import { refreshWorkspace } from '../lib/workspace-keys';

/**
 * Delegating insights and sharing topics or reach-outs (the contracts' insights area): the
 * directory search behind the recipient picker, the delegation note's AI draft and the sends.
 * The leadership team and the members offered are in organization-leadership.ts and
 * organization-members.ts.
 */
export const delegationKeys = {
  emails: (organizationId: string, search: string) => ['submissions-directory', 'emails', organizationId, search] as const,
};

export function findDelegateEmails(organizationId: string, search: string): Promise<{ entities: RecipientOption[] }> {
  return call(calls.findDelegateEmails, { filter: { organizationId, search } });
}

/** The directory search behind the recipient picker; the caller debounces `search` (1500 ms). */
export function delegateEmailsQueryOptions(organizationId: string, search: string) {
  return queryOptions({
    queryKey: delegationKeys.emails(organizationId, search),
    queryFn: () => findDelegateEmails(organizationId, search),
    select: (d) => d.entities,
    enabled: Boolean(organizationId && search),
  });
}

/** An AI draft of the delegation note for an insight. */
export function generateDelegationMessage(input: {
  organizationId: string;
  prompt: string;
  submissionId: string;
}): Promise<{ text: string }> {
  return call(calls.generateDelegationMessage, input);
}

export function useGenerateDelegationMessage() {
  return useMutation({ mutationFn: generateDelegationMessage });
}

type DelegateInput = {
  organizationId: string;
  ids: string[];
  response: string;
  emails: string[];
  leadershipTeamMemberIds: string[];
};

/** Delegation: the recipients get the insight text and the note by e-mail, never the author. */
export function sendSubmissionToLeadershipTeamMember({ organizationId, ids, ...rest }: DelegateInput): Promise<unknown> {
  return call(calls.sendSubmissionToLeadershipTeamMember, { filter: { organizationId, ids }, ...rest });
}

/** delegatedAt is set on success: the rows' delegate icon changes once the lists refetch. */
export function useSendSubmissionToLeadershipTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendSubmissionToLeadershipTeamMember, onSuccess: () => refreshWorkspace(queryClient) });
}

export type ShareResult = { sentCount: number; failedEmails: string[] };
export type ShareType = 'topic' | 'reachout';
type ShareInput = { type: ShareType; id: string; organizationId: string; emails: string[] };

export function shareDetails(input: ShareInput): Promise<ShareResult> {
  return call(calls.shareDetails, input);
}

export function useShareDetails() {
  return useMutation({ mutationFn: shareDetails });
}
