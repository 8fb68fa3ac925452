import { z } from 'zod';
import { zRangeDay } from './timespan.ts';
import { lessThanChars } from './messages.ts';
import { zTopicSummary } from './ai.ts';
import { zPaginationMeta } from './common.ts';
import { zAlertPhraseMatch } from './alert-phrases.ts';

export const SEVERITY_NAMES = { 1: 'Low', 2: 'Medium', 3: 'High', 4: 'Critical' } as const;
export type SeverityName = (typeof SEVERITY_NAMES)[keyof typeof SEVERITY_NAMES];
export const severityName = (s: number): SeverityName => SEVERITY_NAMES[Math.min(4, Math.max(1, Math.round(s))) as 1 | 2 | 3 | 4];

/** One definition of the kinds: the AI contract's (five). */
export { EMERGENCY_TYPES, zEmergencyType } from './ai.ts';
export const INSIGHT_MAX_LENGTH = 5000;
export const INSIGHT_MIN_LENGTH = 1;

export const zNamedRef = z.object({ id: z.string(), name: z.string() });

/** Spec 1 §3 'Submission' as leaders see it. Identity fields are null until a reveal is accepted. */
export const zSubmission = z.object({
  id: z.string(),
  organizationId: z.string(),
  topicId: z.string().nullable(),
  topic: z.string().nullable(),
  topicPinnedAt: z.string().nullable(),
  theme: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  stage: z.enum(['submitted', 'processing', 'processed', 'closed']),
  processing: z.boolean(),
  closedAt: z.string().nullable(),
  markedAsWinAt: z.string().nullable(),
  delegatedAt: z.string().nullable(),
  requestedUnmaskAt: z.string().nullable(),
  unmaskedAt: z.string().nullable(),
  declinedUnmaskedAt: z.string().nullable(),
  lastReplyAt: z.string().nullable(),
  rating: z.enum(['thumbsUp', 'thumbsDown']).nullable(),
  body: z.string(),
  createdAt: z.string(),
  messageCount: z.number().int(),
  severity: z.number().int().nullable(),
  severityName: z.string().nullable(),
  emergencyTypes: z.array(z.string()),
  /** Ours: kinds the AI thinks possible, for a person to review. */
  possibleEmergencyTypes: z.array(z.string()).optional(),
  /** Ours: the text's language (ISO 639-1), when the AI told it. */
  language: z.string().nullable().optional(),
  /**
   * Ours: the organisation's own alert phrases this insight contains, each with the
   * kind it raised ("matched your alert phrase 'x'"). Empty when none matched.
   */
  alertPhraseMatches: z.array(zAlertPhraseMatch).optional(),
  qualityWarnings: z.array(z.string()),
  tone: z.enum(['positive', 'neutral', 'negative']).nullable(),
  reachoutCategory: z.enum(['gold', 'silver', 'bronze']).nullable(),
  reachoutId: z.string().nullable(),
  departmentClassifications: z.array(zNamedRef),
  departments: z.array(zNamedRef),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  userEmail: z.string().nullable(),
});
export type Submission = z.infer<typeof zSubmission>;

/** Ours: insights of a topic counted by priority (Low 1 … Critical 4; an unrated insight in none). */
export const zPriorityCounts = z.object({
  Low: z.number().int(),
  Medium: z.number().int(),
  High: z.number().int(),
  Critical: z.number().int(),
});
/** Ours: insights of a topic counted by tone (an insight without a tone in none). */
export const zToneCounts = z.object({ positive: z.number().int(), neutral: z.number().int(), negative: z.number().int() });

/**
 * Ours: a topic's figures for its page, over the insights leaders may read. The
 * first and last insight are days (the start of their UTC day, as every time of anonymous
 * content), null when the topic has no insight a leader may read.
 */
export const zTopicInsightFigures = z.object({
  total: z.number().int(),
  byPriority: zPriorityCounts,
  byTone: zToneCounts,
  firstInsightAt: z.string().nullable(),
  lastInsightAt: z.string().nullable(),
});
export type TopicInsightFigures = z.infer<typeof zTopicInsightFigures>;

