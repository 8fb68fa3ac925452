import { z } from './zod.ts';
import { zRangeDay } from './timespan.ts';
import { lessThanChars } from './messages.ts';
import { zTopicSummary } from './ai.ts';
import { zPaginationMeta } from './common.ts';
import { zAlertPhraseMatch } from './alert-phrases.ts';
import { REPLY_MAX_LENGTH } from './insight-rules.ts';

export {
  INSIGHT_MAX_LENGTH,
  INSIGHT_MIN_LENGTH,
  REPLY_MAX_LENGTH,
  SEVERITY_NAMES,
  severityName,
  type SeverityName,
} from './insight-rules.ts';

/** One definition of the kinds: the AI contract's (five). */
export { EMERGENCY_TYPES, zEmergencyType } from './ai.ts';

export const zNamedRef = z.object({ id: z.string(), name: z.string() });

/** Spec 1 §3 'Submission' as leaders see it. Identity fields are null until a reveal is accepted. */
export const zSubmission = z.object({
  id: z.string(),
  organizationId: z.string(),
  topicId: z.nullable(z.string()),
  topic: z.nullable(z.string()),
  topicPinnedAt: z.nullable(z.string()),
  theme: z.nullable(z.string()),
  status: z.enum(['open', 'closed']),
  stage: z.enum(['submitted', 'processing', 'processed', 'closed']),
  processing: z.boolean(),
  closedAt: z.nullable(z.string()),
  markedAsWinAt: z.nullable(z.string()),
  delegatedAt: z.nullable(z.string()),
  requestedUnmaskAt: z.nullable(z.string()),
  unmaskedAt: z.nullable(z.string()),
  declinedUnmaskedAt: z.nullable(z.string()),
  lastReplyAt: z.nullable(z.string()),
  rating: z.nullable(z.enum(['thumbsUp', 'thumbsDown'])),
  body: z.string(),
  createdAt: z.string(),
  messageCount: z.number().check(z.int()),
  severity: z.nullable(z.number().check(z.int())),
  severityName: z.nullable(z.string()),
  emergencyTypes: z.array(z.string()),
  /** Ours: kinds the AI thinks possible, for a person to review. */
  possibleEmergencyTypes: z.optional(z.array(z.string())),
  /** Ours: the text's language (ISO 639-1), when the AI told it. */
  language: z.optional(z.nullable(z.string())),
  /**
   * Ours: the organisation's own alert phrases this insight contains, each with the
   * kind it raised ("matched your alert phrase 'x'"). Empty when none matched.
   */
  alertPhraseMatches: z.optional(z.array(zAlertPhraseMatch)),
  qualityWarnings: z.array(z.string()),
  tone: z.nullable(z.enum(['positive', 'neutral', 'negative'])),
  reachoutCategory: z.nullable(z.enum(['gold', 'silver', 'bronze'])),
  reachoutId: z.nullable(z.string()),
  departmentClassifications: z.array(zNamedRef),
  departments: z.array(zNamedRef),
  userFirstName: z.nullable(z.string()),
  userLastName: z.nullable(z.string()),
  userEmail: z.nullable(z.string()),
});
export type Submission = z.infer<typeof zSubmission>;

/** Ours: insights of a topic counted by priority (Low 1 … Critical 4; an unrated insight in none). */
export const zPriorityCounts = z.object({
  Low: z.number().check(z.int()),
  Medium: z.number().check(z.int()),
  High: z.number().check(z.int()),
  Critical: z.number().check(z.int()),
});
/** Ours: insights of a topic counted by tone (an insight without a tone in none). */
export const zToneCounts = z.object({
  positive: z.number().check(z.int()),
  neutral: z.number().check(z.int()),
  negative: z.number().check(z.int()),
});

/**
 * Ours: a topic's figures for its page, over the insights leaders may read. The
 * first and last insight are days (the start of their UTC day, as every time of anonymous
 * content), null when the topic has no insight a leader may read.
 */
export const zTopicInsightFigures = z.object({
  total: z.number().check(z.int()),
  byPriority: zPriorityCounts,
  byTone: zToneCounts,
  firstInsightAt: z.nullable(z.string()),
  lastInsightAt: z.nullable(z.string()),
});
export type TopicInsightFigures = z.infer<typeof zTopicInsightFigures>;

