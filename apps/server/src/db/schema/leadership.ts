import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizationId } from './columns.ts';

/** Emergency contacts: e-mailed when an insight shows violence, crime, a threat, self-harm or harassment (each opted into). */
export const leadershipTeamMembers = pgTable(
  'leadership_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    violence: boolean('violence').notNull().default(false),
    crime: boolean('crime').notNull().default(false),
    threat: boolean('threat').notNull().default(false),
    selfHarm: boolean('self_harm').notNull().default(false),
    harassment: boolean('harassment').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leadership_team_members_org_idx').on(t.organizationId, t.name)],
);

export const PHRASE_POLARITY_VALUES = ['positive', 'negative'] as const;

/** Higher-priority (positive) and lower-priority (negative) phrases that move severity. */
export const phrases = pgTable(
  'phrases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    polarity: text('polarity', { enum: PHRASE_POLARITY_VALUES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phrases_org_idx').on(t.organizationId, t.polarity)],
);
