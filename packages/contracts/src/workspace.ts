import { z } from 'zod';
import { zRangeDay } from './timespan.ts';
import { lessThanChars } from './messages.ts';
import { EMAIL_PATTERN, zPaginationMeta } from './common.ts';
import { zOrgFilter } from './insights.ts';

/** Leaders' insights workspace calls (spec 1 §7) beyond find/reply/unmask (submissions.ts). */

const zUuid = z.uuid({ error: 'Invalid id' });
const zIds = z.array(zUuid).min(1, 'Select at least one insight').max(500);
const zIdsFilter = z.object({ organizationId: zUuid, ids: zIds }).strict();

export const zPinTopicRequest = z.object({ topicId: zUuid, pinned: z.boolean(), organizationId: zUuid.optional() }).strict();
export const zPinTopicResponse = z.object({ pinnedAt: z.string().nullable() });

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

export const zFindSubmissionMessagesRequest = z
  .object({ filter: z.object({ organizationId: zUuid, submissionId: zUuid }).strict() })
  .strict();
export const zSubmissionMessage = z.object({
  id: z.string(),
  submissionId: z.string(),
  organizationId: z.string(),
  body: z.string(),
  subject: z.string(),
  stage: z.string(),
  userId: z.string().nullable(),
  createdBy: z.enum(['leader', 'employee']),
  /** The employee's messages carry only their day (ARCHITECTURE §5). */
  createdAt: z.string(),
  /** Order within the insight, shared with its activity: what orders a day-only entry. */
  seq: z.number().int(),
  /** The leader who wrote it; null for the anonymous employee. */
  fromUser: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), businessEmail: z.string() }).nullable(),
});
export type SubmissionMessage = z.infer<typeof zSubmissionMessage>;
/** Oldest first, as the timeline reads. */
export const zFindSubmissionMessagesResponse = z.object({ entities: z.array(zSubmissionMessage) });

export const zFindSubmissionActivityRequest = z
  .object({
    filter: z
      .object({
        organizationId: zUuid,
        submissionId: zUuid,
        processing: z.boolean().optional(),
        stage: z.array(z.enum(['processed', 'closed'])).optional(),
      })
      .strict(),
  })
  .strict();
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
export const zActivityRecipient = z.object({ name: z.string().optional(), email: z.string() });
export type ActivityRecipient = z.infer<typeof zActivityRecipient>;
/** What an activity row keeps beyond its type ('delegate': its recipients). */
export type ActivityDetail = { recipients?: ActivityRecipient[] };
export const zSubmissionActivity = z.object({
  id: z.string(),
  submissionId: z.string(),
  submissionMessageId: z.string().nullable(),
  organizationId: z.string(),
  actionType: z.enum(ACTIVITY_TYPES),
  userId: z.string().nullable(),
  createdBy: z.enum(['leader', 'employee']),
  /** The employee's own entries carry only their day (ARCHITECTURE §5). */
  createdAt: z.string(),
  /** Order within the insight, shared with its messages. */
  seq: z.number().int(),
  /** The leader's name for leader actions; null for the employee's own. */
  userName: z.string().nullable(),
  /** 'delegate' only: the recipients, in the order chosen; absent on delegations recorded before they were kept. */
  recipients: z.array(zActivityRecipient).optional(),
});
export type SubmissionActivity = z.infer<typeof zSubmissionActivity>;
/** Oldest first, as the timeline reads. */
export const zFindSubmissionActivityResponse = z.object({ entities: z.array(zSubmissionActivity) });

/**
 * Triage answers name the insights the call changed; ones already in the asked state are left
 * out (closing a closed insight changes nothing and writes no activity).
 */
export const zMarkAsWinRequest = z.object({ filter: zIdsFilter }).strict();
export const zMarkAsWinResponse = z.object({ ids: z.array(z.string()), markedAsWinAt: z.string() });
export const zCloseSubmissionsRequest = z.object({ filter: zIdsFilter }).strict();
export const zCloseSubmissionsResponse = z.object({ ids: z.array(z.string()), closedAt: z.string() });
export const zReopenSubmissionsRequest = zCloseSubmissionsRequest;
export const zReopenSubmissionsResponse = z.object({ ids: z.array(z.string()) });
export const zRateSubmissionRequest = z
  .object({ filter: zOrgFilter, submissionId: zUuid, rating: z.enum(['thumbsUp', 'thumbsDown']) })
  .strict();