/** Spec 1 §3 'Submission group'. */
export const zSubmissionGroup = z.object({
  id: z.string(),
  topicId: z.string(),
  topic: z.string(),
  theme: z.string(),
  count: z.number().check(z.int()),
  startDate: z.string(),
  severity: z.number().check(z.int()),
  severityName: z.string(),
  status: z.enum(['open', 'closed']),
  topicPinnedAt: z.nullable(z.string()),
  departmentClassifications: z.array(zNamedRef),
  organizationId: z.string(),
  /** The topic's AI summary (none until one is generated). */
  insightsSummary: z.array(zTopicSummary),
  /**
   * Ours: when insightsSummary[0] was generated and the topic's insight count it was
   * made from (null for a summary made before this was kept). Compare with `count` for how many
   * insights it has not seen.
   */
  insightsSummaryInfo: z.optional(z.object({ generatedAt: z.string(), insightCount: z.nullable(z.number().check(z.int())) })),
  /** Ours: answered only to a request that names the topic (filter.topicId: its page). */
  insightFigures: z.optional(zTopicInsightFigures),
});
export type SubmissionGroup = z.infer<typeof zSubmissionGroup>;

export const zUnmaskState = z.enum(['none', 'pending', 'accepted', 'declined']);
export type UnmaskState = z.infer<typeof zUnmaskState>;

// ---- leader calls (spec 1 §7) ---------------------------------------------------------------

const zUuid = z.uuid({ error: 'Invalid id' });
const zStage = z.enum(['submitted', 'processing', 'processed', 'closed']);
const zPage = z.number().check(z.int(), z.gte(1), z.lte(100_000));
const zPageSize = z.number().check(z.int(), z.gte(1), z.lte(500));

export const zFindSubmissionsFilter = z.strictObject({
  organizationId: zUuid,
  processing: z.optional(z.boolean()),
  stage: z.optional(z.union([zStage, z.array(zStage).check(z.maxLength(4))])),
  id: z.optional(zUuid),
  ids: z.optional(z.array(zUuid).check(z.maxLength(500))),
  topicId: z.optional(zUuid),
  noReachout: z.optional(z.boolean()),
  reachoutId: z.optional(zUuid),
  timespan: z.optional(z.string().check(z.maxLength(40))),
  startDate: z.optional(zRangeDay),
  endDate: z.optional(zRangeDay),
  count: z.optional(z.boolean()),
  isWin: z.optional(z.boolean()),
  unmaskRequested: z.optional(z.boolean()),
  unmasked: z.optional(z.boolean()),
  status: z.optional(z.enum(['open', 'closed', 'all'])),
  /** The dashboard's filters (spec 1 §3): priorities, a topic name (contains) or id, departments. */
  severity: z.optional(z.array(z.number().check(z.int(), z.gte(1), z.lte(4))).check(z.maxLength(4))),
  topic: z.optional(z.string().check(z.maxLength(200))),
  departmentIds: z.optional(z.array(zUuid).check(z.maxLength(100))),
  /**
   * Ours: insights of these themes, as the dashboard's heatmap names them (the
   * topic's theme, else the insight's, else 'Other'): a heatmap cell's insights.
   */
  themes: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(500))),
  /** Paging may come in the filter (as /findSubmissionGroups takes it) or beside it; beside it wins. */
  page: z.optional(zPage),
  pageSize: z.optional(zPageSize),
});
export const zFindSubmissionsRequest = z.strictObject({
  filter: zFindSubmissionsFilter,
  page: z.optional(zPage),
  pageSize: z.optional(zPageSize),
});

