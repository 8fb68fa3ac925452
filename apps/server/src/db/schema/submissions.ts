import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TopicSummary } from '@voyce/contracts/ai';
import type { AlertPhraseMatch } from '@voyce/contracts/alert-phrases';
import { ACTIVITY_TYPES, type ActivityDetail } from '@voyce/contracts/workspace';
import { departments } from './departments.ts';
import { organizationId, ownedBy } from './columns.ts';

export const TOPIC_STATUS_VALUES = ['open', 'closed'] as const;

/** A topic: insights of one organisation about the same subject (spec 1 §3 'Submission group'). */
export const submissionGroups = pgTable(
  'submission_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    topic: text('topic').notNull(),
    theme: text('theme').notNull(),
    severity: smallint('severity').notNull().default(1),
    status: text('status', { enum: TOPIC_STATUS_VALUES }).notNull().default('open'),
    topicPinnedAt: timestamp('topic_pinned_at', { withTimezone: true }),
    /** Representative text the AI matches new insights against. */
    profile: text('profile').notNull().default(''),
    /**
     * The profile as the local matcher reads it, kept so that nothing re-reads the text: the mean
     * meaning vector of its sentences, how many sentences that mean holds (to extend it by new
     * ones), and its subject words (stem -> rarity). Null words: not computed yet (older topics).
     */
    profileMeaning: real('profile_meaning').array(),
    profileSentences: integer('profile_sentences').notNull().default(0),
    profileWords: jsonb('profile_words').$type<Record<string, number>>(),
    /**
     * The profile's length in characters: reading it from the text decompresses the text, which
     * for 200 candidates cost more than matching them. Null until the pipeline sets it.
     */
    profileLength: integer('profile_length'),
    /**
     * Moves when a leader's correction (merge, move) rewrites the profile: shapes are remembered
     * by (length, version), and a rewritten profile may have a length the topic once had.
     */
    profileVersion: integer('profile_version').notNull().default(0),
    /** A leader named it (renamed, or named it when moving an insight): the AI no longer retitles it. */
    titledByLeader: boolean('titled_by_leader').notNull().default(false),
    submissionCount: integer('submission_count').notNull().default(0),
    /** Set when every insight of the topic answers a reach-out (kept out of the explorer). */
    reachoutId: uuid('reachout_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSubmissionAt: timestamp('last_submission_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists' hot order within a status (severity, count, last insight, id; read backwards).
    index('submission_groups_org_status_idx').on(t.organizationId, t.status, t.severity, t.submissionCount, t.lastSubmissionAt, t.id),
    index('submission_groups_org_created_idx').on(t.organizationId, t.createdAt),
    // The topic summary report's pages: severity descending, then created_at and id ascending,
    // as one ascending row (a keyset range needs one direction).
    index('submission_groups_org_report_order_idx').on(t.organizationId, sql`(-${t.severity})`, t.createdAt, t.id),
    // The explorer's latest/earliest order within a status.
    index('submission_groups_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    // Pinned topics (dashboard, Pinned filter): few rows, so a partial index.
    index('submission_groups_org_pinned_idx')
      .on(t.organizationId, t.topicPinnedAt)
      .where(sql`topic_pinned_at is not null`),
    // A reach-out's answer topics (aiSummary.topics on every history card): few rows, so partial.
    index('submission_groups_org_reachout_idx')
      .on(t.organizationId, t.reachoutId)
      .where(sql`reachout_id is not null`),
  ],
);

/**
 * 'held': a processed reach-out answer waiting for its reach-out to reach k answers; the
 * release job turns held answers into 'processed' in batches (ARCHITECTURE §5).
 */
export const SUBMISSION_STAGE_VALUES = ['submitted', 'processing', 'held', 'processed', 'closed'] as const;
export const TONE_VALUES = ['positive', 'neutral', 'negative'] as const;
export const IMPACT_VALUES = ['gold', 'silver', 'bronze'] as const;
export const RATING_VALUES = ['thumbsUp', 'thumbsDown'] as const;

/**
 * An insight. It holds no trace of who wrote it: the author lives encrypted in
 * submission_authors, which no leader query joins (ARCHITECTURE §5).
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    topicId: uuid('topic_id').references(() => submissionGroups.id, { onDelete: 'set null' }),
    reachoutId: uuid('reachout_id'),
    /**
     * The department the author chose as what the insight is about ("Which department is this
     * about?"), never one of their own; the pipeline files the insight under it instead of the
     * departments the AI detects. Null when none was chosen.
     */
    aboutDepartmentId: uuid('about_department_id').references(() => departments.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    stage: text('stage', { enum: SUBMISSION_STAGE_VALUES }).notNull().default('submitted'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    markedAsWinAt: timestamp('marked_as_win_at', { withTimezone: true }),
    delegatedAt: timestamp('delegated_at', { withTimezone: true }),
    requestedUnmaskAt: timestamp('requested_unmask_at', { withTimezone: true }),
    unmaskedAt: timestamp('unmasked_at', { withTimezone: true }),
    declinedUnmaskedAt: timestamp('declined_unmasked_at', { withTimezone: true }),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    rating: text('rating', { enum: RATING_VALUES }),
    messageCount: integer('message_count').notNull().default(0),
    theme: text('theme'),
    severity: smallint('severity'),
    emergencyTypes: text('emergency_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    qualityWarnings: text('quality_warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Kinds the AI thinks possible but not certain: shown as "possible — please review".
    possibleEmergencyTypes: text('possible_emergency_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // ISO 639-1 of the text; anything but 'en' is shown as "Not English — read it yourself".
    language: text('language'),
    // The organisation's alert phrases the text contains, each with the kind it raised
    // (the organisation's own words, not the author's); null when none matched.
    alertPhraseMatches: jsonb('alert_phrase_matches').$type<AlertPhraseMatch[]>(),
    tone: text('tone', { enum: TONE_VALUES }),
    impactCategory: text('impact_category', { enum: IMPACT_VALUES }),
    matchScore: real('match_score'),
    processingAttempts: integer('processing_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    // Indexes that exports and reports page through end in (timestamp, id), their keyset order:
    // a page is one range that starts at its cursor (db/page-key.ts).
    index('submissions_org_topic_idx').on(t.organizationId, t.topicId, t.createdAt, t.id),
    // The foreign keys' own indexes (migration 0038): a deleted topic or department reads only its insights.
    index('submissions_topic_idx').on(t.topicId),
    index('submissions_about_department_idx')
      .on(t.aboutDepartmentId)
      .where(sql`about_department_id is not null`),
    index('submissions_org_created_idx').on(t.organizationId, t.stage, t.createdAt),
    // Leaders' newest-first lists: an ordered scan that stops after one page.
    index('submissions_org_visible_created_idx')
      .on(t.organizationId, t.createdAt, t.id)
      .where(sql`stage in ('processed', 'closed')`),
    // The default view (open insights): its page and its count read the index alone.
    index('submissions_org_open_created_idx')
      .on(t.organizationId, t.createdAt, t.id)
      .where(sql`stage in ('processed', 'closed') and closed_at is null`),
    index('submissions_org_reachout_idx').on(t.organizationId, t.reachoutId, t.createdAt, t.id),
    // The wins report, in the order insights were marked: few rows, so partial.
    index('submissions_org_win_idx')
      .on(t.organizationId, t.markedAsWinAt, t.id)
      .where(sql`stage in ('processed', 'closed') and marked_as_win_at is not null`),
    // The release job's look for held reach-out answers: few rows, so partial.
    index('submissions_held_idx')
      .on(t.organizationId, t.reachoutId)
      .where(sql`stage = 'held'`),
    // The pipeline sweeper's cross-tenant look for insights whose job was lost.
    index('submissions_submitted_idx')
      .on(t.createdAt)
      .where(sql`stage = 'submitted'`),
  ],
);

/**
 * The anonymity vault: the author of each insight, encrypted with IDENTITY_KEY
 * (AES-256-GCM, a fresh IV each), and a tag that is different for every insight (an HMAC of
 * the author and their insight's ordinal): nothing in a row is shared by two insights of one
 * author, yet the employee's own list finds them by recomputing their tags with the key.
 * Only the employee service, the author digest and an accepted reveal read this table.
 */
export const submissionAuthors = pgTable(
  'submission_authors',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    authorRef: text('author_ref').notNull(),
    authorLookup: text('author_lookup').notNull(),
  },
  (t) => [
    // Tags are unique ('t:' prefix); rows from before per-insight tags are rewritten at start.
    uniqueIndex('submission_authors_tag_idx')
      .on(t.organizationId, t.authorLookup)
      .where(sql`author_lookup like 't:%'`),
    // Rows still holding an earlier version's stable pseudonym: the start-up rewrite finds
    // them here, and once it is done this index is empty and the look costs nothing.
    index('submission_authors_legacy_idx')
      .on(t.organizationId)
      .where(sql`not (author_lookup like 't:%')`),
    // The organisation foreign key's own index (migration 0038): the two above are partial.
    index('submission_authors_org_idx').on(t.organizationId),
  ],
);

/**
 * Who answered which reach-out, as a keyed tag per (reach-out, person): written with the answer
 * (it names no one without the key), it makes a second answer impossible and lets the inbox
 * say "answered", while the recipient row that names the person is never touched by answering.
 */
export const reachoutAnswerClaims = pgTable(
  'reachout_answer_claims',
  {
    organizationId: organizationId(),
    reachoutId: uuid('reachout_id').notNull(),
    claim: text('claim').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.reachoutId, t.claim] })],
);