export const zRateSubmissionResponse = z.object({ submissionId: z.string(), rating: z.enum(['thumbsUp', 'thumbsDown']) });

/** Delegation (spec 1 §5): a note and at least one recipient (a leader id or an e-mail). */
export const DELEGATION_NOTE_MAX = 5000;
export const zDelegateEmail = z.string().trim().max(254).regex(EMAIL_PATTERN, 'Please enter a valid email address');
export const zSendToLeadershipRequest = z
  .object({
    filter: z.object({ organizationId: zUuid, ids: zIds }).strict(),
    response: z.string().trim().min(1, 'Please write a note').max(DELEGATION_NOTE_MAX, lessThanChars(DELEGATION_NOTE_MAX)),
    emails: z.array(zDelegateEmail).max(50).default([]),
    leadershipTeamMemberIds: z.array(zUuid).max(50).default([]),
  })
  .strict()
  .refine((v) => v.emails.length + v.leadershipTeamMemberIds.length > 0, { message: 'Select at least one recipient', path: ['emails'] });
/**
 * leadershipTeamMemberIds may name leadership team members or organisation users (the picker
 * offers both, and sends every option that has an id as an id); each gets one e-mail.
 */
export const zSendToLeadershipResponse = z.object({ ids: z.array(z.string()), sentCount: z.number().int(), delegatedAt: z.string() });
export const DELEGATE_SEARCH_LIMIT = 20;
export const zFindDelegateEmailsRequest = z
  .object({ filter: z.object({ organizationId: zUuid, search: z.string().max(200).default('') }).strict() })
  .strict();
export const zRecipientOption = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type RecipientOption = z.infer<typeof zRecipientOption>;
/** At most DELEGATE_SEARCH_LIMIT, best match first (exact e-mail, then prefixes, then contains). */
export const zFindDelegateEmailsResponse = z.object({ entities: z.array(zRecipientOption) });
export const zGenerateDelegationMessageRequest = z
  .object({ organizationId: zUuid, prompt: z.string().max(2000).default(''), submissionId: zUuid })
  .strict();
export const zDraftText = z.object({ text: z.string() });

export const zFindLeadershipTeamMembersRequest = z.object({ filter: zOrgFilter }).strict();
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
  createdBy: z.string().nullable(),
  /**
   * Ours, not the spec's: whether the entry's e-mail is, now, a leader of the
   * organisation who may view insights, the only people an emergency alert goes to. An entry
   * with kinds ticked that says false receives nothing (the setup grid says so).
   */
  mayReceiveAlerts: z.boolean().optional(),
});
export type LeadershipTeamMember = z.infer<typeof zLeadershipTeamMember>;
/** Sorted by name. */
export const zFindLeadershipTeamMembersResponse = z.object({ entities: z.array(zLeadershipTeamMember) });
export const zFindOrganizationMembersRequest = z
  .object({
    filter: z.object({ organizationId: zUuid, search: z.string().max(200).optional() }).strict(),
    page: z.number().int().min(1).max(100_000).optional(),
    pageSize: z.number().int().min(1).max(500).optional(),
  })
  .strict();
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
export const zFindOrganizationsRequest = z.object({ filter: zOrgFilter }).strict();
/** Spec 2 §7: data.entities[0] with id, name (the caller's organisation). */
export const zOrganizationSummary = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
export const zFindOrganizationsResponse = z.object({ entities: z.array(zOrganizationSummary) });

/**
 * Explorer chart: per department, the topics counted by priority (a topic counts for a
 * department when one of its insights is linked to it). The period is `timespan`, or
 * `mostRecent` when it names a period (spec 1 §9 labels such as 'Custom Range', see
 * periodRange); custom ranges read startDate/endDate.
 */
export const zFetchChartDataRequest = z
  .object({
    filter: z
      .object({
        organizationId: zUuid,
        groupType: z.literal('departmentTopic').optional(),
        noReachout: z.boolean().optional(),
        mostRecent: z.string().max(40).optional(),
        timespan: z.string().max(40).optional(),
        startDate: zRangeDay.optional(),
        endDate: zRangeDay.optional(),
        status: z.enum(['open', 'closed', 'all']).optional(),
      })
      .strict(),
  })
  .strict();
