import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findSubmissionGroups } from '../../../api/submissions';
import { overviewNarrowing, type DashboardFilter } from './fetch-dashboard-summary';
import { dashboardKeys } from './keys';

/** Spec 1 §7: hot topics are open, severity 2 or above, the first 20. */
export const HOT_TOPICS_LIMIT = 20;
const PROCESSED: { processing: boolean; stage: ('processed' | 'closed')[] } = { processing: false, stage: ['processed', 'closed'] };

export function hotTopicsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: dashboardKeys.hotTopics(organizationId),
    queryFn: () =>
      findSubmissionGroups({ filter: { organizationId, ...PROCESSED, status: 'open', severity: 2 }, page: 1, pageSize: HOT_TOPICS_LIMIT }),
    select: (d) => d.entities,
  });
}

export function pinnedTopicsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: dashboardKeys.pinnedTopics(organizationId),
    queryFn: () => findSubmissionGroups({ filter: { organizationId, ...PROCESSED, status: 'all', pinned: true }, page: 1, pageSize: 20 }),
    select: (d) => [...d.entities].sort((a, b) => (b.topicPinnedAt ?? '').localeCompare(a.topicPinnedAt ?? '')),
  });
}

/** The overview's All Topics tab, narrowed by every dashboard filter. */
export function allTopicsQueryOptions(organizationId: string, f: DashboardFilter, page: number) {
  const { severity, topic, departmentIds } = overviewNarrowing(f);
  return queryOptions({
    queryKey: dashboardKeys.allTopics(organizationId, f, page),
    queryFn: () =>
      findSubmissionGroups({
        filter: {
          organizationId,
          ...PROCESSED,
          status: f.status as 'open' | 'closed' | 'all',
          timespan: f.timespan,
          ...(severity ? { severity } : {}),
          ...(topic ? { topic } : {}),
          ...(departmentIds ? { departmentIds } : {}),
        },
        page,
        pageSize: 10,
      }),
    placeholderData: keepPreviousData,
  });
}
