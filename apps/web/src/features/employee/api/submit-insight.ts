import { employeeEndpoints } from '@voyce/contracts/endpoints/employee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { call } from '../../../lib/api-client';
import { employeeKeys } from './keys';

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
  return call(employeeEndpoints.submitInsight, {
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
