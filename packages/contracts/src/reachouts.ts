import { z } from './zod.ts';
import { zRangeDay } from './timespan.ts';
import { lessThanChars } from './messages.ts';
import { zLanguage, zPaginationMeta } from './common.ts';
import { zReachoutSummary } from './ai.ts';
import { zInsightBody } from './employee.ts';
import { zSignedUrl } from './workspace.ts';
import { LANGUAGES } from './languages.ts';
import {
  REACHOUT_MESSAGE_MAX,
  REACHOUT_MSG,
  REACHOUT_OBJECTIVE_MAX,
  REACHOUT_ORDERS,
  REACHOUT_PROMPT_MAX,
  REACHOUT_STATUSES,
  REACHOUT_TITLE_MAX,
  SEND_AS,
} from './reachout-rules.ts';

export * from './reachout-rules.ts';
// reachoutDisplayTitle, the one title fallback (zod-free, so the web imports it from there).
export * from './reachout-display.ts';

/**
 * Reach-outs (spec 1 §2, §3, §7; spec 2 §3, §5, §7): a leader's question to departments,
 * answered anonymously in MyVoyce. Leader calls are POST /api/<call>; MyVoyce calls are
 * POST /api/employee/<call>.
 */

const zUuid = z.uuid({ error: 'Invalid id' });
const zPage = z.number().check(z.int(), z.gte(1), z.lte(100_000));
const zPageSize = z.number().check(z.int(), z.gte(1), z.lte(500));

export const zReachoutStatus = z.enum(REACHOUT_STATUSES);
export type ReachoutStatus = z.infer<typeof zReachoutStatus>;
export const zSendAs = z.enum(SEND_AS, { error: REACHOUT_MSG.sendAsRequired });
export type SendAs = z.infer<typeof zSendAs>;

/**
 * A leader's translation of a reach-out's title and message into one MyVoyce language (never
 * English: title and message are the original). Same rules as the original's fields.
 */
export const zReachoutTranslation = z.strictObject({
  language: zLanguage.check(z.refine((l) => l !== 'en', REACHOUT_MSG.translationIsOriginal)),
  title: z.optional(z.string().check(z.trim(), z.maxLength(REACHOUT_TITLE_MAX, lessThanChars(REACHOUT_TITLE_MAX)))),
  body: z
    .string({ error: REACHOUT_MSG.messageRequired })
    .check(z.trim(), z.minLength(1, REACHOUT_MSG.messageRequired), z.maxLength(REACHOUT_MESSAGE_MAX, lessThanChars(REACHOUT_MESSAGE_MAX))),
});
export type ReachoutTranslation = z.infer<typeof zReachoutTranslation>;
/** At most one per language (a second one for a language is refused, never silently dropped). */
export const zReachoutTranslations = z.array(zReachoutTranslation).check(
  z.maxLength(LANGUAGES.length),
  z.superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((t, i) => {
      if (seen.has(t.language)) ctx.addIssue({ code: 'custom', message: REACHOUT_MSG.translationDuplicate, path: [i, 'language'] });
      seen.add(t.language);
    });
  }),
);

/** Spec 1 §3 engagementMetrics[0]. Counts, except engagement_percentage (0..100, whole number). */
export const zEngagementMetrics = z.object({
  /** Audience members who answered (one answer each; answers still being processed not yet counted). */
  engaged_users: z.number().check(z.int()),
  /** Active employees of the audience departments when the reach-out was sent. */
  total_users_in_org: z.number().check(z.int()),
  engagement_percentage: z.number(),
  tone_metrics: z.object({ negative: z.number().check(z.int()), neutral: z.number().check(z.int()), positive: z.number().check(z.int()) }),
  impact_analysis: z.object({ bronze: z.number().check(z.int()), silver: z.number().check(z.int()), gold: z.number().check(z.int()) }),
});
export type EngagementMetrics = z.infer<typeof zEngagementMetrics>;

/** Spec 1 §3 'Reachout' as leaders see it. Never anything about who answered. */
export const zReachout = z.object({
  id: z.string(),
  organizationId: z.string(),
  title: z.string(),
  body: z.string(),
  objective: z.string(),
  status: zReachoutStatus,
  sendAs: zSendAs,
  createdAt: z.string(),
  /** e.g. '3 days ago', computed when the answer is made. */
  createdAtHumanized: z.string(),
  /** The leader who sent it (also when sent as the organisation; the inbox then shows the organisation). */
  prompter: z.object({ id: z.nullable(z.string()), firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) }),
  validDepartmentAudience: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Answers processed so far (the Responses tab's badge). */
  submissionCount: z.number().check(z.int()),
  /** Null until a summary was generated (/generateReachoutSummary). */
  aiSummary: z.nullable(zReachoutSummary),
  aiSummaryGeneratedAt: z.nullable(z.string()),
  /**
   * Always one element. While responsesHidden, every figure in it is 0 (engaged, tone, impact):
   * the UI shows ANONYMITY_MSG.responsesHidden instead.
   */
  engagementMetrics: z.array(zEngagementMetrics),
  /** True until at least minGroupSize people answered: answers, summary and figures stay hidden. */
  responsesHidden: z.boolean(),
  /** The organisation's k (ARCHITECTURE §5). */
  minGroupSize: z.number().check(z.int()),
  /**
   * Answers released before anything shows: k plus the audience members who did not count
   * towards k when it was sent. Optional: absent, it is minGroupSize.
   */
  answersNeeded: z.optional(z.number().check(z.int())),
  /**
   * Ours: set only while responsesHidden and the reach-out already has answersNeeded
   * answers waiting for the batch release: the next scheduled release (ISO, UTC), when they
   * appear. Absent below answersNeeded, so it says nothing about a smaller count; it carries no
   * count at all, so a later answer changes nothing a leader sees before the batch (docs/anonymity.md).
   */
  releaseAt: z.optional(z.string()),
  /** Ours: the translations the leaders gave, as given (none: []). */
  translations: z.optional(z.array(zReachoutTranslation)),
});
export type Reachout = z.infer<typeof zReachout>;

