import { z } from 'zod';
import { INSIGHT_MAX_LENGTH, zUnmaskState } from './submissions.ts';
import { lessThanChars } from './messages.ts';

/** MyVoyce calls (`/api/employee/*`): an employee only ever sees their own insights. */

export const zInsightBody = z
  .string({ error: 'Please write your insight' })
  .trim()
  .min(1, 'Please write your insight')
  .max(INSIGHT_MAX_LENGTH, lessThanChars(INSIGHT_MAX_LENGTH + 1));

/**
 * Idempotency (issue 6): a client may send a key with a send, as the `Idempotency-Key` header or
 * the body's `idempotencyKey` (optional: a client without one still works). The same key from
 * the same person within 24 hours answers with the first send's result and files nothing new,
 * even for calls racing in parallel; the same key with another text is refused (409). Use a
 * fresh random key (a uuid) per composed insight, kept for its retries.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
export const IDEMPOTENCY_MSG = {
  invalidKey: 'The idempotency key must be 16 to 128 visible characters',
  keyMismatch: 'The idempotency key in the header and in the body differ',
  reused: 'This idempotency key was already used for another text',
} as const;
export const zIdempotencyKey = z.string({ error: IDEMPOTENCY_MSG.invalidKey }).regex(/^[\x21-\x7e]{16,128}$/, IDEMPOTENCY_MSG.invalidKey);

export const zSubmitInsightRequest = z.object({ body: zInsightBody, idempotencyKey: zIdempotencyKey.optional() }).strict();
export const zSubmissionIdRequest = z.object({ submissionId: z.uuid({ error: 'Invalid id' }) }).strict();
export const zReplyAsEmployeeRequest = z.object({ submissionId: z.uuid({ error: 'Invalid id' }), body: zInsightBody }).strict();
export const zRespondToUnmaskRequest = z.object({ submissionId: z.uuid({ error: 'Invalid id' }), accept: z.boolean() }).strict();

export const zMySubmission = z.object({
  id: z.string(),
  body: z.string(),
  status: z.enum(['open', 'closed']),
  /** 'received' until the pipeline has filed it, then 'open' or 'closed'. */
  stage: z.enum(['submitted', 'processing', 'processed', 'closed']),
  createdAt: z.string(),
  messageCount: z.number().int(),
  lastReplyAt: z.string().nullable(),
  unmaskState: zUnmaskState,
  reachoutId: z.string().nullable(),
});
export type MySubmission = z.infer<typeof zMySubmission>;

export const zMyMessage = z.object({
  id: z.string(),
  body: z.string(),
  createdBy: z.enum(['leader', 'employee']),
  /** The leader's name on their replies; never anything about the employee. */
  fromName: z.string().nullable(),
  createdAt: z.string(),
});
export type MyMessage = z.infer<typeof zMyMessage>;

/** Words that may identify the writer: names, e-mails, phone numbers (a hint, not a block). */
export function identifyingHints(text: string): string[] {
  const hints: string[] = [];
  if (/[^\s@]+@[^\s@]+\.[^\s@]+/.test(text)) hints.push('email');
  if (/(\+?\d[\d\s().-]{7,}\d)/.test(text)) hints.push('phone');
  // Two capitalised words in a row that do not start a sentence look like a person's name.
  if (/(?<![.!?]\s|^)\b[A-Z][a-z]+\s[A-Z][a-z]+\b/.test(text) || /\b(my name is|I am|I'm)\s+[A-Z][a-z]+/.test(text)) hints.push('name');
  return hints;
}
