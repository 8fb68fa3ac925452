import { reachoutEndpoints as calls } from '@voyce/contracts/endpoints/reachouts';
import type { EndpointOutput } from '@voyce/contracts/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PARTICIPATION_MESSAGE_TIMEOUT_MS } from '@voyce/contracts/reachout-rules';
import type { FindReachoutsFilter, Reachout, ReachoutStatus, ReachoutTranslation, SendAs } from '@voyce/contracts/reachouts';
import { call } from '../lib/api-client';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { workspaceKeys } from '../lib/workspace-keys';
import { membersRequest, organizationMemberKeys } from './organization-members';

/**
 * The leaders' reach-outs (the contracts' reachouts area): the history and the dashboard's Open
 * Reach Outs card, one reach-out, the wizard (audience, AI Enhance, send), closing and
 * reopening, CSVs and the AI summary. A reach-out's responses are insights (insights.ts); the
 * employee's inbox is in reachouts-inbox.ts.
 */
export const reachoutKeys = {
  lists: () => [...workspaceKeys.reachouts, 'list'] as const,
  /** A page of the history, by its request. */
  list: (filter: FindReachoutsFilter) => [...reachoutKeys.lists(), filter] as const,
  /**
   * The dashboard's Open Reach Outs card: the same call, but under the dashboard's root, so it
   * refreshes with the dashboard (after any change to insights too) and is not emptied when the
   * history's lists reset.
   */
  openOnDashboard: (organizationId: string) => [...workspaceKeys.dashboard, 'open-reachouts', organizationId] as const,
  detail: (organizationId: string, id: string) => [...workspaceKeys.reachouts, 'detail', organizationId, id] as const,
  /** The wizard's audience size for a set of departments (sorted, so the order of ticking does not matter). */
  audience: (organizationId: string, departmentIds: readonly string[]) =>
    [...workspaceKeys.reachouts, 'audience', organizationId, [...departmentIds].sort()] as const,
};

// ---- Lists -------------------------------------------------------------------------------

export type ReachoutPage = EndpointOutput<typeof calls.findReachouts>;

export function findReachouts(filter: FindReachoutsFilter): Promise<ReachoutPage> {
  return call(calls.findReachouts, { filter });
}

/** A page of the history for the screen's filter; the old page stays on screen while the next one loads. */
export function historyQueryOptions(filter: FindReachoutsFilter) {
  return queryOptions({
    queryKey: reachoutKeys.list(filter),
    queryFn: () => findReachouts(filter),
    placeholderData: keepPreviousData,
  });
}

/** The newest open reach-outs, for the dashboard's Open Reach Outs card (spec 1 §2). */
export function openReachoutsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: reachoutKeys.openOnDashboard(organizationId),
    queryFn: async (): Promise<Reachout[]> =>
      (await findReachouts({ organizationId, statuses: ['Open'], order: 'latest', page: 1, pageSize: 5 })).entities,
  });
}

/** The history as CSV: a signed URL in data.url (spec 1 §7). */
export function exportReachouts(filter: FindReachoutsFilter): Promise<{ url?: string }> {
  return call(calls.exportReachouts, { filter });
}

// ---- One reach-out -----------------------------------------------------------------------

export function findReachout(input: { id: string; organizationId: string }): Promise<Reachout> {
  return call(calls.findReachout, input);
}

export function reachoutQueryOptions(organizationId: string, id: string) {
  return queryOptions({
    queryKey: reachoutKeys.detail(organizationId, id),
    queryFn: () => findReachout({ id, organizationId }),
  });
}

/** One reach-out's answers as CSV: the signed URL comes back as data.data.url (spec 1 §7). */
export function exportReachoutDetails(input: { id: string; organizationId: string }): Promise<{ data?: { url?: string } }> {
  return call(calls.exportReachoutDetails, { filter: input });
}

/** Starts the reach-out's AI summary; it arrives later in the reach-out's aiSummary. */
export function generateReachoutSummary(input: { reachoutId: string; organizationId: string }): Promise<{ reachoutId: string }> {
  return call(calls.generateReachoutSummary, input);
}

export function useGenerateReachoutSummary() {
  return useMutation({ mutationFn: generateReachoutSummary });
}

export function updateReachout(input: { id: string; organizationId: string; status: ReachoutStatus }): Promise<Reachout> {
  return call(calls.updateReachout, input);
}

/**
 * Close or reopen response intake. Spec 1 §4: the cached item flips and the list cache
 * resets (lists and the dashboard card load again with the new status).
 */
export function useUpdateReachout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReachout,
    onSuccess: (updated) => {
      queryClient.setQueryData(reachoutKeys.detail(updated.organizationId, updated.id), updated);
      void queryClient.resetQueries({ queryKey: reachoutKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.dashboard });
    },
  });
}

// ---- The Create Reach Out wizard ---------------------------------------------------------

/**
 * Active employees of the departments, each counted once, and the organisation's k; and how
 * many of them count towards k, and why the others do not (newcomers, the asker's own).
 */