// ---- leader calls --------------------------------------------------------------------------

/** Spec 2 §7 /sendParticipationMessage: creates the reach-out and delivers it to the audience. */
export const zSendParticipationMessageRequest = z.strictObject({
  organizationId: zUuid,
  message: z
    .string({ error: REACHOUT_MSG.messageRequired })
    .check(z.trim(), z.minLength(1, REACHOUT_MSG.messageRequired), z.maxLength(REACHOUT_MESSAGE_MAX, lessThanChars(REACHOUT_MESSAGE_MAX))),
  /** May be empty: lists then show the first AI topic. */
  title: z._default(z.string().check(z.trim(), z.maxLength(REACHOUT_TITLE_MAX, lessThanChars(REACHOUT_TITLE_MAX))), ''),
  departmentIds: z
    .array(zUuid, { error: REACHOUT_MSG.audienceRequired })
    .check(z.minLength(1, REACHOUT_MSG.audienceRequired), z.maxLength(200)),
  objective: z._default(z.string().check(z.trim(), z.maxLength(REACHOUT_OBJECTIVE_MAX, lessThanChars(REACHOUT_OBJECTIVE_MAX))), ''),
  sendAs: zSendAs,
  /** Ours: the leader's translations; each employee reads the one in their account's language. */
  translations: z.optional(zReachoutTranslations),
});
/** The created reach-out, and how many employees got it (in MyVoyce and by e-mail). */
export const zSendParticipationMessageResponse = z.object({ reachout: zReachout, deliveredCount: z.number().check(z.int()) });

/**
 * Spec 1 §7 /findReachouts. mostRecent is one of REACHOUT_PERIODS (Custom Range reads
 * startDate/endDate, yyyy-MM-dd, end included; without dates it means all time). promptedBy:
 * leader user ids. statuses: empty or absent means all. order: by creation, latest first by default.
 * page/pageSize may come in the filter (as the spec sends them) or beside it.
 */
export const zFindReachoutsFilter = z.strictObject({
  organizationId: zUuid,
  mostRecent: z.optional(z.string().check(z.maxLength(40))),
  startDate: z.optional(zRangeDay),
  endDate: z.optional(zRangeDay),
  departmentIds: z.optional(z.array(zUuid).check(z.maxLength(200))),
  promptedBy: z.optional(z.union([zUuid, z.array(zUuid).check(z.maxLength(200))])),
  statuses: z.optional(z.array(zReachoutStatus).check(z.maxLength(2))),
  order: z.optional(z.enum(REACHOUT_ORDERS)),
  page: z.optional(zPage),
  pageSize: z.optional(zPageSize),
});
export type FindReachoutsFilter = z.infer<typeof zFindReachoutsFilter>;
export const zFindReachoutsRequest = z.strictObject({
  filter: zFindReachoutsFilter,
  page: z.optional(zPage),
  pageSize: z.optional(zPageSize),
});
export const zFindReachoutsResponse = z.object({
  entities: z.array(zReachout),
  meta: z.object({ pagination: zPaginationMeta }),
});

/** One reach-out (the detail page). Another organisation's id answers 404 'Failed to load reachout'. */
export const zFindReachoutRequest = z.strictObject({ id: zUuid, organizationId: zUuid });
export const zFindReachoutResponse = zReachout;

/**
 * Close or reopen response intake, and/or replace its translations (the whole list: [] removes
 * them all); answers the updated reach-out. The invitation e-mails already went out: a new
 * translation shows in MyVoyce.
 */
export const zUpdateReachoutRequest = z
  .strictObject({ id: zUuid, organizationId: zUuid, status: z.optional(zReachoutStatus), translations: z.optional(zReachoutTranslations) })
  .check(z.refine((v) => v.status !== undefined || v.translations !== undefined, { message: REACHOUT_MSG.updateEmpty, path: ['status'] }));
export const zUpdateReachoutResponse = zReachout;

