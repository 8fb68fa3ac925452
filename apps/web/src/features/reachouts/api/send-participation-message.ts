import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reachout, SendAs } from '@voyce/contracts/reachouts';
import { call } from '../../../lib/api-client';
import { workspaceKeys } from '../../../lib/workspace-keys';

type Input = { organizationId: string; message: string; title: string; departmentIds: string[]; objective: string; sendAs: SendAs };
export type SentReachout = { reachout: Reachout; deliveredCount: number };

/** Creates the reach-out and delivers it to the audience (spec 2 §7 /sendParticipationMessage). */
export function sendParticipationMessage(input: Input): Promise<SentReachout> {
  return call(reachoutEndpoints.sendParticipationMessage, input);
}

/** A new reach-out appears in the history and on the dashboard's Open Reach Outs card. */
export function useSendParticipationMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendParticipationMessage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.reachouts }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.dashboard }),
      ]),
  });
}
