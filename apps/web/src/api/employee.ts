import { employeeEndpoints as calls } from '@voyce/contracts/endpoints/employee';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InsightDepartment,
  MyReminder,
  MyMessage,
  MySubmission,
  zReplyAsEmployeeRequest,
  zRespondToUnmaskRequest,
} from '@voyce/contracts/employee';
import type { UnmaskState } from '@voyce/contracts/insights';
import { useRef } from 'react';
import type { z } from 'zod';
import { call } from '../lib/api-client';

/**
 * MyVoyce: the employee's own insights, their conversations and the compose card (the
 * contracts' employee area). The employee's reach-out inbox is in reachouts-inbox.ts.
 */
export const employeeKeys = {
  all: ['employee'] as const,
  submissions: () => [...employeeKeys.all, 'submissions'] as const,
  submission: (submissionId: string) => [...employeeKeys.all, 'submission', submissionId] as const,
  reachouts: () => [...employeeKeys.all, 'reachouts'] as const,
  insightDepartments: () => [...employeeKeys.all, 'insight-departments'] as const,
  reminder: () => [...employeeKeys.all, 'reminder'] as const,
};

/** How often the list asks again while an insight is still on its way through the pipeline. */
export const RECEIVED_POLL_MS = 3000;

/** 'Received' until the pipeline has filed the insight (the lists poll while one is). */
export function isReceived(submission: Pick<MySubmission, 'stage'>): boolean {
  return submission.stage === 'submitted' || submission.stage === 'processing';
}

// ---- My insights -------------------------------------------------------------------------

export function findMySubmissions(): Promise<{ entities: MySubmission[] }> {
  return call(calls.findMySubmissions, {});
}

// Newest first, whatever order the server chose. Module-level so the result stays memoised.
const newestFirst = (data: { entities: MySubmission[] }) => [...data.entities].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function mySubmissionsQueryOptions() {
  return queryOptions({
    queryKey: employeeKeys.submissions(),
    queryFn: findMySubmissions,
    select: newestFirst,
    // 'Received' turns into 'Open' within seconds; poll only while something is received.
    refetchInterval: (query) => (query.state.data?.entities.some(isReceived) ? RECEIVED_POLL_MS : false),
  });
}

export function useMySubmissions() {
  return useQuery(mySubmissionsQueryOptions());
}

export type MyConversation = { submission: MySubmission; entities: MyMessage[] };

export function findMySubmissionMessages(submissionId: string): Promise<MyConversation> {
  return call(calls.findMySubmissionMessages, { submissionId });
}

export function mySubmissionMessagesQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: employeeKeys.submission(submissionId),
    queryFn: () => findMySubmissionMessages(submissionId),
    refetchInterval: (query) => (query.state.data && isReceived(query.state.data.submission) ? RECEIVED_POLL_MS : false),
  });
}

export function useMySubmissionMessages(submissionId: string) {
  return useQuery(mySubmissionMessagesQueryOptions(submissionId));
}

export type ReplyAsEmployeeInput = z.input<typeof zReplyAsEmployeeRequest>;

export function replyAsEmployee(input: ReplyAsEmployeeInput): Promise<{ id: string }> {
  return call(calls.replyAsEmployee, input);
}

