import { z } from './zod.ts';
import { zRangeDay } from './timespan.ts';
import { lessThanChars } from './messages.ts';
import { EMAIL_PATTERN, zPaginationMeta } from './common.ts';
import { zOrgFilter } from './insights.ts';

export { UNASSIGNED_CLASSIFICATION_ID, UNASSIGNED_NAME } from './unassigned-classification.ts';
export { INSIGHTS_EXPORT_COLUMNS, INSIGHTS_EXPORT_IDENTITY_COLUMNS, TOPICS_EXPORT_COLUMNS } from './export-columns.ts';

/** Leaders' insights workspace calls (spec 1 §7) beyond find/reply/unmask (submissions.ts). */

const zUuid = z.uuid({ error: 'Invalid id' });
const zIds = z.array(zUuid).check(z.minLength(1, 'Select at least one insight'), z.maxLength(500));
const zIdsFilter = z.strictObject({ organizationId: zUuid, ids: zIds });

export const zPinTopicRequest = z.strictObject({ topicId: zUuid, pinned: z.boolean(), organizationId: z.optional(zUuid) });
export const zPinTopicResponse = z.object({ pinnedAt: z.nullable(z.string()) });

/** Wording of the workspace's success answers and of its 'not found' answers (spec 1 §8). */
export const WORKSPACE_MSG = {
  markedAsWin: 'Marked as win',
  closed: 'Closed',
  reopened: 'Reopened',
  rated: 'Rated',
  sent: 'Sent',
  pinned: 'Pinned',
  unpinned: 'Unpinned',
  insightNotFound: 'Insight not found',
  topicNotFound: 'No topic found',
  missingTopic: 'Missing topic information',
  missingReachout: 'Missing reachout information',
  recipientNotFound: 'Recipient not found',
  alreadyWin: 'This insight is already marked as a win.',
} as const;

export const zFindSubmissionMessagesRequest = z.strictObject({ filter: z.strictObject({ organizationId: zUuid, submissionId: zUuid }) });
export const zSubmissionMessage = z.object({
  id: z.string(),
  submissionId: z.string(),
  organizationId: z.string(),
  body: z.string(),
  subject: z.string(),
  stage: z.string(),
  userId: z.nullable(z.string()),
  createdBy: z.enum(['leader', 'employee']),
  /** The employee's messages carry only their day (ARCHITECTURE §5). */
  createdAt: z.string(),
  /** Order within the insight, shared with its activity: what orders a day-only entry. */
  seq: z.number().check(z.int()),
  /** The leader who wrote it; null for the anonymous employee. */
  fromUser: z.nullable(z.object({ firstName: z.nullable(z.string()), lastName: z.nullable(z.string()), businessEmail: z.string() })),
});
export type SubmissionMessage = z.infer<typeof zSubmissionMessage>;
/** Oldest first, as the timeline reads. */
export const zFindSubmissionMessagesResponse = z.object({ entities: z.array(zSubmissionMessage) });

export const zFindSubmissionActivityRequest = z.strictObject({
  filter: z.strictObject({
    organizationId: zUuid,
    submissionId: zUuid,
    processing: z.optional(z.boolean()),
    stage: z.optional(z.array(z.enum(['processed', 'closed']))),
  }),
});
export const ACTIVITY_TYPES = [
  'close',
  'reopen',
  'markAsWin',
  'reply',
  'delegate',
  'thumbsUp',
  'thumbsDown',
  'unmaskRequested',
  'unmaskAccepted',
  'unmaskDeclined',
] as const;
/**
 * Whom a delegation went to, as the leader chose them: leadership team members and organisation
 * users with their name, typed e-mails as typed (no name). Never the author as such.
 */
export const zActivityRecipient = z.object({ name: z.optional(z.string()), email: z.string() });
export type ActivityRecipient = z.infer<typeof zActivityRecipient>;
/** What an activity row keeps beyond its type ('delegate': its recipients). */
export type ActivityDetail = { recipients?: ActivityRecipient[] };
export const zSubmissionActivity = z.object({
  id: z.string(),
  submissionId: z.string(),
  submissionMessageId: z.nullable(z.string()),
  organizationId: z.string(),
  actionType: z.enum(ACTIVITY_TYPES),
  userId: z.nullable(z.string()),
  createdBy: z.enum(['leader', 'employee']),
  /** The employee's own entries carry only their day (ARCHITECTURE §5). */
  createdAt: z.string(),
  /** Order within the insight, shared with its messages. */
  seq: z.number().check(z.int()),
  /** The leader's name for leader actions; null for the employee's own. */
  userName: z.nullable(z.string()),
  /** 'delegate' only: the recipients, in the order chosen; absent on delegations recorded before they were kept. */
  recipients: z.optional(z.array(zActivityRecipient)),
});
export type SubmissionActivity = z.infer<typeof zSubmissionActivity>;
/** Oldest first, as the timeline reads. */
export const zFindSubmissionActivityResponse = z.object({ entities: z.array(zSubmissionActivity) });

