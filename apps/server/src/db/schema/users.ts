import { LANGUAGES } from '@voyce/contracts/languages';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /**
     * MyVoyce's language for this person and the e-mails they get; null follows the browser
     * (e-mails then use the page's language of the request, else English). Read only by the
     * person's own calls and by the mail that goes to them, never by a leader's read.
     */
    language: text('language', { enum: LANGUAGES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_business_email_key').on(t.businessEmail),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    check('users_language_check', sql.raw(`language in (${LANGUAGES.map((l) => `'${l}'`).join(', ')})`)),
  ],
);
