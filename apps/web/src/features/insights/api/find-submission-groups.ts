import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findSubmissionGroups, type FindSubmissionGroupsInput } from '../../../api/submissions';
import { insightsKeys } from './keys';

/** The explorer's list filters (spec 1 §9), as they sit in the URL. */
export type ExplorerFilter = {
  order: string;
  pinned: string;
  status: string;
  timespan: string;
  startDate: string;
  endDate: string;
  department: string;
};

export const EXPLORER_PAGE_SIZE = 10;

/** The explorer's request: processed topics outside reach-outs, by department classification. */
export function explorerRequest(organizationId: string, f: ExplorerFilter, page: number): FindSubmissionGroupsInput {
  const custom = f.timespan === 'custom_range';
  return {
    filter: {
      organizationId,
      processing: false,
      stage: ['processed', 'closed'],
      status: f.status as 'open' | 'closed' | 'all',
      timespan: f.timespan,
      ...(custom && f.startDate ? { startDate: f.startDate } : {}),
      ...(custom && f.endDate ? { endDate: f.endDate } : {}),
      groupType: 'departmentTopic',
      noReachout: true,
      mostRecent: f.order,
      ...(f.pinned !== 'all' ? { pinned: f.pinned === 'pinned' } : {}),
      // The chart's bars are departments: a bar click filters by that department.
      ...(f.department ? { departmentId: f.department } : {}),
    },
    page,
    pageSize: EXPLORER_PAGE_SIZE,
  };
}

export function explorerTopicsQueryOptions(organizationId: string, filter: ExplorerFilter, page: number) {
  return queryOptions({
    queryKey: insightsKeys.topicList(organizationId, filter, page),
    queryFn: () => findSubmissionGroups(explorerRequest(organizationId, filter, page)),
    // The old page stays on screen while the next one loads: no jump on every filter change.
    placeholderData: keepPreviousData,
  });
}

/** One topic, whatever its status, for its own page. */
export function topicQueryOptions(organizationId: string, topicId: string) {
  return queryOptions({
    queryKey: insightsKeys.topic(organizationId, topicId),
    queryFn: async () => {
      const page = await findSubmissionGroups({ filter: { organizationId, topicId, status: 'all' }, page: 1, pageSize: 1 });
      return page.entities[0] ?? null;
    },
  });
}