/**
 * Triage answers name the insights the call changed; ones already in the asked state are left
 * out (closing a closed insight changes nothing and writes no activity).
 */
export const zMarkAsWinRequest = z.strictObject({ filter: zIdsFilter });
export const zMarkAsWinResponse = z.object({ ids: z.array(z.string()), markedAsWinAt: z.string() });
export const zCloseSubmissionsRequest = z.strictObject({ filter: zIdsFilter });
export const zCloseSubmissionsResponse = z.object({ ids: z.array(z.string()), closedAt: z.string() });
export const zReopenSubmissionsRequest = zCloseSubmissionsRequest;
export const zReopenSubmissionsResponse = z.object({ ids: z.array(z.string()) });
export const zRateSubmissionRequest = z.strictObject({
  filter: zOrgFilter,
  submissionId: zUuid,
  rating: z.enum(['thumbsUp', 'thumbsDown']),
});
export const zRateSubmissionResponse = z.object({ submissionId: z.string(), rating: z.enum(['thumbsUp', 'thumbsDown']) });

/** Delegation (spec 1 §5): a note and at least one recipient (a leader id or an e-mail). */
export const DELEGATION_NOTE_MAX = 5000;
export const zDelegateEmail = z.string().check(z.trim(), z.maxLength(254), z.regex(EMAIL_PATTERN, 'Please enter a valid email address'));
export const zSendToLeadershipRequest = z
  .strictObject({
    filter: z.strictObject({ organizationId: zUuid, ids: zIds }),
    response: z
      .string()
      .check(z.trim(), z.minLength(1, 'Please write a note'), z.maxLength(DELEGATION_NOTE_MAX, lessThanChars(DELEGATION_NOTE_MAX))),
    emails: z._default(z.array(zDelegateEmail).check(z.maxLength(50)), []),
    leadershipTeamMemberIds: z._default(z.array(zUuid).check(z.maxLength(50)), []),
  })
  .check(
    z.refine((v) => v.emails.length + v.leadershipTeamMemberIds.length > 0, { message: 'Select at least one recipient', path: ['emails'] }),
  );
/**
 * leadershipTeamMemberIds may name leadership team members or organisation users (the picker
 * offers both, and sends every option that has an id as an id); each gets one e-mail.
 */
export const zSendToLeadershipResponse = z.object({
  ids: z.array(z.string()),
  sentCount: z.number().check(z.int()),
  delegatedAt: z.string(),
});
export const DELEGATE_SEARCH_LIMIT = 20;
export const zFindDelegateEmailsRequest = z.strictObject({
  filter: z.strictObject({ organizationId: zUuid, search: z._default(z.string().check(z.maxLength(200)), '') }),
});
export const zRecipientOption = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type RecipientOption = z.infer<typeof zRecipientOption>;
/** At most DELEGATE_SEARCH_LIMIT, best match first (exact e-mail, then prefixes, then contains). */
export const zFindDelegateEmailsResponse = z.object({ entities: z.array(zRecipientOption) });
export const zGenerateDelegationMessageRequest = z.strictObject({
  organizationId: zUuid,
  prompt: z._default(z.string().check(z.maxLength(2000)), ''),
  submissionId: zUuid,
});
export const zDraftText = z.object({ text: z.string() });

export const zFindLeadershipTeamMembersRequest = z.strictObject({ filter: zOrgFilter });
export const zLeadershipTeamMember = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  email: z.string(),
  violence: z.boolean(),
  crime: z.boolean(),
  threat: z.boolean(),
  selfHarm: z.boolean(),
  harassment: z.boolean(),
  createdBy: z.nullable(z.string()),
  /**
   * Ours, not the spec's: whether the entry's e-mail is, now, a leader of the
   * organisation who may view insights, the only people an emergency alert goes to. An entry
   * with kinds ticked that says false receives nothing (the setup grid says so).
   */
  mayReceiveAlerts: z.optional(z.boolean()),
});
export type LeadershipTeamMember = z.infer<typeof zLeadershipTeamMember>;
/** Sorted by name. */
export const zFindLeadershipTeamMembersResponse = z.object({ entities: z.array(zLeadershipTeamMember) });
export const zFindOrganizationMembersRequest = z.strictObject({
  filter: z.strictObject({ organizationId: zUuid, search: z.optional(z.string().check(z.maxLength(200))) }),
  page: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100_000))),
  pageSize: z.optional(z.number().check(z.int(), z.gte(1), z.lte(500))),
});
/** Active (not disabled) members, sorted by name; default page size 500. */
export const zOrganizationMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'employee', 'admin']),
});
export type OrganizationMember = z.infer<typeof zOrganizationMember>;
export const zFindOrganizationMembersResponse = z.object({
  entities: z.array(zOrganizationMember),
  meta: z.object({ pagination: zPaginationMeta }),
});
export const zFindOrganizationsRequest = z.strictObject({ filter: zOrgFilter });
/** Spec 2 §7: data.entities[0] with id, name (the caller's organisation). */
export const zOrganizationSummary = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
export const zFindOrganizationsResponse = z.object({ entities: z.array(zOrganizationSummary) });

