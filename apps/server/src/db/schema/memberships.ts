import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { roles } from './roles.ts';
import { leadershipTeamMembers } from './leadership.ts';
import { businessUnits, designations, divisions, locations } from './structure.ts';
import { users } from './users.ts';
import { organizationId, ownedBy } from './columns.ts';

export const ROLE_VALUES = ['owner', 'admin', 'employee'] as const;
export const INVITE_STATUS_VALUES = ['pending', 'accepted', 'rejected'] as const;

/**
 * A user's place in an organisation. The first membership (oldest) is the one the app
 * acts in (spec 1 §6). Disabled members keep their record and insights but cannot sign in.
 */
export const memberships = pgTable(
  'organization_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    userId: ownedBy('user_id', () => users.id),
    role: text('role', { enum: ROLE_VALUES }).notNull(),
    disabled: boolean('disabled').notNull().default(false),
    inviteStatus: text('invite_status', { enum: INVITE_STATUS_VALUES }).notNull().default('pending'),
    employeeId: text('employee_id'),
    // The organisation's own record of the person's name and personal e-mail (user management).
    // A person is global; what one organisation types about them must neither show in nor
    // overwrite another's, so these live here and users.* is changed only by the person.
    firstName: text('first_name'),
    lastName: text('last_name'),
    personalEmail: text('personal_email'),
    // A custom role narrows an admin's permissions; null: the built-in role's.
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    // Structure tags of the member (user management); departments are in member_departments.
    divisionId: uuid('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    designationId: uuid('designation_id').references(() => designations.id, { onDelete: 'set null' }),
    businessUnitId: uuid('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    // A Blyndspot user who is an emergency contact: the leadership row carrying the categories.
    leadershipTeamMemberId: uuid('leadership_team_member_id').references(() => leadershipTeamMembers.id, { onDelete: 'set null' }),
    // The weekly "Check MyVoyce" reminder (jobs/myvoyce-reminder.ts); the employee may turn it off.
    // On by default, so its recipients are the whole workforce and say nothing about who has news.
    myvoyceReminder: boolean('myvoyce_reminder').notNull().default(true),
    // The weekly digest for leaders (jobs/leader-digest.ts): off until the leader turns it on.
    leaderDigest: boolean('leader_digest').notNull().default(false),
    // When the membership was accepted; set by a trigger (migration 0029) on every path that
    // accepts one. A member counts towards a reach-out's k only 14 days after it (sock puppets).
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    // What the organisation's SCIM client calls the member (its externalId), and the enterprise
    // extension's manager (migration 0039).
    scimExternalId: text('scim_external_id'),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    // Who invited or added the member (null: they made the organisation, or from before 0029).
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_org_user_key').on(t.organizationId, t.userId),
    index('memberships_user_idx').on(t.userId, t.createdAt),
    // Deleting a role moves its holders (and its foreign key finds them: migration 0038).
    index('memberships_role_idx').on(t.roleId, t.organizationId),
    // Each structure tag's foreign key, so deleting one reads only its holders (migration 0038).
    index('memberships_business_unit_idx')
      .on(t.businessUnitId)
      .where(sql`business_unit_id is not null`),
    index('memberships_designation_idx')
      .on(t.designationId)
      .where(sql`designation_id is not null`),
    index('memberships_division_idx')
      .on(t.divisionId)
      .where(sql`division_id is not null`),
    index('memberships_location_idx')
      .on(t.locationId)
      .where(sql`location_id is not null`),
    index('memberships_leadership_idx')
      .on(t.leadershipTeamMemberId)
      .where(sql`leadership_team_member_id is not null`),
    // The SCIM manager's foreign key (migration 0039).
    index('memberships_manager_idx')
      .on(t.managerId)
      .where(sql`manager_id is not null`),
    // Bulk update by employee id finds members by index.
    index('memberships_org_employee_idx').on(t.organizationId, t.employeeId),
  ],
);
