import { workspaceKeys } from '../../../lib/workspace-keys';
import type { DashboardFilter } from './fetch-dashboard-summary';

/** Query keys of the dashboard, under the shared roots so changes elsewhere refresh it. */
export const dashboardKeys = {
  summary: (organizationId: string, filter: DashboardFilter) => [...workspaceKeys.dashboard, 'summary', organizationId, filter] as const,
  hotTopics: (organizationId: string) => [...workspaceKeys.topics, 'dashboard-hot', organizationId] as const,
  pinnedTopics: (organizationId: string) => [...workspaceKeys.topics, 'dashboard-pinned', organizationId] as const,
  allTopics: (organizationId: string, filter: DashboardFilter, page: number) =>
    [...workspaceKeys.topics, 'dashboard-all', organizationId, filter, page] as const,
  allInsights: (organizationId: string, filter: DashboardFilter, page: number) =>
    [...workspaceKeys.submissions, 'dashboard-all', organizationId, filter, page] as const,
  openReachouts: (organizationId: string) => [...workspaceKeys.dashboard, 'open-reachouts', organizationId] as const,
};