/** A reply changes the conversation and the list's reply count; a 409 means it was closed meanwhile. */
export function useReplyAsEmployee(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyAsEmployee({ submissionId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

export type RespondToUnmaskInput = z.input<typeof zRespondToUnmaskRequest>;

export function respondToUnmaskRequest(input: RespondToUnmaskInput): Promise<{ unmaskState: UnmaskState }> {
  return call(calls.respondToUnmaskRequest, input);
}

/**
 * The answer shows at once (the cached insight takes the new state) so the request card
 * never flashes back while the lists refetch. Settles either way: a 409 NO_PENDING_REQUEST
 * means the screen was out of date.
 */
export function useRespondToUnmaskRequest(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => respondToUnmaskRequest({ submissionId, accept }),
    onSuccess: ({ unmaskState }) => {
      const update = (s: MySubmission): MySubmission => (s.id === submissionId ? { ...s, unmaskState } : s);
      queryClient.setQueryData<MyConversation>(employeeKeys.submission(submissionId), (old) =>
        old ? { ...old, submission: update(old.submission) } : old,
      );
      queryClient.setQueryData<{ entities: MySubmission[] }>(employeeKeys.submissions(), (old) =>
        old ? { entities: old.entities.map(update) } : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

// ---- Composing an insight ----------------------------------------------------------------

/** The departments an insight may be about: the organisation's, except the employee's own. */
export function findInsightDepartments(): Promise<{ entities: InsightDepartment[] }> {
  return call(calls.findInsightDepartments, {});
}

export function useInsightDepartments() {
  return useQuery({
    queryKey: employeeKeys.insightDepartments(),
    queryFn: findInsightDepartments,
    select: (data) => data.entities,
    // Departments change rarely; the compose card need not ask again on every focus.
    staleTime: 5 * 60_000,
  });
}

/** supportText: present when the insight may describe someone at risk; shown to the writer at once. */
export type SubmittedInsight = { id: string; stage: string; createdAt: string; supportText?: string };

/** What one send carries: the text and, optionally, the department it is about (never the sender's own). */
export type InsightSend = { body: string; aboutDepartmentId?: string | null };

/**
 * Sends an insight with its idempotency key: the server answers a send it already has with the
 * first result, so a retry after a lost answer never files the insight twice. A department is
 * sent only when one was chosen, so the request stays the spec's when none was.
 */
export function submitInsight(body: string, idempotencyKey?: string, aboutDepartmentId?: string | null): Promise<SubmittedInsight> {
  return call(calls.submitInsight, {
    body,
    ...(idempotencyKey ? { idempotencyKey } : {}),
    ...(aboutDepartmentId ? { aboutDepartmentId } : {}),
  });
}

/** A random key; randomUUID exists only on https or localhost, getRandomValues everywhere. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export type Draft = { body: string; aboutDepartmentId?: string | null; key: string } | null;

const sendOf = (send: string | InsightSend): InsightSend => (typeof send === 'string' ? { body: send } : send);
const sameSend = (draft: NonNullable<Draft>, send: InsightSend) =>
  draft.body === send.body && (draft.aboutDepartmentId ?? null) === (send.aboutDepartmentId ?? null);

/**
 * One key per composed insight: made when the person first presses send, reused while they send
 * the same text (and department) again (a retry after an error or a lost answer), dropped once
 * the server has it. A changed text or department is a new insight and gets a new key.
 */
export const draftFor = (draft: Draft, send: string | InsightSend, makeKey: () => string = newKey): NonNullable<Draft> => {
  const s = sendOf(send);
  if (draft && sameSend(draft, s)) return draft;
  return s.aboutDepartmentId ? { body: s.body, aboutDepartmentId: s.aboutDepartmentId, key: makeKey() } : { body: s.body, key: makeKey() };
};

export function useSubmitInsight() {
  const queryClient = useQueryClient();
  const draft = useRef<Draft>(null);
  return useMutation({
    mutationFn: (send: string | InsightSend) => {
      const s = sendOf(send);
      draft.current = draftFor(draft.current, s);
      return submitInsight(s.body, draft.current.key, s.aboutDepartmentId);
    },
    onSuccess: (_data, send) => {
      if (draft.current && sameSend(draft.current, sendOf(send))) draft.current = null;
      return queryClient.invalidateQueries({ queryKey: employeeKeys.submissions() });
    },
  });
}

// ---- The weekly reminder -------------------------------------------------------------------

/** Whether I get the weekly "Check MyVoyce" e-mail (the same e-mail for everyone, news or none). */
export function findMyReminder(): Promise<MyReminder> {
  return call(calls.findMyReminder, {});
}

export function setMyReminder(on: boolean): Promise<MyReminder> {
  return call(calls.setMyReminder, { on });
}

export function useMyReminder() {
  return useQuery({ queryKey: employeeKeys.reminder(), queryFn: findMyReminder, select: (data) => data.on });
}

/** The switch shows the new state at once, and goes back if the server refuses. */
export function useSetMyReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyReminder,
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: employeeKeys.reminder() });
      const before = queryClient.getQueryData<MyReminder>(employeeKeys.reminder());
      queryClient.setQueryData<MyReminder>(employeeKeys.reminder(), { on });
      return { before };
    },
    onError: (_error, _on, context) => {
      if (context?.before) queryClient.setQueryData(employeeKeys.reminder(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.reminder() }),
  });
}
