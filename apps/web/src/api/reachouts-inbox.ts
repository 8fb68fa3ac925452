import { reachoutEndpoints as calls } from '@voyce/contracts/endpoints/reachouts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReachout } from '@voyce/contracts/reachouts';
import { call } from '../lib/api-client';
import { employeeKeys, type SubmittedInsight } from './employee';

/**
 * The employee's side of reach-outs (MyVoyce's inbox and answers), of the contracts' reachouts
 * area. Apart from reachouts.ts, which is the leaders' workspace and loads with it; these are
 * cached under the employee's keys, with the insights an answer joins.
 */

/** My reach-outs and the organisation's k (the rule MyVoyce tells the employee). */
export type MyReachouts = { entities: MyReachout[]; minGroupSize: number };

/** The reach-outs delivered to me, newest first, and the organisation's minimum group size. */
export function findMyReachouts(): Promise<MyReachouts> {
  return call(calls.findMyReachouts, {});
}

const newestFirst = (data: MyReachouts) => [...data.entities].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function myReachoutsQueryOptions() {
  return queryOptions({ queryKey: employeeKeys.reachouts(), queryFn: findMyReachouts, select: newestFirst });
}

export function useMyReachouts() {
  return useQuery(myReachoutsQueryOptions());
}

/** k, from the same answer as the inbox (one call); undefined until it has come. */
export function useMyMinGroupSize(): number | undefined {
  return useQuery({ ...myReachoutsQueryOptions(), select: (data: MyReachouts) => data.minGroupSize }).data;
}

/** Answers a reach-out anonymously: the answer is an insight of mine, tied to the reach-out. */
export function respondToReachout(input: { reachoutId: string; body: string }): Promise<SubmittedInsight> {
  return call(calls.respondToReachout, input);
}

/** The inbox (now 'Answered') and my insights (the answer joins them) both change. */
export function useRespondToReachout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToReachout,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.reachouts() }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.submissions() }),
      ]),
  });
}
