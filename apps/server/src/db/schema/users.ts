import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A person. Global (one login across organisations); what they may do in an organisation
 * is their membership there. The e-mail is kept lower-case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessEmail: text('business_email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    username: text('username'),
    personalEmail: text('personal_email'),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_business_email_key').on(t.businessEmail), uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);
