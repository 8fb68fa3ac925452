import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiPost } from '../../../lib/api-client';
import { employeeKeys } from './keys';

export type SubmittedInsight = { id: string; stage: string; createdAt: string };

/**
 * Sends an insight with its idempotency key: the server answers a send it already has with the
 * first result, so a retry after a lost answer never files the insight twice.
 */
export function submitInsight(body: string, idempotencyKey?: string): Promise<SubmittedInsight> {
  return apiPost<SubmittedInsight>('/employee/submitInsight', idempotencyKey ? { body, idempotencyKey } : { body });
}

/** A random key; randomUUID exists only on https or localhost, getRandomValues everywhere. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export type Draft = { body: string; key: string } | null;

/**
 * One key per composed insight: made when the person first presses send, reused while they send
 * the same text again (a retry after an error or a lost answer), dropped once the server has it.
 * A changed text is a new insight and gets a new key.
 */
export const draftFor = (draft: Draft, body: string, makeKey: () => string = newKey): NonNullable<Draft> =>
  draft?.body === body ? draft : { body, key: makeKey() };

export function useSubmitInsight() {
  const queryClient = useQueryClient();
  const draft = useRef<Draft>(null);
  return useMutation({
    mutationFn: (body: string) => {
      draft.current = draftFor(draft.current, body);
      return submitInsight(body, draft.current.key);
    },
    onSuccess: (_data, body) => {
      if (draft.current?.body === body) draft.current = null;
      return queryClient.invalidateQueries({ queryKey: employeeKeys.submissions() });
    },
  });
}
