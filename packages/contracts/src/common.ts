import { z } from './zod.ts';
import { LANGUAGES } from './languages.ts';
import { EMAIL_PATTERN } from './email-pattern.ts';

export { EMAIL_PATTERN } from './email-pattern.ts';

/** Every success answer: HTTP 200 `{status:'OK', data, message?}` (ARCHITECTURE §4). */
export type OkEnvelope<T> = { status: 'OK'; data: T; message?: string };

/** Every failure answer, with the right HTTP status. `details` maps a field to its issue. */
export type ErrorEnvelope = {
  status: 'ERROR';
  message: string;
  error: { code: string; message: string; details?: Record<string, unknown> };
};

export const zOk = <T extends z.ZodMiniType>(data: T) => z.object({ status: z.literal('OK'), data, message: z.optional(z.string()) });

export const zErrorEnvelope = z.object({
  status: z.literal('ERROR'),
  message: z.string(),
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});

export const zEmail = z.pipe(
  z
    .string({ error: 'Please enter a valid email address' })
    .check(z.trim(), z.maxLength(254, 'Please enter a valid email address'), z.regex(EMAIL_PATTERN, 'Please enter a valid email address')),
  z.transform((v) => v.toLowerCase()),
);

export const zId = z.uuid({ error: 'Invalid id' });

export const zPaginationMeta = z.object({
  total_items: z.number().check(z.int()),
  items_start: z.number().check(z.int()),
  items_end: z.number().check(z.int()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
});
export type PaginationMeta = z.infer<typeof zPaginationMeta>;

export const ROLES = ['owner', 'employee', 'admin'] as const;
export const zRole = z.enum(ROLES);
export type Role = z.infer<typeof zRole>;

export const SITE_TARGETS = ['employee', 'dashboard'] as const;
export const zSiteTarget = z.enum(SITE_TARGETS);
export type SiteTarget = z.infer<typeof zSiteTarget>;

/** An empty body for calls that take nothing. Unknown fields are still refused. */
/** A MyVoyce language (languages.ts); refused with the list when another is sent. */
export const zLanguage = z.enum(LANGUAGES, { error: `Language must be one of: ${LANGUAGES.join(', ')}` });

export const zEmpty = z.strictObject({});
/** The answer of a call that returns nothing but its message. */
export const zEmptyResponse = z.null();
