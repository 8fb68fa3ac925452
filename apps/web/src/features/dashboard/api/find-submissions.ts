import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PaginationMeta } from '@voyce/contracts/common';
import type { Submission } from '@voyce/contracts/submissions';
import { apiPost } from '../../../lib/api-client';
import { overviewNarrowing, type DashboardFilter } from './fetch-dashboard-summary';
import { dashboardKeys } from './keys';

export type SubmissionPage = { entities: Submission[]; count: number; meta: { pagination: PaginationMeta } };

export function findSubmissions(input: { filter: Record<string, unknown>; page: number; pageSize: number }): Promise<SubmissionPage> {
  return apiPost<SubmissionPage>('/findSubmissions', input);
}

/** The overview's All Insights tab, narrowed by every dashboard filter. */
export function allInsightsQueryOptions(organizationId: string, f: DashboardFilter, page: number) {
  return queryOptions({
    queryKey: dashboardKeys.allInsights(organizationId, f, page),
    queryFn: () =>
      findSubmissions({
        filter: {
          organizationId,
          processing: false,
          stage: ['processed', 'closed'],
          status: f.status,
          timespan: f.timespan,
          ...overviewNarrowing(f),
        },
        page,
        pageSize: 10,
      }),
    placeholderData: keepPreviousData,
  });
}
