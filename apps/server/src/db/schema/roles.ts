import type { Permissions } from '@voyce/contracts/roles';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizationId } from './columns.ts';

/** Custom admin roles: a level (none, view, edit) per area; an admin membership may carry one. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<Permissions>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_org_idx').on(t.organizationId, t.name)],
);
