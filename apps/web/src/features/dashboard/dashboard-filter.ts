import { dashboardInsightFilter, dashboardTopicInsights } from '@voyce/contracts/dashboard-insight-filter';
import { reachoutRule } from '../../lib/reachout-answers';
import type { DashboardSummaryRequest } from '../../api/insights-dashboard';
import type { FindSubmissionsInput } from '../../api/insights';
import type { FindSubmissionGroupsInput } from '../../api/insights-topics';

/**
 * Spec 1 §3 'Dashboard filters', as they sit in the URL ('all' and '' mean no filter), and ours:
 * `reachouts` 'include' counts reach-out answers, '' leaves them out as the explorer does.
 */
export type DashboardFilter = {
  severityName: string;
  topic: string;
  status: string;
  departments: string;
  timespan: string;
  reachouts: string;
};

/** The summary's request for the dashboard's filters. */
export function summaryRequest(organizationId: string, f: DashboardFilter): DashboardSummaryRequest {
  return {
    filter: {
      organizationId,
      status: f.status as 'open' | 'closed' | 'all',
      timespan: f.timespan,
      ...(f.severityName !== 'all' ? { severityName: f.severityName as 'Low' | 'Medium' | 'High' | 'Critical' } : {}),
      ...(f.topic.trim() ? { topic: f.topic.trim() } : {}),
      ...(f.departments ? { departments: f.departments.split(',') } : {}),
      ...reachoutRule(f),
    },
  };
}

const SEVERITY = { Low: 1, Medium: 2, High: 3, Critical: 4 } as const;

/** The priority filter, as the overview lists' calls take it. */
function overviewNarrowing(f: DashboardFilter): { severity?: number[] } {
  return f.severityName in SEVERITY ? { severity: [SEVERITY[f.severityName as keyof typeof SEVERITY]] } : {};
}

const PROCESSED: { processing: boolean; stage: ('processed' | 'closed')[] } = { processing: false, stage: ['processed', 'closed'] };

/** Hot topics are of medium priority or above (spec 1 §7). */
const HOT_FLOOR = 2;

/**
 * A topic page of the dashboard: topics of its own status and priority holding insights the
 * dashboard's filters select, each counting those (like every other card, not the
 * topic's all-time count, and not topics merely once filed under a chosen department).
 */
function topicsRequest(
  organizationId: string,
  f: DashboardFilter,
  own: { status: 'open' | 'closed' | 'all'; severity?: number | number[] },
  page: number,
  pageSize: number,
): FindSubmissionGroupsInput {
  return {
    filter: {
      organizationId,
      ...PROCESSED,
      status: own.status,
      ...(own.severity !== undefined ? { severity: own.severity } : {}),
      insights: dashboardTopicInsights(summaryRequest(organizationId, f).filter),
    },
    page,
    pageSize,
  };
}

/**
 * The Hot Topics card (spec 1 §2): open topics of medium priority or above, the first
 * HOT_TOPICS_LIMIT, narrowed by the dashboard's other filters like every card. A priority filter
 * below medium leaves it empty; the status filter does not apply (the card lists open topics).
 */
export function hotTopicsRequest(organizationId: string, f: DashboardFilter, limit: number): FindSubmissionGroupsInput {
  const { severity } = overviewNarrowing(f);
  return topicsRequest(
    organizationId,
    f,
    { status: 'open', severity: severity ? severity.filter((s) => s >= HOT_FLOOR) : HOT_FLOOR },
    1,
    limit,
  );
}

/** The overview's All Topics tab, narrowed by every dashboard filter. */
export function allTopicsRequest(organizationId: string, f: DashboardFilter, page: number): FindSubmissionGroupsInput {
  const { severity } = overviewNarrowing(f);
  return topicsRequest(organizationId, f, { status: f.status as 'open' | 'closed' | 'all', ...(severity ? { severity } : {}) }, page, 10);
}

/**
 * The overview's All Insights tab: the insights every dashboard figure counts (one definition,
 * contracts/dashboard-figures.ts), so its total is the volume tile's.
 */
export function allInsightsRequest(organizationId: string, f: DashboardFilter, page: number): FindSubmissionsInput {
  return { filter: { ...dashboardInsightFilter(summaryRequest(organizationId, f).filter), ...PROCESSED }, page, pageSize: 10 };
}

/**
 * A heatmap cell's insights: the All Insights tab's, of that department and theme(s)
 * ("Other" is several). The cell counts exactly these (the server's heatmap and this filter name
 * a theme alike), so the list's total is the cell's number.
 */
export function cellInsightsRequest(
  organizationId: string,
  f: DashboardFilter,
  cell: { departmentId: string; themes: string[] },
  page: number,
): FindSubmissionsInput {
  const all = allInsightsRequest(organizationId, f, page);
  return { ...all, filter: { ...all.filter, departmentIds: [cell.departmentId], themes: cell.themes } };
}