export const submissionDepartments = pgTable(
  'submission_departments',
  {
    organizationId: organizationId(),
    submissionId: ownedBy('submission_id', () => submissions.id),
    departmentId: ownedBy('department_id', () => departments.id),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.submissionId, t.departmentId] }),
    // Lead with the foreign keys (migration 0038): a deleted department or insight reads only its rows.
    index('submission_departments_dept_idx').on(t.departmentId, t.organizationId),
    index('submission_departments_submission_idx').on(t.submissionId),
  ],
);

/**
 * Which departments each topic touches and through how many of its insights: kept by the
 * pipeline in the same transaction as submission_departments, so the explorer chart, the
 * topic lists' classifications and the department filters read a few rows per topic instead
 * of joining every insight of the organisation (ARCHITECTURE §8 list budget).
 */
export const topicDepartments = pgTable(
  'topic_departments',
  {
    organizationId: organizationId(),
    topicId: ownedBy('topic_id', () => submissionGroups.id),
    departmentId: ownedBy('department_id', () => departments.id),
    submissionCount: integer('submission_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.topicId, t.departmentId] }),
    // Lead with the foreign keys (migration 0038): a deleted department or topic reads only its rows.
    index('topic_departments_dept_idx').on(t.departmentId, t.organizationId),
    index('topic_departments_topic_idx').on(t.topicId),
  ],
);

export const MESSAGE_AUTHOR_VALUES = ['leader', 'employee'] as const;

/** The conversation on an insight. Employee messages carry no user id at all. */
export const submissionMessages = pgTable(
  'submission_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    submissionId: ownedBy('submission_id', () => submissions.id),
    body: text('body').notNull(),
    subject: text('subject').notNull().default('Feedback'),
    stage: text('stage').notNull().default('processed'),
    userId: uuid('user_id'),
    createdBy: text('created_by', { enum: MESSAGE_AUTHOR_VALUES }).notNull(),
    /** The employee's messages keep only their day; this orders the conversation instead. */
    seq: integer('seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_messages_org_sub_idx').on(t.organizationId, t.submissionId, t.createdAt),
    // The insight foreign key's own index (migration 0038): a deleted insight reads only its messages.
    index('submission_messages_submission_idx').on(t.submissionId),
  ],
);

