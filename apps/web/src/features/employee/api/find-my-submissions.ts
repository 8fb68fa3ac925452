import { employeeEndpoints } from '@voyce/contracts/endpoints/employee';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySubmission } from '@voyce/contracts/employee';
import { call } from '../../../lib/api-client';
import { isReceived } from '../insight-status';
import { employeeKeys } from './keys';

/** How often the list asks again while an insight is still on its way through the pipeline. */
export const RECEIVED_POLL_MS = 3000;

export function findMySubmissions(): Promise<{ entities: MySubmission[] }> {
  return call(employeeEndpoints.findMySubmissions, {});
}

// Newest first, whatever order the server chose. Module-level so the result stays memoised.
const newestFirst = (data: { entities: MySubmission[] }) => [...data.entities].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function mySubmissionsQueryOptions() {
  return queryOptions({
    queryKey: employeeKeys.submissions(),
    queryFn: findMySubmissions,
    select: newestFirst,
    // 'Received' turns into 'Open' within seconds; poll only while something is received.
    refetchInterval: (query) => (query.state.data?.entities.some(isReceived) ? RECEIVED_POLL_MS : false),
  });
}

export function useMySubmissions() {
  return useQuery(mySubmissionsQueryOptions());
}
