import type { z } from './zod.ts';
import type { zFindSubmissionsFilter, zTopicInsights } from './insights.ts';
import type { zDashboardRequest } from './workspace.ts';

// Without zod at run time (its imports are types): the dashboard's first render reads its
// filters with these, and importing anything from dashboard-figures.ts brings its schemas into
// the web's first download of /dashboard. dashboard-figures.ts re-exports them.

/**
 * One definition of what My Dashboard counts. Every figure on it (the priority
 * tiles, the volume, the theme and department views, the trend and the heatmap) counts the
 * insights its filters select, and those are exactly the rows of the overview's All Insights
 * tab: the dashboard's filters read as a /findSubmissions filter. The dashboard's topic lists (Hot
 * Topics, All Topics) list the topics holding those insights, each counting the ones it holds
 * (dashboardTopicInsights); the explorer lists topics with all their insights.
 *
 * Reach-out answers count by one rule on every page: the filters' noReachout, which
 * the dashboard and the explorer both set from their "Include reach-out answers" switch.
 */
export type DashboardFilterInput = z.input<typeof zDashboardRequest>['filter'];
type InsightFilter = z.input<typeof zFindSubmissionsFilter>;

const RANK = { Low: 1, Medium: 2, High: 3, Critical: 4 } as const;

/** The insights a dashboard filter selects, as /findSubmissions reads them. */
export function dashboardInsightFilter(f: DashboardFilterInput): InsightFilter {
  const topic = f.topic?.trim();
  return {
    organizationId: f.organizationId,
    status: f.status ?? 'open',
    timespan: f.timespan ?? 'last_30_days',
    ...(f.severityName ? { severity: [RANK[f.severityName]] } : {}),
    ...(topic ? { topic } : {}),
    ...(f.departments?.length ? { departmentIds: f.departments } : {}),
    ...(f.noReachout ? { noReachout: true } : {}),
  };
}

/** The same insights as a topic list's `insights` filter: what a dashboard topic card counts. */
export function dashboardTopicInsights(f: DashboardFilterInput): z.input<typeof zTopicInsights> {
  const { organizationId: _organizationId, ...insights } = dashboardInsightFilter(f);
  return insights as z.input<typeof zTopicInsights>;
}
