import { workspaceKeys } from '../../../lib/workspace-keys';
import type { ChartFilter } from './fetch-submissions-chart-data';
import type { ExplorerFilter } from './find-submission-groups';

/** Query keys of the explorer and topic pages, under the shared topic and insight roots. */
export const insightsKeys = {
  topicList: (organizationId: string, filter: ExplorerFilter, page: number) =>
    [...workspaceKeys.topics, 'explorer', organizationId, filter, page] as const,
  topic: (organizationId: string, topicId: string) => [...workspaceKeys.topics, 'detail', organizationId, topicId] as const,
  chart: (organizationId: string, filter: ChartFilter) => [...workspaceKeys.topics, 'chart', organizationId, filter] as const,
  topicInsights: (organizationId: string, topicId: string, page: number) =>
    [...workspaceKeys.submissions, 'topic-preview', organizationId, topicId, page] as const,
};
