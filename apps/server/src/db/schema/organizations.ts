import { pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MIN_GROUP_SIZE_DEFAULT } from '@voyce/contracts/anonymity';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  aboutUs: text('about_us').notNull().default(''),
  // Spec 2 §3: goals are one string joined by a triple pipe.
  goals: text('goals').notNull().default(''),
  writingSamples: text('writing_samples').notNull().default(''),
  // Shown to an employee at once when their insight may describe self-harm (AI settings); null: the default.
  supportText: text('support_text'),
  zohoOrgId: text('zoho_org_id'),
  // Until set, the organisation's admins land on /setup after signing in.
  setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true }),
  /** k (ARCHITECTURE §5): the fewest people any audience, answer set or breakdown may cover. */
  minGroupSize: smallint('min_group_size').notNull().default(MIN_GROUP_SIZE_DEFAULT),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
