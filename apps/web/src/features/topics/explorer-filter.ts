import type { ChartRequest, FindSubmissionGroupsInput } from '../../api/insights-topics';
import { reachoutRule } from '../../lib/reachout-answers';

/** The explorer's list filters (spec 1 §9), as they sit in the URL. */
export type ExplorerFilter = {
  order: string;
  pinned: string;
  status: string;
  timespan: string;
  startDate: string;
  endDate: string;
  department: string;
  /** Ours: 'include' counts reach-out answers; '' leaves them out (spec 1 §7's noReachout). */
  reachouts: string;
};

/** The explorer as first opened: open topics of the last 30 days, latest first, reach-out answers left out. */
export const EXPLORER_FILTER_DEFAULTS: ExplorerFilter = {
  order: 'latest',
  pinned: 'all',
  status: 'open',
  timespan: 'last_30_days',
  startDate: '',
  endDate: '',
  department: '',
  reachouts: '',
};

export const EXPLORER_PAGE_SIZE = 10;

/** The explorer's request: processed topics (outside reach-outs unless included), by department classification. */
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
      ...reachoutRule(f),
      mostRecent: f.order,
      ...(f.pinned !== 'all' ? { pinned: f.pinned === 'pinned' } : {}),
      // The chart's bars are department classifications (spec 1 §2; the list's Department column
      // shows them too): a bar click filters by that classification.
      ...(f.department ? { departmentClassificationId: f.department } : {}),
    },
    page,
    pageSize: EXPLORER_PAGE_SIZE,
  };
}

export type ChartFilter = { status: string; timespan: string; startDate: string; endDate: string; reachouts: string };

/** The list's period and status, so the chart and the list always count the same topics. */
export function chartRequest(organizationId: string, f: ChartFilter): ChartRequest {
  const filter = {
    organizationId,
    groupType: 'departmentTopic' as const,
    ...reachoutRule(f),
    status: f.status as 'open' | 'closed' | 'all',
  };
  if (f.timespan !== 'custom_range') return { filter: { ...filter, timespan: f.timespan } };
  // Spec 1 §7: a custom period is sent as mostRecent 'Custom Range' with its dates.
  return {
    filter: {
      ...filter,
      mostRecent: 'Custom Range',
      ...(f.startDate ? { startDate: f.startDate } : {}),
      ...(f.endDate ? { endDate: f.endDate } : {}),
    },
  };
}
