import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const OTP_PURPOSE_VALUES = ['login', 'invite', 'reset'] as const;

/**
 * E-mailed six-digit codes, stored as an HMAC bound to e-mail and purpose. Rows exist for
 * unknown e-mails too (nothing is sent) so that answers never tell who is registered.
 * After a successful check for invite/reset the row carries a single-use grant.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSE_VALUES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    grantHash: text('grant_hash'),
    grantExpiresAt: timestamp('grant_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('one_time_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
);
