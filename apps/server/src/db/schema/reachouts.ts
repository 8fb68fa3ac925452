import type { ReachoutTranslation } from '@voyce/contracts/reachouts';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { departments } from './departments.ts';
import { users } from './users.ts';
import { organizationId, ownedBy } from './columns.ts';

export const REACHOUT_STATUS_VALUES = ['open', 'closed'] as const;
export const SEND_AS_VALUES = ['myself', 'organization'] as const;
export const REACHOUT_SUMMARY_STATUS_VALUES = ['pending', 'ready', 'failed'] as const;

/**
 * A leader's question to departments (spec 1 §3 'Reachout'). Its answers are ordinary
 * submissions with reachout_id, authored through the identity vault like any insight.
 */
export const reachouts = pgTable(
  'reachouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    objective: text('objective').notNull().default(''),
    /**
     * The leader's own translations of title and body, at most one per language (never English:
     * title and body are the original). An employee whose account has one of these languages
     * reads that translation in MyVoyce and in the invitation e-mail.
     */
    translations: jsonb('translations').$type<ReachoutTranslation[]>().notNull().default([]),
    status: text('status', { enum: REACHOUT_STATUS_VALUES }).notNull().default('open'),
    sendAs: text('send_as', { enum: SEND_AS_VALUES }).notNull(),
    /** The leader who sent it (kept when sent as the organisation: leaders still see who asked). */
    prompterId: uuid('prompter_id').references(() => users.id, { onDelete: 'set null' }),
    /** engagementMetrics total_users_in_org: the audience size when it was sent. */
    audienceSize: integer('audience_size').notNull().default(0),
    /**
     * Of the audience, those who did not count towards k when it was sent (new to it, so
     * possibly the sender's own accounts): its answers are released only from k plus these.
     */
    uncountedSize: integer('uncounted_size').notNull().default(0),
    /**
     * The k its answers were written under: the organisation's when it was sent, raised with every
     * later raise while it is open. Answers are released and figures shown only at the
     * greater of this and the organisation's k now: lowering k never releases what was written
     * under a larger one. Null: nothing beyond the organisation's k.
     */
    minGroupSize: smallint('min_group_size'),
    /** The UTC day a batch of its answers was last released (the leaders' weekly digest lists these). */
    answersReleasedOn: date('answers_released_on', { mode: 'string' }),
    aiSummary: jsonb('ai_summary'),
    aiSummaryStatus: text('ai_summary_status', { enum: REACHOUT_SUMMARY_STATUS_VALUES }),
    aiSummaryAt: timestamp('ai_summary_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Each ends in (created_at, id), the list export's keyset order (db/page-key.ts).
    index('reachouts_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('reachouts_org_status_created_idx').on(t.organizationId, t.status, t.createdAt, t.id),
    // The "prompted by" filter, and the prompter foreign key's index (migration 0038).
    index('reachouts_prompter_idx').on(t.prompterId, t.organizationId),
  ],
);

/** The departments a reach-out was sent to. A deleted department drops out of the audience. */
export const reachoutAudience = pgTable(
  'reachout_audience',
  {
    organizationId: organizationId(),
    reachoutId: ownedBy('reachout_id', () => reachouts.id),
    departmentId: ownedBy('department_id', () => departments.id),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.reachoutId, t.departmentId] }),
    // Lead with the foreign keys (migration 0038): a deleted department or reach-out reads only its rows.
    index('reachout_audience_dept_idx').on(t.departmentId, t.organizationId),
    index('reachout_audience_reachout_idx').on(t.reachoutId),
  ],
);

/**
 * Who a reach-out was delivered to (the MyVoyce inbox) and whether they answered.
 *
 * Anonymity: this table names people, so it must never lead to an answer. It holds no
 * submission id and no timestamp at all: `answered` is a bare boolean, set in the same
 * transaction that files the answer through the identity vault. With a time here, a reader
 * could line up "user X answered at 10:02" with "an answer arrived at 10:02" and unmask a
 * small audience; without it, the table only says who answered, never what. Leaders never
 * read it row by row: engagement is counted from the processed answers themselves (one
 * answer per recipient, so that count is the number of distinct responders).
 */
export const reachoutRecipients = pgTable(
  'reachout_recipients',
  {
    organizationId: organizationId(),
    reachoutId: ownedBy('reachout_id', () => reachouts.id),
    userId: ownedBy('user_id', () => users.id),
    emailed: boolean('emailed').notNull().default(false),
    answered: boolean('answered').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.reachoutId, t.userId] }),
    // The inbox: my reach-outs; it leads with the user foreign key (migration 0038).
    index('reachout_recipients_user_idx').on(t.userId, t.organizationId),
    // The reach-out foreign key's own index (migration 0038).
    index('reachout_recipients_reachout_idx').on(t.reachoutId),
    // Answers flagged by versions before answer claims, until the server rewrites them at start.
    index('reachout_recipients_answered_idx')
      .on(t.organizationId)
      .where(sql`answered`),
  ],
);
