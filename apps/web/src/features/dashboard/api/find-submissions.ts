import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findSubmissions } from '../../../api/submissions';
import { overviewNarrowing, type DashboardFilter } from './fetch-dashboard-summary';
import { dashboardKeys } from './keys';

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
          status: f.status as 'open' | 'closed' | 'all',
          timespan: f.timespan,
          ...overviewNarrowing(f),
        },
        page,
        pageSize: 10,
      }),
    placeholderData: keepPreviousData,
  });
}
