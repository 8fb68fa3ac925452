import { insightEndpoints as calls } from '@voyce/contracts/endpoints/insights';
import type { EndpointInput } from '@voyce/contracts/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SubmissionGroupPage } from '@voyce/contracts/insights';
import type { ChartRow, SignedUrl, zFetchChartDataRequest } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import { call } from '../lib/api-client';
import { refreshWorkspace, workspaceKeys } from '../lib/workspace-keys';

/**
 * Topics (the contracts' insights area): the lists of them (dashboard, explorer), a topic's
 * page, the explorer's chart, pinning, a topic's CSV and its AI summary.
 */
export type TopicPage = SubmissionGroupPage;
export type FindSubmissionGroupsInput = EndpointInput<typeof calls.findSubmissionGroups>;
export type ChartRequest = z.input<typeof zFetchChartDataRequest>;

export const topicKeys = {
  /** One page of topics, by its request: the dashboard's cards and tab, the explorer, a topic's page. */
  page: (input: FindSubmissionGroupsInput) => [...workspaceKeys.topics, 'page', input] as const,
  chart: (request: ChartRequest) => [...workspaceKeys.topics, 'chart', request] as const,
};

export async function findSubmissionGroups(input: FindSubmissionGroupsInput): Promise<TopicPage> {
  const answer = await call(calls.findSubmissionGroups, { ...input, format: undefined });
  if (!('entities' in answer)) throw new Error('/findSubmissionGroups answered a file link to a page request');
  return answer;
}

/** The same filters with `format: 'csv'`: answered with a short-lived signed link to the file. */
export async function exportSubmissionGroups(input: FindSubmissionGroupsInput): Promise<SignedUrl> {
  const answer = await call(calls.findSubmissionGroups, { ...input, page: undefined, pageSize: undefined, format: 'csv' });
  if (!('url' in answer)) throw new Error('/findSubmissionGroups answered a page to a CSV request');
  return answer;
}

/** A page of topics for a request (no placeholder: the dashboard's cards). */
export function topicsQueryOptions(input: FindSubmissionGroupsInput) {
  return queryOptions({
    queryKey: topicKeys.page(input),
    queryFn: () => findSubmissionGroups(input),
  });
}

/** A page of a screen's topic list: the old page stays on screen while the next one loads, no jump on every filter change. */
export function topicsPageQueryOptions(input: FindSubmissionGroupsInput) {
  return queryOptions({ ...topicsQueryOptions(input), placeholderData: keepPreviousData });
}

/**
 * One topic, whatever its status, for its own page (null when there is none). Naming the
 * topic (filter.topicId) also gets its insightFigures: counts by priority and tone, first and
 * latest day.
 */
export function topicQueryOptions(organizationId: string, topicId: string) {
  return queryOptions({
    ...topicsQueryOptions({ filter: { organizationId, topicId, status: 'all' }, page: 1, pageSize: 1 }),
    select: (page: TopicPage) => page.entities[0] ?? null,
  });
}

// ---- The explorer's chart ----------------------------------------------------------------

export function fetchSubmissionsChartData(input: ChartRequest): Promise<{ entities: ChartRow[] }> {
  return call(calls.fetchSubmissionsChartData, input);
}

export function chartQueryOptions(request: ChartRequest) {
  return queryOptions({
    queryKey: topicKeys.chart(request),
    queryFn: () => fetchSubmissionsChartData(request),
    select: (data) => data.entities,
  });
}

// ---- Pinning -----------------------------------------------------------------------------

type PinInput = { topicId: string; pinned: boolean; organizationId: string };

export function pinTopic(input: PinInput): Promise<{ pinnedAt: string | null }> {
  return call(calls.pinTopic, input);
}

type WithTopic = { id?: string; topicId?: string | null; topicPinnedAt?: string | null };

/** Writes the new pinned time into every cached topic and insight of that topic. */
function patchPinnedAt(queryClient: QueryClient, topicId: string, pinnedAt: string | null) {
  const patch = <T extends WithTopic>(e: T): T => (e.topicId === topicId ? { ...e, topicPinnedAt: pinnedAt } : e);
  const update = (data: unknown): unknown => {
    if (!data || typeof data !== 'object') return data;
    if ('topicId' in data) return patch(data as WithTopic);
    const entities = (data as { entities?: unknown }).entities;
    if (Array.isArray(entities))
      return { ...data, entities: entities.map((e) => (e && typeof e === 'object' ? patch(e as WithTopic) : e)) };
    return data;
  };
  queryClient.setQueriesData({ queryKey: workspaceKeys.topics }, update);
  queryClient.setQueriesData({ queryKey: workspaceKeys.submissions }, update);
}

/** Spec 1 §4: pinning toggles; the pinned time updates everywhere (every list refetches too). */
export function usePinTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinTopic,
    onSuccess: ({ pinnedAt }, { topicId }) => {
      patchPinnedAt(queryClient, topicId, pinnedAt);
      void refreshWorkspace(queryClient);
    },
  });
}

// ---- A topic's CSV and AI summary --------------------------------------------------------

/** A topic's insights as CSV; the signed URL comes back as data.data.url (spec 1 §7). */
export function exportInsightsDetails(input: { topicId: string; organizationId: string }): Promise<{ data?: { url?: string } }> {
  return call(calls.exportInsightsDetails, { filter: input });
}

/** Starts the topic's AI summary; it arrives minutes later in the topic's insightsSummary. */
export function generateInsightsAISummary(input: { topicId: string; organizationId: string }): Promise<{ summaryId: string }> {
  return call(calls.generateInsightsAISummary, input);
}

export function useGenerateInsightsAISummary() {
  return useMutation({ mutationFn: generateInsightsAISummary });
}