/** Spec 1 §3 'Submission group'. */
export const zSubmissionGroup = z.object({
  id: z.string(),
  topicId: z.string(),
  topic: z.string(),
  theme: z.string(),
  count: z.number().int(),
  startDate: z.string(),
  severity: z.number().int(),
  severityName: z.string(),
  status: z.enum(['open', 'closed']),
  topicPinnedAt: z.string().nullable(),
  departmentClassifications: z.array(zNamedRef),
  organizationId: z.string(),
  /** The topic's AI summary (none until one is generated). */
  insightsSummary: z.array(zTopicSummary),
  /**
   * Ours: when insightsSummary[0] was generated and the topic's insight count it was
   * made from (null for a summary made before this was kept). Compare with `count` for how many
   * insights it has not seen.
   */
  insightsSummaryInfo: z.object({ generatedAt: z.string(), insightCount: z.number().int().nullable() }).optional(),
  /** Ours: answered only to a request that names the topic (filter.topicId: its page). */
  insightFigures: zTopicInsightFigures.optional(),
});
export type SubmissionGroup = z.infer<typeof zSubmissionGroup>;

export const zUnmaskState = z.enum(['none', 'pending', 'accepted', 'declined']);
export type UnmaskState = z.infer<typeof zUnmaskState>;

// ---- leader calls (spec 1 §7) ---------------------------------------------------------------

const zUuid = z.uuid({ error: 'Invalid id' });
const zStage = z.enum(['submitted', 'processing', 'processed', 'closed']);
const zPage = z.number().int().min(1).max(100_000);
const zPageSize = z.number().int().min(1).max(500);

export const zFindSubmissionsFilter = z
  .object({
    organizationId: zUuid,
    processing: z.boolean().optional(),
    stage: z.union([zStage, z.array(zStage).max(4)]).optional(),
    id: zUuid.optional(),
    ids: z.array(zUuid).max(500).optional(),
    topicId: zUuid.optional(),
    noReachout: z.boolean().optional(),
    reachoutId: zUuid.optional(),
    timespan: z.string().max(40).optional(),
    startDate: zRangeDay.optional(),
    endDate: zRangeDay.optional(),
    count: z.boolean().optional(),
    isWin: z.boolean().optional(),
    unmaskRequested: z.boolean().optional(),
    unmasked: z.boolean().optional(),
    status: z.enum(['open', 'closed', 'all']).optional(),
    /** The dashboard's filters (spec 1 §3): priorities, a topic name (contains) or id, departments. */
    severity: z.array(z.number().int().min(1).max(4)).max(4).optional(),
    topic: z.string().max(200).optional(),
    departmentIds: z.array(zUuid).max(100).optional(),
    /**
     * Ours: insights of these themes, as the dashboard's heatmap names them (the
     * topic's theme, else the insight's, else 'Other'): a heatmap cell's insights.
     */
    themes: z.array(z.string().max(200)).min(1).max(500).optional(),
    /** Paging may come in the filter (as /findSubmissionGroups takes it) or beside it; beside it wins. */
    page: zPage.optional(),
    pageSize: zPageSize.optional(),
  })
  .strict();
export const zFindSubmissionsRequest = z
  .object({ filter: zFindSubmissionsFilter, page: zPage.optional(), pageSize: zPageSize.optional() })
  .strict();

/** The insights a topic list counts: the insight filters of /findSubmissions the dashboard sets. */
export const zTopicInsights = z
  .object({
    status: z.enum(['open', 'closed', 'all']).optional(),
    timespan: z.string().max(40).optional(),
    startDate: zRangeDay.optional(),
    endDate: zRangeDay.optional(),
    severity: z.array(z.number().int().min(1).max(4)).max(4).optional(),
    topic: z.string().max(200).optional(),
    departmentIds: z.array(zUuid).max(100).optional(),
    noReachout: z.boolean().optional(),
  })
  .strict();
