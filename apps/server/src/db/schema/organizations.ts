import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  aboutUs: text('about_us').notNull().default(''),
  // Spec 2 §3: goals are one string joined by a triple pipe.
  goals: text('goals').notNull().default(''),
  writingSamples: text('writing_samples').notNull().default(''),
  zohoOrgId: text('zoho_org_id'),
  // Until set, the organisation's admins land on /setup after signing in.
  setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