/**
 * Explorer chart: per department, the topics counted by priority (a topic counts for a
 * department when one of its insights is linked to it). The period is `timespan`, or
 * `mostRecent` when it names a period (spec 1 §9 labels such as 'Custom Range', see
 * periodRange); custom ranges read startDate/endDate.
 */
export const zFetchChartDataRequest = z.strictObject({
  filter: z.strictObject({
    organizationId: zUuid,
    groupType: z.optional(z.literal('departmentTopic')),
    noReachout: z.optional(z.boolean()),
    mostRecent: z.optional(z.string().check(z.maxLength(40))),
    timespan: z.optional(z.string().check(z.maxLength(40))),
    startDate: z.optional(zRangeDay),
    endDate: z.optional(zRangeDay),
    status: z.optional(z.enum(['open', 'closed', 'all'])),
  }),
});
export const zChartRow = z.object({
  department: z.string(),
  departmentId: z.string(),
  Low: z.number(),
  Medium: z.number(),
  High: z.number(),
  Critical: z.number(),
});
export type ChartRow = z.infer<typeof zChartRow>;
/** Classifications by name, then Unassigned; one without topics in the period is left out. */
export const zFetchChartDataResponse = z.object({ entities: z.array(zChartRow) });

export const zExportInsightsDetailsRequest = z.strictObject({ filter: z.strictObject({ topicId: zUuid, organizationId: zUuid }) });
/**
 * Downloads answer a short-lived signed URL: data.data.url for details, data.url for lists.
 * The url is relative to the app (`/api/downloads/<token>`), valid DOWNLOAD_TTL_MINUTES; an
 * expired or altered link answers 403 with a page saying so.
 */
export const DOWNLOAD_TTL_MINUTES = 15;
export const zSignedUrl = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedUrl = z.infer<typeof zSignedUrl>;
export const zExportInsightsDetailsResponse = z.object({ data: zSignedUrl });

export const zShareDetailsRequest = z.strictObject({
  type: z.enum(['reachout', 'topic']),
  id: zUuid,
  organizationId: zUuid,
  emails: z.array(zDelegateEmail).check(z.minLength(1, 'Select at least one recipient'), z.maxLength(50)),
});
export const zShareResult = z.object({ sentCount: z.number().check(z.int()), failedEmails: z.array(z.string()) });

/**
 * Dashboard (spec 1 §2, §7): counts and recent activity in one call. The filters narrow the
 * priority counts and the theme and department views (topic: a name fragment or a topic id;
 * departments: department ids); the volume keeps its own 30/60-day window but follows the
 * severity, topic and department filters; recent activity is the organisation's latest 20.
 * Hot topics and pinned topics come from /findSubmissionGroups.
 */
export const zDashboardRequest = z.strictObject({
  filter: z.strictObject({
    organizationId: zUuid,
    severityName: z.optional(z.enum(['Low', 'Medium', 'High', 'Critical'])),
    topic: z.optional(z.string().check(z.maxLength(200))),
    status: z._default(z.enum(['open', 'closed', 'all']), 'open'),
    departments: z.optional(z.array(zUuid).check(z.maxLength(100))),
    timespan: z._default(z.string().check(z.maxLength(40)), 'last_30_days'),
    /** Ours: leave reach-out answers out, as the explorer's noReachout does. */
    noReachout: z.optional(z.boolean()),
  }),
});
export const zDashboardSummary = z.object({
  priorityCounts: z.object({ critical: z.number(), high: z.number(), medium: z.number(), low: z.number() }),
  volume: z.object({ total: z.number(), previous: z.number(), delta: z.number(), deltaPercent: z.nullable(z.number()) }),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      actionType: z.string(),
      submissionId: z.string(),
      createdAt: z.string(),
      userName: z.nullable(z.string()),
      excerpt: z.string(),
    }),
  ),
  themes: z.array(
    z.object({
      theme: z.string(),
      topics: z.array(z.object({ id: z.string(), topic: z.string(), count: z.number(), severity: z.number() })),
    }),
  ),
  departments: z.array(
    z.object({
      departmentId: z.string(),
      department: z.string(),
      topics: z.array(z.object({ id: z.string(), topic: z.string(), count: z.number() })),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof zDashboardSummary>;
export const zShareDetailsResponse = z.object({ sentCount: z.number().check(z.int()), failedEmails: z.array(z.string()) });
