import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { organizationId, ownedBy } from './columns.ts';

export const departmentClassifications = pgTable(
  'department_classifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('department_classifications_org_idx').on(t.organizationId, t.name)],
);

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description'),
    departmentClassificationId: uuid('department_classification_id').references(() => departmentClassifications.id, {
      onDelete: 'set null',
    }),
    departmentHeadId: uuid('department_head_id').references(() => users.id, { onDelete: 'set null' }),
    departmentManagerId: uuid('department_manager_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('departments_org_idx').on(t.organizationId, t.name),
    // The foreign keys' own indexes (migration 0038): a deleted classification or user reads only its rows.
    index('departments_classification_idx').on(t.departmentClassificationId),
    index('departments_head_idx')
      .on(t.departmentHeadId)
      .where(sql`department_head_id is not null`),
    index('departments_manager_idx')
      .on(t.departmentManagerId)
      .where(sql`department_manager_id is not null`),
  ],
);

/** Which departments a member belongs to: reach-out audiences and user management. */
export const memberDepartments = pgTable(
  'member_departments',
  {
    organizationId: organizationId(),
    userId: ownedBy('user_id', () => users.id),
    departmentId: ownedBy('department_id', () => departments.id),
    // When and by whom the member was put in this department: someone placed in an audience's
    // department less than 14 days before a send does not count towards its k (sock puppets).
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    placedBy: uuid('placed_by'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.departmentId] }),
    // Lead with the foreign keys (migration 0038): a deleted department or user reads only its rows.
    index('member_departments_dept_idx').on(t.departmentId, t.organizationId),
    index('member_departments_user_idx').on(t.userId),
  ],
);
