import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReachout } from '@voyce/contracts/reachouts';
import { apiPost } from '../../../lib/api-client';
import { employeeKeys } from './keys';

/** The reach-outs delivered to me, newest first. */
export function findMyReachouts(): Promise<{ entities: MyReachout[] }> {
  return apiPost<{ entities: MyReachout[] }>('/employee/findMyReachouts', {});
}

const newestFirst = (data: { entities: MyReachout[] }) => [...data.entities].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function myReachoutsQueryOptions() {
  return queryOptions({ queryKey: employeeKeys.reachouts(), queryFn: findMyReachouts, select: newestFirst });
}

export function useMyReachouts() {
  return useQuery(myReachoutsQueryOptions());
}
