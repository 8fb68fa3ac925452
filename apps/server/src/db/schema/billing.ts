import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES } from '@voyce/contracts/billing';
import { organizations } from './organizations.ts';
import { organizationId } from './columns.ts';

/**
 * An organisation's subscription as the default billing provider keeps it (spec 1 §3
 * 'Subscription info'), set by the operator (`billing:set-plan`). No row: the plan defaults.
 */
export const billingPlans = pgTable('billing_plans', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  planName: text('plan_name').notNull(),
  renewalDate: date('renewal_date', { mode: 'string' }),
  blyndspotLicenses: integer('blyndspot_licenses'),
  myvoyceLicenses: integer('myvoyce_licenses'),
  contactUrl: text('contact_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Invoices of the default billing provider (`billing:add-invoice`), served as printable pages. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    invoiceNumber: text('invoice_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_org_number_key').on(t.organizationId, t.invoiceNumber),
    index('invoices_org_date_idx').on(t.organizationId, t.date),
  ],
);
