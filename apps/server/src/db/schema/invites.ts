import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INVITE_STATUS_VALUES, ROLE_VALUES } from './memberships.ts';
import { users } from './users.ts';
import { organizationId, ownedBy } from './columns.ts';

/** An invitation to register; its id is the `inviteId` of the registration link. */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    userId: ownedBy('user_id', () => users.id),
    email: text('email').notNull(),
    role: text('role', { enum: ROLE_VALUES }).notNull(),
    status: text('status', { enum: INVITE_STATUS_VALUES }).notNull().default('pending'),
    invitedBy: uuid('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('invites_org_email_idx').on(t.organizationId, t.email),
    // The user foreign key's own index (migration 0038).
    index('invites_user_idx').on(t.userId),
  ],
);
