import { z } from 'zod';
import { INSIGHT_MAX_LENGTH, zUnmaskState } from './submissions.ts';
import { lessThanChars } from './messages.ts';

/** MyVoyce calls (`/api/employee/*`): an employee only ever sees their own insights. */

export const zInsightBody = z
  .string({ error: 'Please write your insight' })
  .trim()
  .min(1, 'Please write your insight')
  .max(INSIGHT_MAX_LENGTH, lessThanChars(INSIGHT_MAX_LENGTH + 1));

export const zSubmitInsightRequest = z.object({ body: zInsightBody }).strict();
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