/** Starts the AI summary (a job); message is SUMMARY_STARTED_MESSAGE; read it later in aiSummary. */
export const zGenerateReachoutSummaryRequest = z.strictObject({ reachoutId: zUuid, organizationId: zUuid });
export const zGenerateReachoutSummaryResponse = z.object({ reachoutId: z.string() });

/**
 * The wizard's live audience size: active employees of these departments, counted once each,
 * and the organisation's k. A send below k is refused with ANONYMITY_MSG.audienceTooSmall.
 */
export const zCountReachoutAudienceRequest = z.strictObject({
  organizationId: zUuid,
  departmentIds: z.array(zUuid).check(z.maxLength(200)),
});
/**
 * count and minGroupSize as the wizard always read them; the rest (optional) says how
 * many of the audience count towards k and why the others do not: newcomers (joined or moved in
 * the last NEWCOMER_DAYS days by someone else) and people the asking leader added or moved then.
 */
export const zCountReachoutAudienceResponse = z.object({
  count: z.number().check(z.int()),
  minGroupSize: z.number().check(z.int()),
  countsTowardsK: z.optional(z.number().check(z.int())),
  newcomers: z.optional(z.number().check(z.int())),
  addedByYou: z.optional(z.number().check(z.int())),
});

/** Spec 2 §7 AI Enhance: {title, message}; the web gives up after PARTICIPATION_MESSAGE_TIMEOUT_MS. */
export const zGenerateParticipationMessageRequest = z.strictObject({
  organizationId: z.optional(zUuid),
  prompt: z
    .string({ error: REACHOUT_MSG.messageRequired })
    .check(z.trim(), z.minLength(1, REACHOUT_MSG.messageRequired), z.maxLength(REACHOUT_PROMPT_MAX)),
  userObjective: z._default(z.string().check(z.trim(), z.maxLength(REACHOUT_OBJECTIVE_MAX)), ''),
});
const zParticipationDraft = z.object({ title: z.string(), message: z.string() });
/** The draft, also as `response` (spec 1 §7 and spec 2 §7 read response.title and response.message). */
export const zGenerateParticipationMessageResponse = z.extend(zParticipationDraft, { response: zParticipationDraft });

/** Spec 1 §7: list export, data.url (a signed download, see DOWNLOAD_TTL_MINUTES). */
export const zExportReachoutsRequest = z.strictObject({ filter: zFindReachoutsFilter });
export const zExportReachoutsResponse = zSignedUrl;
export const REACHOUTS_EXPORT_COLUMNS = [
  'Title',
  'Message',
  'Objective',
  'Status',
  'Created On',
  'Prompted By',
  'Audience',
  'Responded',
  'Surveyed',
  'Engagement %',
  'Negative',
  'Neutral',
  'Positive',
  'Bronze',
  'Silver',
  'Gold',
] as const;

/** Spec 1 §7: one reach-out's answers, data.data.url. Identity columns only for revealed answers. */
export const zExportReachoutDetailsRequest = z.strictObject({ filter: z.strictObject({ id: zUuid, organizationId: zUuid }) });
export const zExportReachoutDetailsResponse = z.object({ data: zSignedUrl });
export const REACHOUT_DETAILS_EXPORT_COLUMNS = [
  'Response',
  'Status',
  'Created On',
  'Tone',
  'Impact',
  'Topic',
  'Win',
  'Reveal',
  'Messages',
] as const;
export const REACHOUT_DETAILS_EXPORT_IDENTITY_COLUMNS = ['First Name', 'Last Name', 'Email'] as const;

// ---- MyVoyce calls (/api/employee/*) -------------------------------------------------------

/** A reach-out in the employee's inbox. `from` is the leader's name, or the organisation's when sent as it. */
export const zMyReachout = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  from: z.string(),
  sendAs: zSendAs,
  createdAt: z.string(),
  status: zReachoutStatus,
  /** Whether I answered (my answer is then among my insights, with this reachoutId). */
  answered: z.boolean(),
  /** Ours: the language title and body are in (my account's when the leaders translated into it). */
  shownLanguage: z.optional(zLanguage),
  /** Ours: false shows the original (the web says "Written in English"). */
  translated: z.optional(z.boolean()),
});
export type MyReachout = z.infer<typeof zMyReachout>;
/** Newest first: every reach-out delivered to me. */
export const zFindMyReachoutsRequest = z.strictObject({});
export const zFindMyReachoutsResponse = z.object({
  entities: z.array(zMyReachout),
  /** The organisation's k, so MyVoyce can tell the employee the rule. */
  minGroupSize: z.number().check(z.int()),
});

/**
 * Answer a reach-out, anonymously (an insight with reachoutId). 404 'Failed to load reachout'
 * when it was not delivered to me; 409 REACHOUT_MSG.intakeClosed or alreadyAnswered.
 */
export const zRespondToReachoutRequest = z.strictObject({ reachoutId: zUuid, body: zInsightBody });
/** The new insight (as /employee/submitInsight answers). */
export const zRespondToReachoutResponse = z.object({ id: z.string(), stage: z.string(), createdAt: z.string() });
