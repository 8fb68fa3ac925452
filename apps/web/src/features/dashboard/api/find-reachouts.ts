import { queryOptions } from '@tanstack/react-query';
import type { Reachout } from '@voyce/contracts/reachouts';
import { findReachouts } from '../../../api/reachouts';
import { dashboardKeys } from './keys';

/** The newest open reach-outs, for the dashboard's Open Reach Outs card (spec 1 §2). */
export async function findOpenReachouts(organizationId: string): Promise<Reachout[]> {
  const data = await findReachouts({ organizationId, statuses: ['Open'], order: 'latest', page: 1, pageSize: 5 });
  return data.entities;
}

export function openReachoutsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: dashboardKeys.openReachouts(organizationId),
    queryFn: () => findOpenReachouts(organizationId),
  });
}
