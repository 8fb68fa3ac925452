import { z } from './zod.ts';
import { INSIGHT_MAX_LENGTH, zUnmaskState } from './insights.ts';
import { lessThanChars } from './messages.ts';

/** MyVoyce calls (`/api/employee/*`): an employee only ever sees their own insights. */

export const zInsightBody = z
  .string({ error: 'Please write your insight' })
  .check(z.trim(), z.minLength(1, 'Please write your insight'), z.maxLength(INSIGHT_MAX_LENGTH, lessThanChars(INSIGHT_MAX_LENGTH)));

/**
 * Idempotency: a client may send a key with a send, as the `Idempotency-Key` header or
 * the body's `idempotencyKey` (optional: a client without one still works). The same key from
 * the same person within 24 hours answers with the first send's result and files nothing new,
 * even for calls racing in parallel; the same key with another text is refused (409). Use a
 * fresh random key (a uuid) per composed insight, kept for its retries.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_MSG = {
  invalidKey: 'The idempotency key must be 16 to 128 visible characters',
  keyMismatch: 'The idempotency key in the header and in the body differ',
  reused: 'This idempotency key was already used for another text',
} as const;
export const zIdempotencyKey = z
  .string({ error: IDEMPOTENCY_MSG.invalidKey })
  .check(z.regex(/^[\x21-\x7e]{16,128}$/, IDEMPOTENCY_MSG.invalidKey));

/**
 * "Which department is this about?": an optional department of the organisation that the insight
 * concerns; the pipeline files the insight under it instead of the departments the AI detects.
 * Never one of the author's own (naming it would narrow the author down): the list the author
 * picks from leaves them out, and the server refuses them.
 */
export const ABOUT_DEPARTMENT_MSG = {
  invalid: 'Choose a department of your organization, or leave it empty',
  own: 'Choose a department other than your own, or leave it empty',
  tooFew: 'Too few people work outside this department for it to keep you anonymous; leave it empty',
} as const;

export const zSubmitInsightRequest = z.strictObject({
  body: zInsightBody,
  idempotencyKey: z.optional(zIdempotencyKey),
  aboutDepartmentId: z.nullish(z.uuid({ error: ABOUT_DEPARTMENT_MSG.invalid })),
});

/** A department an insight may be about: names and ids only, nothing about who is in it. */
export const zInsightDepartment = z.object({ id: z.string(), name: z.string() });
export type InsightDepartment = z.infer<typeof zInsightDepartment>;
export const zSubmissionIdRequest = z.strictObject({ submissionId: z.uuid({ error: 'Invalid id' }) });
export const zReplyAsEmployeeRequest = z.strictObject({ submissionId: z.uuid({ error: 'Invalid id' }), body: zInsightBody });
export const zRespondToUnmaskRequest = z.strictObject({ submissionId: z.uuid({ error: 'Invalid id' }), accept: z.boolean() });

/**
 * The weekly "Check MyVoyce" e-mail: on by default for every employee, the same text for all,
 * whether or not anything is new (a notice sent only to people with news would name them).
 */
export const zMyReminder = z.strictObject({ on: z.boolean({ error: 'Say on (true) or off (false)' }) });
export type MyReminder = z.infer<typeof zMyReminder>;

export const zMySubmission = z.object({
  id: z.string(),
  body: z.string(),
  status: z.enum(['open', 'closed']),
  /** 'received' until the pipeline has filed it, then 'open' or 'closed'. */
  stage: z.enum(['submitted', 'processing', 'processed', 'closed']),
  createdAt: z.string(),
  messageCount: z.number().check(z.int()),
  lastReplyAt: z.nullable(z.string()),
  unmaskState: zUnmaskState,
  reachoutId: z.nullable(z.string()),
});
export type MySubmission = z.infer<typeof zMySubmission>;

export const zMyMessage = z.object({
  id: z.string(),
  body: z.string(),
  createdBy: z.enum(['leader', 'employee']),
  /** The leader's name on their replies; never anything about the employee. */
  fromName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type MyMessage = z.infer<typeof zMyMessage>;

/**
 * Details that may identify the writer (their name, e-mail, phone or staff number, being the only
 * one in a role, tenure, age, a health or family event...): a hint, not a block. See identifying.ts.
 */
export { IDENTIFYING_KINDS, identifyingHints, type IdentifyingKind } from './identifying.ts';

// ---- answers ----------------------------------------------------------------------------------

/** A filed insight; `supportText` when its words suggest the writer may need help now. */
export const zSubmitInsightResponse = z.object({
  id: z.string(),
  stage: zMySubmission.shape.stage,
  createdAt: z.string(),
  supportText: z.optional(z.string()),
});
export const zFindInsightDepartmentsResponse = z.object({ entities: z.array(zInsightDepartment) });
export const zFindMySubmissionsResponse = z.object({ entities: z.array(zMySubmission) });
export const zFindMySubmissionMessagesResponse = z.object({ submission: zMySubmission, entities: z.array(zMyMessage) });
export const zReplyAsEmployeeResponse = z.object({ id: z.string() });
export const zRespondToUnmaskResponse = z.object({ unmaskState: zUnmaskState });