/** The insights a topic list counts: the insight filters of /findSubmissions the dashboard sets. */
export const zTopicInsights = z.strictObject({
  status: z.optional(z.enum(['open', 'closed', 'all'])),
  timespan: z.optional(z.string().check(z.maxLength(40))),
  startDate: z.optional(zRangeDay),
  endDate: z.optional(zRangeDay),
  severity: z.optional(z.array(z.number().check(z.int(), z.gte(1), z.lte(4))).check(z.maxLength(4))),
  topic: z.optional(z.string().check(z.maxLength(200))),
  departmentIds: z.optional(z.array(zUuid).check(z.maxLength(100))),
  noReachout: z.optional(z.boolean()),
});
export const zFindSubmissionGroupsFilter = z.strictObject({
  organizationId: zUuid,
  processing: z.optional(z.boolean()),
  stage: z.optional(z.union([zStage, z.array(zStage).check(z.maxLength(4))])),
  status: z.optional(z.enum(['open', 'closed', 'all'])),
  timespan: z.optional(z.string().check(z.maxLength(40))),
  groupType: z.optional(z.literal('departmentTopic')),
  /** A department classification, or a department (the explorer's bar click sends a chart row's departmentId). */
  departmentClassificationId: z.optional(zUuid),
  departmentId: z.optional(zUuid),
  severity: z.optional(
    z.union([z.number().check(z.int(), z.gte(1), z.lte(4)), z.array(z.number().check(z.int(), z.gte(1), z.lte(4))).check(z.maxLength(4))]),
  ),
  pinned: z.optional(z.boolean()),
  /** Order by creation: 'latest' (newest first) or 'earliest'; absent: hottest first (severity, size, activity). */
  mostRecent: z.optional(z.string().check(z.maxLength(40))),
  startDate: z.optional(zRangeDay),
  endDate: z.optional(zRangeDay),
  noReachout: z.optional(z.boolean()),
  topicId: z.optional(zUuid),
  /** The dashboard's filters: a topic name (contains) or id, and departments. */
  topic: z.optional(z.string().check(z.maxLength(200))),
  departmentIds: z.optional(z.array(zUuid).check(z.maxLength(100))),
  /**
   * Ours: the insights a dashboard card counts, as /findSubmissions reads them. A
   * topic is then listed only while it holds one of them, and its count is how many it holds.
   */
  insights: z.optional(zTopicInsights),
  page: z.optional(zPage),
  pageSize: z.optional(zPageSize),
});
export const zFindSubmissionGroupsRequest = z.strictObject({
  filter: zFindSubmissionGroupsFilter,
  page: z.optional(zPage),
  pageSize: z.optional(zPageSize),
  /** 'csv': every matching topic (no paging) as a file; the answer is a signed URL {url, expiresAt}. */
  format: z.optional(z.literal('csv')),
});

export const zOrgFilter = z.strictObject({ organizationId: zUuid });
export const zUnmaskSubmissionRequest = z.strictObject({ filter: zOrgFilter, submissionId: zUuid });

export const zReplySubmissionRequest = z.strictObject({
  filter: z.strictObject({
    organizationId: zUuid,
    ids: z.array(zUuid).check(z.minLength(1, 'Select at least one insight'), z.maxLength(500)),
  }),
  response: z
    .string({ error: 'Message is required' })
    .check(z.trim(), z.minLength(1, 'Message is required'), z.maxLength(REPLY_MAX_LENGTH, lessThanChars(REPLY_MAX_LENGTH))),
});

export const SUMMARY_STARTED_MESSAGE =
  'Summary generation started, refresh shortly to see updated summary. This could take several minutes';
export const zGenerateSubmissionResponseRequest = z.strictObject({
  organizationId: zUuid,
  submissionIds: z.array(zUuid).check(z.minLength(1), z.maxLength(50)),
  prompt: z.optional(z.string().check(z.maxLength(2000))),
});
export const zGenerateInsightsAISummaryRequest = z.strictObject({ topicId: zUuid, organizationId: zUuid });

// ---- answers ----------------------------------------------------------------------------------

export const zFindSubmissionsResponse = z.object({
  entities: z.array(zSubmission),
  /** How many match; with totalCapped, at least this many (the count stops there). */
  count: z.number().check(z.int()),
  meta: z.object({ pagination: zPaginationMeta }),
  /** Ours: true when the count stopped early; meta.pagination.total_items is then a floor too. */
  totalCapped: z.optional(z.boolean()),
});
export type SubmissionPage = z.infer<typeof zFindSubmissionsResponse>;
/** The page of topics, or with `format: 'csv'` a short-lived link to the file. */
export const zSubmissionGroupPage = z.object({ entities: z.array(zSubmissionGroup), meta: z.object({ pagination: zPaginationMeta }) });
export type SubmissionGroupPage = z.infer<typeof zSubmissionGroupPage>;
export const zFindSubmissionGroupsResponse = z.union([zSubmissionGroupPage, z.object({ url: z.string(), expiresAt: z.string() })]);
export const zReplySubmissionResponse = z.object({ ids: z.array(z.string()), sentCount: z.number().check(z.int()) });
export const zUnmaskSubmissionRequestResponse = z.object({ requestedUnmaskAt: z.string() });
/** An AI draft (a reply, a delegation note): text the leader edits before sending. */
export const zDraftResponse = z.object({ text: z.string() });
export const zGenerateInsightsAISummaryResponse = z.object({ summaryId: z.string() });