export const zFindSubmissionGroupsFilter = z
  .object({
    organizationId: zUuid,
    processing: z.boolean().optional(),
    stage: z.union([zStage, z.array(zStage).max(4)]).optional(),
    status: z.enum(['open', 'closed', 'all']).optional(),
    timespan: z.string().max(40).optional(),
    groupType: z.literal('departmentTopic').optional(),
    /** A department classification, or a department (the explorer's bar click sends a chart row's departmentId). */
    departmentClassificationId: zUuid.optional(),
    departmentId: zUuid.optional(),
    severity: z.union([z.number().int().min(1).max(4), z.array(z.number().int().min(1).max(4)).max(4)]).optional(),
    pinned: z.boolean().optional(),
    /** Order by creation: 'latest' (newest first) or 'earliest'; absent: hottest first (severity, size, activity). */
    mostRecent: z.string().max(40).optional(),
    startDate: zRangeDay.optional(),
    endDate: zRangeDay.optional(),
    noReachout: z.boolean().optional(),
    topicId: zUuid.optional(),
    /** The dashboard's filters: a topic name (contains) or id, and departments. */
    topic: z.string().max(200).optional(),
    departmentIds: z.array(zUuid).max(100).optional(),
    /**
     * Ours: the insights a dashboard card counts, as /findSubmissions reads them. A
     * topic is then listed only while it holds one of them, and its count is how many it holds.
     */
    insights: zTopicInsights.optional(),
    page: zPage.optional(),
    pageSize: zPageSize.optional(),
  })
  .strict();
export const zFindSubmissionGroupsRequest = z
  .object({
    filter: zFindSubmissionGroupsFilter,
    page: zPage.optional(),
    pageSize: zPageSize.optional(),
    /** 'csv': every matching topic (no paging) as a file; the answer is a signed URL {url, expiresAt}. */
    format: z.literal('csv').optional(),
  })
  .strict();

export const zOrgFilter = z.object({ organizationId: zUuid }).strict();
export const zUnmaskSubmissionRequest = z.object({ filter: zOrgFilter, submissionId: zUuid }).strict();

export const REPLY_MAX_LENGTH = 10_000;
export const zReplySubmissionRequest = z
  .object({
    filter: z.object({ organizationId: zUuid, ids: z.array(zUuid).min(1, 'Select at least one insight').max(500) }).strict(),
    response: z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(REPLY_MAX_LENGTH, lessThanChars(REPLY_MAX_LENGTH)),
  })
  .strict();

export const SUMMARY_STARTED_MESSAGE =
  'Summary generation started, refresh shortly to see updated summary. This could take several minutes';
export const zGenerateSubmissionResponseRequest = z
  .object({ organizationId: zUuid, submissionIds: z.array(zUuid).min(1).max(50), prompt: z.string().max(2000).optional() })
  .strict();
export const zGenerateInsightsAISummaryRequest = z.object({ topicId: zUuid, organizationId: zUuid }).strict();

// ---- answers ----------------------------------------------------------------------------------

export const zFindSubmissionsResponse = z.object({
  entities: z.array(zSubmission),
  /** How many match; with totalCapped, at least this many (the count stops there). */
  count: z.number().int(),
  meta: z.object({ pagination: zPaginationMeta }),
  /** Ours: true when the count stopped early; meta.pagination.total_items is then a floor too. */
  totalCapped: z.boolean().optional(),
});
export type SubmissionPage = z.infer<typeof zFindSubmissionsResponse>;
/** The page of topics, or with `format: 'csv'` a short-lived link to the file. */
export const zSubmissionGroupPage = z.object({ entities: z.array(zSubmissionGroup), meta: z.object({ pagination: zPaginationMeta }) });
export type SubmissionGroupPage = z.infer<typeof zSubmissionGroupPage>;
export const zFindSubmissionGroupsResponse = z.union([zSubmissionGroupPage, z.object({ url: z.string(), expiresAt: z.string() })]);
export const zReplySubmissionResponse = z.object({ ids: z.array(z.string()), sentCount: z.number().int() });
export const zUnmaskSubmissionRequestResponse = z.object({ requestedUnmaskAt: z.string() });
/** An AI draft (a reply, a delegation note): text the leader edits before sending. */
export const zDraftResponse = z.object({ text: z.string() });
export const zGenerateInsightsAISummaryResponse = z.object({ summaryId: z.string() });
