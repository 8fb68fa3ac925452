import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { refreshWorkspace } from '../../lib/workspace-keys';

type DelegateInput = {
  organizationId: string;
  ids: string[];
  response: string;
  emails: string[];
  leadershipTeamMemberIds: string[];
};

/** Delegation: the recipients get the insight text and the note by e-mail, never the author. */
export function sendSubmissionToLeadershipTeamMember({ organizationId, ids, ...rest }: DelegateInput): Promise<unknown> {
  return call(insightEndpoints.sendSubmissionToLeadershipTeamMember, { filter: { organizationId, ids }, ...rest });
}

/** delegatedAt is set on success: the rows' delegate icon changes once the lists refetch. */
export function useSendSubmissionToLeadershipTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendSubmissionToLeadershipTeamMember, onSuccess: () => refreshWorkspace(queryClient) });
}
