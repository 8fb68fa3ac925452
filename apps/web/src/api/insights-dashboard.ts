import { insightEndpoints as calls } from '@voyce/contracts/endpoints/insights';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardTrends, TopicSparklines } from '@voyce/contracts/dashboard-figures';
import type { DashboardSummary, zDashboardRequest } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import { call } from '../lib/api-client';
import { workspaceKeys } from '../lib/workspace-keys';
import { topicsQueryOptions, type FindSubmissionGroupsInput } from './insights-topics';

/**
 * The dashboard's figures and topic cards (the contracts' insights area). Its All Topics and All
 * Insights tabs are the plain topic and insight pages; its Open Reach Outs card is in reachouts.ts.
 */
export type DashboardSummaryRequest = z.input<typeof zDashboardRequest>;

export const dashboardKeys = {
  summary: (request: DashboardSummaryRequest) => [...workspaceKeys.dashboard, 'summary', request] as const,
  trends: (request: DashboardSummaryRequest) => [...workspaceKeys.dashboard, 'trends', request] as const,
  sparklines: (organizationId: string, topicIds: string[]) => [...workspaceKeys.dashboard, 'sparklines', organizationId, topicIds] as const,
};

export function fetchDashboardSummary(input: DashboardSummaryRequest): Promise<DashboardSummary> {
  return call(calls.fetchDashboardSummary, input);
}

/** Priority counts, volume (last 30 vs the 30 before), recent activity and the two views. */
export function dashboardSummaryQueryOptions(request: DashboardSummaryRequest) {
  return queryOptions({
    queryKey: dashboardKeys.summary(request),
    queryFn: () => fetchDashboardSummary(request),
    placeholderData: keepPreviousData,
  });
}

export function fetchDashboardTrends(input: DashboardSummaryRequest): Promise<DashboardTrends> {
  return call(calls.fetchDashboardTrends, input);
}

/** The same insights as the summary, over time against the period before, and by department and theme. */
export function dashboardTrendsQueryOptions(request: DashboardSummaryRequest) {
  return queryOptions({
    queryKey: dashboardKeys.trends(request),
    queryFn: () => fetchDashboardTrends(request),
    placeholderData: keepPreviousData,
  });
}

export function fetchTopicSparklines(organizationId: string, topicIds: string[]): Promise<TopicSparklines> {
  return call(calls.fetchTopicSparklines, { organizationId, topicIds });
}

/** Each listed topic's insights per week (the Hot Topics sparklines), by topic id. */
/**
 * One function for every call: react-query reuses a select's result only while the function is the
 * same, and a new Map on each render made the hot topics list render its data again each time.
 */
const sparklinesByTopic = (rows: { topicId: string; weeks: number[] }[]) => new Map(rows.map((r) => [r.topicId, r.weeks]));

export function topicSparklinesQueryOptions(organizationId: string, topicIds: string[]) {
  return queryOptions({
    queryKey: dashboardKeys.sparklines(organizationId, topicIds),
    queryFn: () => fetchTopicSparklines(organizationId, topicIds),
    enabled: topicIds.length > 0,
    select: sparklinesByTopic,
  });
}

/** Spec 1 §7: hot topics are open, severity 2 or above, the first 20. */
export const HOT_TOPICS_LIMIT = 20;
const PROCESSED: Pick<FindSubmissionGroupsInput['filter'], 'processing' | 'stage'> = { processing: false, stage: ['processed', 'closed'] };

/** The Hot Topics card's page (its request is built from the dashboard's filters: hotTopicsRequest). */
export function hotTopicsQueryOptions(request: FindSubmissionGroupsInput) {
  return queryOptions({
    ...topicsQueryOptions(request),
    placeholderData: keepPreviousData,
    select: (d) => d.entities,
  });
}

export function pinnedTopicsQueryOptions(organizationId: string) {
  return queryOptions({
    ...topicsQueryOptions({ filter: { organizationId, ...PROCESSED, status: 'all', pinned: true }, page: 1, pageSize: 20 }),
    // Newest pin first. ISO times in one format order as text: no localeCompare, whose collator
    // (ICU's, 15-20 ms to create in Chromium) would be the dashboard's only use of one.
    select: (d) =>
      [...d.entities].sort((a, b) => {
        const [x, y] = [a.topicPinnedAt ?? '', b.topicPinnedAt ?? ''];
        return x < y ? 1 : x > y ? -1 : 0;
      }),
  });
}
