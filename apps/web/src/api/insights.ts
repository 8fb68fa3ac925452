import { insightEndpoints as calls } from '@voyce/contracts/endpoints/insights';
import type { EndpointInput } from '@voyce/contracts/endpoint';
import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Submission, SubmissionPage } from '@voyce/contracts/insights';
import type { SubmissionActivity, SubmissionMessage } from '@voyce/contracts/workspace';
import { call } from '../lib/api-client';
import { workspaceKeys } from '../lib/workspace-keys';

/**
 * Insights (the contracts' insights area, in several files): their lists and the timeline of
 * one. Topics are in insights-topics.ts, the dashboard's figures in insights-dashboard.ts, the
 * actions on insights in insights-triage.ts and delegation and sharing in
 * insights-delegation.ts. Every key sits under the shared workspace roots (lib/workspace-keys),
 * so a change on one screen refreshes every screen that shows the same data.
 */
export type { SubmissionPage };
export type FindSubmissionsInput = EndpointInput<typeof calls.findSubmissions>;
export type SubmissionsFilter = FindSubmissionsInput['filter'];

export const insightKeys = {
  /** One page of insights, by its request: the dashboard's All Insights tab, a topic's Insights tab. */
  page: (input: FindSubmissionsInput) => [...workspaceKeys.submissions, 'page', input] as const,
  /** Every insight a filter finds, read page by page: a topic's submissions list, a reach-out's responses. */
  every: (filter: SubmissionsFilter) => [...workspaceKeys.submissions, 'every', filter] as const,
  /** One insight, as a list or a detail load left it: the cache-first source (spec 1 §7). */
  one: (id: string) => [...workspaceKeys.submissions, 'one', id] as const,
  selected: (organizationId: string, ids: string[]) => [...workspaceKeys.submissions, 'selected', organizationId, ids] as const,
  messages: (submissionId: string) => [...workspaceKeys.submissions, 'messages', submissionId] as const,
  activity: (submissionId: string) => [...workspaceKeys.submissions, 'activity', submissionId] as const,
};

/** Processed insights only (the pipeline has filed them), open or closed. */
const PROCESSED: { processing: boolean; stage: ('processed' | 'closed')[] } = { processing: false, stage: ['processed', 'closed'] };

export function findSubmissions(input: FindSubmissionsInput): Promise<SubmissionPage> {
  return call(calls.findSubmissions, input);
}

// ---- Pages -------------------------------------------------------------------------------

/** A page of insights for a screen's request; the old page stays on screen while the next one loads. */
export function insightsPageQueryOptions(input: FindSubmissionsInput) {
  return queryOptions({
    queryKey: insightKeys.page(input),
    queryFn: () => findSubmissions(input),
    placeholderData: keepPreviousData,
  });
}

/** The Insights tab of a topic: its insights, newest first, ten at a time. */
export function topicInsightsQueryOptions(organizationId: string, topicId: string, page: number) {
  return insightsPageQueryOptions({ filter: { organizationId, topicId, ...PROCESSED, status: 'all' }, page, pageSize: 10 });
}

// ---- Every insight of a topic or a reach-out ---------------------------------------------

/** The largest page the server gives; a topic or reach-out with more is read page by page. */
const PAGE_MAX = 500;
const PAGES_MAX = 20;

async function findEverySubmission(filter: SubmissionsFilter): Promise<Submission[]> {
  const all: Submission[] = [];
  for (let page = 1; page <= PAGES_MAX; page++) {
    const res = await findSubmissions({ filter, page, pageSize: PAGE_MAX });
    all.push(...res.entities);
    if (all.length >= res.count || res.entities.length < PAGE_MAX) break;
  }
  return all;
}

/** Every processed answer of a reach-out, open and closed: the Responses tab filters on the client. */
export function responsesQueryOptions(organizationId: string, reachoutId: string) {
  const filter: SubmissionsFilter = { organizationId, reachoutId, ...PROCESSED, status: 'all' };
  return queryOptions({
    queryKey: insightKeys.every(filter),
    queryFn: () => findEverySubmission(filter),
    enabled: Boolean(organizationId && reachoutId),
  });
}

/** Leaves each insight in the cache under its own key, for the respond page to start from. */
function remember(queryClient: QueryClient, list: Submission[]) {
  for (const s of list) queryClient.setQueryData(insightKeys.one(s.id), s);
}

/**
 * Every insight of a topic, open and closed: the list filters and counts on the client
 * (spec 1 §9 'The submissions list filters client-side').
 */
export function useTopicSubmissions(organizationId: string, topicId: string) {
  const queryClient = useQueryClient();
  const filter: SubmissionsFilter = { organizationId, topicId, ...PROCESSED, status: 'all' };
  return useQuery({
    queryKey: insightKeys.every(filter),
    enabled: Boolean(organizationId && topicId),
    queryFn: async () => {
      const all = await findEverySubmission(filter);
      remember(queryClient, all);
      return all;
    },
  });
}

/**
 * The insights a leader is answering, cache-first (spec 1 §7): those already loaded by a
 * list are used as they are and only the missing ones are fetched. After a change every
 * cached insight is marked stale (refreshWorkspace) and is then fetched again.
 */
export function useSelectedSubmissions(organizationId: string, ids: string[]) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: insightKeys.selected(organizationId, ids),
    enabled: Boolean(organizationId) && ids.length > 0,
    retry: false,
    queryFn: async () => {
      const fresh = (id: string) => {
        const state = queryClient.getQueryState<Submission>(insightKeys.one(id));
        return state?.data && !state.isInvalidated ? state.data : undefined;
      };
      const missing = ids.filter((id) => !fresh(id));
      if (missing.length > 0) {
        const res = await findSubmissions({ filter: { organizationId, ids: missing, status: 'all' }, page: 1, pageSize: missing.length });
        remember(queryClient, res.entities);
      }
      const found = ids.map((id) => queryClient.getQueryData<Submission>(insightKeys.one(id))).filter((s): s is Submission => Boolean(s));
      if (found.length === 0) throw new Error('not found');
      return found;
    },
  });
}

// ---- Timeline ----------------------------------------------------------------------------

export function findSubmissionMessages(organizationId: string, submissionId: string): Promise<{ entities: SubmissionMessage[] }> {
  return call(calls.findSubmissionMessages, { filter: { organizationId, submissionId } });
}

export function messagesQueryOptions(organizationId: string, submissionId: string) {
  return queryOptions({
    queryKey: insightKeys.messages(submissionId),
    queryFn: () => findSubmissionMessages(organizationId, submissionId),
    select: (d) => d.entities,
  });
}

export function findSubmissionActivity(organizationId: string, submissionId: string): Promise<{ entities: SubmissionActivity[] }> {
  return call(calls.findSubmissionActivity, { filter: { organizationId, submissionId, ...PROCESSED } });
}

export function activityQueryOptions(organizationId: string, submissionId: string) {
  return queryOptions({
    queryKey: insightKeys.activity(submissionId),
    queryFn: () => findSubmissionActivity(organizationId, submissionId),
    select: (d) => d.entities,
  });
}
