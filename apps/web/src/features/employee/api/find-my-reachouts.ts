import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReachout } from '@voyce/contracts/reachouts';
import { call } from '../../../lib/api-client';
import { employeeKeys } from './keys';

/** My reach-outs and the organisation's k (the rule MyVoyce tells the employee). */
export type MyReachouts = { entities: MyReachout[]; minGroupSize: number };

/** The reach-outs delivered to me, newest first, and the organisation's minimum group size. */
export function findMyReachouts(): Promise<MyReachouts> {
  return call(reachoutEndpoints.findMyReachouts, {});
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