export const zChartRow = z.object({
  department: z.string(),
  departmentId: z.string(),
  Low: z.number(),
  Medium: z.number(),
  High: z.number(),
  Critical: z.number(),
});
export type ChartRow = z.infer<typeof zChartRow>;
/**
 * The explorer chart's Unassigned bar: the topics filed under no department of a
 * classification, which no other bar counts. Its departmentId (the nil uuid, which no row has)
 * filters the list to them as departmentClassificationId, as any bar's does.
 */
export const UNASSIGNED_CLASSIFICATION_ID = '00000000-0000-0000-0000-000000000000';
export const UNASSIGNED_NAME = 'Unassigned';
/** Classifications by name, then Unassigned; one without topics in the period is left out. */
export const zFetchChartDataResponse = z.object({ entities: z.array(zChartRow) });

export const zExportInsightsDetailsRequest = z.object({ filter: z.object({ topicId: zUuid, organizationId: zUuid }).strict() }).strict();
/**
 * Downloads answer a short-lived signed URL: data.data.url for details, data.url for lists.
 * The url is relative to the app (`/api/downloads/<token>`), valid DOWNLOAD_TTL_MINUTES; an
 * expired or altered link answers 403 with a page saying so.
 */
export const DOWNLOAD_TTL_MINUTES = 15;
export const zSignedUrl = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedUrl = z.infer<typeof zSignedUrl>;
export const zExportInsightsDetailsResponse = z.object({ data: zSignedUrl });
/** CSV columns of a topic's insights export; the identity columns appear only when one insight of it was revealed. */
export const INSIGHTS_EXPORT_COLUMNS = ['Insight', 'Status', 'Created On', 'Win', 'Reveal', 'Messages', 'Severity', 'Departments'] as const;
export const INSIGHTS_EXPORT_IDENTITY_COLUMNS = ['First Name', 'Last Name', 'Email'] as const;
export const TOPICS_EXPORT_COLUMNS = ['Topic', 'Theme', 'Priority', 'Status', 'Created On', 'Pinned', 'Departments', 'Insights'] as const;

export const zShareDetailsRequest = z
  .object({
    type: z.enum(['reachout', 'topic']),
    id: zUuid,
    organizationId: zUuid,
    emails: z.array(zDelegateEmail).min(1, 'Select at least one recipient').max(50),
  })
  .strict();
export const zShareResult = z.object({ sentCount: z.number().int(), failedEmails: z.array(z.string()) });

/**
 * Dashboard (spec 1 §2, §7): counts and recent activity in one call. The filters narrow the
 * priority counts and the theme and department views (topic: a name fragment or a topic id;
 * departments: department ids); the volume keeps its own 30/60-day window but follows the
 * severity, topic and department filters; recent activity is the organisation's latest 20.
 * Hot topics and pinned topics come from /findSubmissionGroups.
 */
export const zDashboardRequest = z
  .object({
    filter: z
      .object({
        organizationId: zUuid,
        severityName: z.enum(['Low', 'Medium', 'High', 'Critical']).optional(),
        topic: z.string().max(200).optional(),
        status: z.enum(['open', 'closed', 'all']).default('open'),
        departments: z.array(zUuid).max(100).optional(),
        timespan: z.string().max(40).default('last_30_days'),
        /** Ours: leave reach-out answers out, as the explorer's noReachout does. */
        noReachout: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();
export const zDashboardSummary = z.object({
  priorityCounts: z.object({ critical: z.number(), high: z.number(), medium: z.number(), low: z.number() }),
  volume: z.object({ total: z.number(), previous: z.number(), delta: z.number(), deltaPercent: z.number().nullable() }),
  recentActivity: z.array(
    z.object({
      id: z.string(),
      actionType: z.string(),
      submissionId: z.string(),
      createdAt: z.string(),
      userName: z.string().nullable(),
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
export const zShareDetailsResponse = z.object({ sentCount: z.number().int(), failedEmails: z.array(z.string()) });