export type ReachoutAudience = { count: number; minGroupSize: number; countsTowardsK?: number; newcomers?: number; addedByYou?: number };

/** How long the ticking of departments must pause before the audience is counted again. */
export const AUDIENCE_DEBOUNCE_MS = 300;

export function countReachoutAudience(organizationId: string, departmentIds: readonly string[]): Promise<ReachoutAudience> {
  return call(calls.countReachoutAudience, { organizationId, departmentIds: [...departmentIds] });
}

export function reachoutAudienceQueryOptions(organizationId: string, departmentIds: readonly string[]) {
  return queryOptions({
    queryKey: reachoutKeys.audience(organizationId, departmentIds),
    queryFn: () => countReachoutAudience(organizationId, departmentIds),
    enabled: Boolean(organizationId),
    // People join and leave departments: the count is asked again each time the wizard opens.
    staleTime: 0,
  });
}

export type AudienceState = {
  /** The organisation's k, once the server said it (asked with no department ticked too). */
  minGroupSize: number | undefined;
  /** Recipients of exactly the departments ticked now; undefined while counting or with none ticked. */
  count: number | undefined;
  /** The count of the previous choice, shown faded while the new one is counted. */
  lastCount: number | undefined;
  counting: boolean;
  failed: boolean;
  /**
   * Of `count`, those who count towards k, and why the rest do not (joined or moved in lately;
   * added or moved by the asking leader). Undefined with `count`, or from a server without them.
   */
  standing: { countsTowardsK: number; newcomers: number; addedByYou: number } | undefined;
  /** Departments are ticked and they hold fewer than k people who count: the reach-out cannot be sent. */
  tooSmall: boolean;
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The live audience of the wizard (ARCHITECTURE §5: a reach-out goes to at least k people).
 * The count is for exactly the departments ticked now, never for an earlier choice, so Send is
 * never judged on a count that no longer applies.
 */
export function useReachoutAudience(organizationId: string, departmentIds: readonly string[]): AudienceState {
  const settled = useDebouncedValue(departmentIds, AUDIENCE_DEBOUNCE_MS);
  const query = useQuery({ ...reachoutAudienceQueryOptions(organizationId, settled), placeholderData: keepPreviousData });
  const current = sameSet(settled, departmentIds) && !query.isPlaceholderData && !query.isFetching;
  const minGroupSize = query.data?.minGroupSize;
  const count = current && departmentIds.length > 0 ? query.data?.count : undefined;
  const d = query.data;
  const standing =
    count !== undefined && d?.countsTowardsK !== undefined
      ? { countsTowardsK: d.countsTowardsK, newcomers: d.newcomers ?? 0, addedByYou: d.addedByYou ?? 0 }
      : undefined;
  return {
    minGroupSize,
    count,
    lastCount: departmentIds.length > 0 && query.data && settled.length > 0 ? query.data.count : undefined,
    counting: departmentIds.length > 0 && !current,
    failed: current && query.isError,
    standing,
    tooSmall: count !== undefined && minGroupSize !== undefined && Math.min(count, standing?.countsTowardsK ?? count) < minGroupSize,
  };
}

export type EnhancedMessage = { title: string; message: string };

/** Thrown when the AI has not answered within the spec's 15 s (spec 1 §9). */
export class EnhanceTimeoutError extends Error {
  constructor() {
    super('timeout');
    this.name = 'EnhanceTimeoutError';
  }
}

/** AI Enhance (spec 2 §7): a title and a polished message for the leader's draft and objective. */
export async function generateParticipationMessage(input: {
  organizationId: string;
  prompt: string;
  userObjective: string;
}): Promise<EnhancedMessage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PARTICIPATION_MESSAGE_TIMEOUT_MS);
  try {
    return await call(calls.generateParticipationMessage, input, { signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new EnhanceTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function useGenerateParticipationMessage() {
  return useMutation({ mutationFn: generateParticipationMessage });
}

/** What sending a reach-out takes: the wizard's checked draft (wizard-rules.ts) is one. */
export type SendInput = {
  organizationId: string;
  message: string;
  title: string;
  departmentIds: string[];
  objective: string;
  sendAs: SendAs;
  translations?: ReachoutTranslation[];
};
export type SentReachout = { reachout: Reachout; deliveredCount: number };

/** Creates the reach-out and delivers it to the audience (spec 2 §7 /sendParticipationMessage). */
export function sendParticipationMessage(input: SendInput): Promise<SentReachout> {
  return call(calls.sendParticipationMessage, input);
}

/** A new reach-out appears in the history and on the dashboard's Open Reach Outs card. */
export function useSendParticipationMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendParticipationMessage,
    onSuccess: (_sent, { organizationId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.reachouts }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.dashboard }),
        // The history's 'Prompted by' choices (the members list) refresh with a new reach-out, as
        // when they were cached under the reach-outs' root.
        queryClient.invalidateQueries({ queryKey: organizationMemberKeys.list(membersRequest(organizationId)), exact: true }),
      ]),
  });
}
