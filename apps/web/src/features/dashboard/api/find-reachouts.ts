import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { dashboardKeys } from './keys';

/** What the card shows of a reach-out (spec 1 §3 'Reachout'). */
export type OpenReachout = { id: string; title: string | null; body: string; createdAt: string; submissionCount?: number };

/**
 * Open reach-outs for the dashboard card. Until the server has reach-outs the call answers
 * 404, which the card shows as its empty state rather than as an error.
 */
export async function findOpenReachouts(organizationId: string): Promise<OpenReachout[]> {
  try {
    const data = await apiPost<{ entities: OpenReachout[] }>('/findReachouts', {
      filter: { organizationId, statuses: ['Open'], mostRecent: 'latest', page: 1, pageSize: 5 },
    });
    return data.entities;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function openReachoutsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: dashboardKeys.openReachouts(organizationId),
    queryFn: () => findOpenReachouts(organizationId),
  });
}