/** The spec's activity types (spec 1 §3), shared with the contract. */
export const ACTIVITY_TYPE_VALUES = ACTIVITY_TYPES;

export const submissionActivity = pgTable(
  'submission_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    submissionId: ownedBy('submission_id', () => submissions.id),
    submissionMessageId: uuid('submission_message_id'),
    actionType: text('action_type', { enum: ACTIVITY_TYPE_VALUES }).notNull(),
    /** The leader who acted; null for the anonymous employee's own actions. */
    userId: uuid('user_id'),
    createdBy: text('created_by', { enum: MESSAGE_AUTHOR_VALUES }).notNull(),
    /** Order within the insight: the employee's entries keep only their day. */
    seq: integer('seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the step concerned beyond its type: a delegation's recipients. Null on older rows. */
    detail: jsonb('detail').$type<ActivityDetail>(),
  },
  (t) => [
    // An insight's timeline; it leads with the insight foreign key (migration 0038).
    index('submission_activity_sub_idx').on(t.submissionId, t.organizationId, t.createdAt),
    // The dashboard's recent activity across the organisation.
    index('submission_activity_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

export const SUMMARY_STATUS_VALUES = ['pending', 'ready', 'failed'] as const;

/** AI summaries of a topic (insightsSummary[0]), newest first. */
export const topicSummaries = pgTable(
  'topic_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    topicId: ownedBy('topic_id', () => submissionGroups.id),
    status: text('status', { enum: SUMMARY_STATUS_VALUES }).notNull().default('pending'),
    summary: jsonb('summary').$type<TopicSummary>(),
    /** The topic's insight count when the summary was made: against today's, how out of date it is. */
    insightCount: integer('insight_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('topic_summaries_org_topic_idx').on(t.organizationId, t.topicId, t.createdAt),
    // The topic foreign key's own index (migration 0038): a deleted topic reads only its summaries.
    index('topic_summaries_topic_idx').on(t.topicId),
  ],
);
