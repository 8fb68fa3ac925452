import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizationId } from './columns.ts';

/**
 * Structure tags (spec 2 §3) beside departments: divisions, designations, business units and
 * locations. Names are unique per organisation ignoring case (the service checks).
 */
const tag = (name: string) =>
  pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      organizationId: organizationId(),
      name: text('name').notNull(),
      description: text('description').notNull().default(''),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${name}_org_idx`).on(t.organizationId, t.name)],
  );

export const divisions = tag('divisions');
export const designations = tag('designations');

export const businessUnits = pgTable(
  'business_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_units_org_idx').on(t.organizationId, t.name)],
);

/** Country and state are ISO codes of the shipped data; timezone an IANA zone. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    state: text('state'),
    timezone: text('timezone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locations_org_idx').on(t.organizationId, t.name)],
);
