import { z } from './zod.ts';

/**
 * Subscriptions (spec 1 §2 'Subscriptions', §3 'Subscription info' and 'Invoice', §7): the plan,
 * its licences and the invoices of an organisation. The account id is the organisation id.
 * Field names are the spec's (Plan_Name, invoice_number...), so they are not camelCase.
 */

/** Spec 1 §2, §9: the tier shown when none is recorded, and the only renewal frequency. */
export const DEFAULT_PLAN_NAME = 'Enterprise';
export const RENEWAL_FREQUENCY = 'Yearly';
export const TRANSACTIONS_SUBTITLE = 'View all of your transactions for subscriptions';

/** GET /api/account/details?id=<accountId> */
export const zAccountDetailsQuery = z.strictObject({ id: z.uuid({ error: 'Invalid id' }) });

/**
 * Spec 1 §3 'Subscription info'. Licence counts are null when none are recorded (show '-');
 * the *_In_Use counts are the organisation's active Blyndspot users (admins and owners) and
 * MyVoyce users (employees).
 */
export const zAccountDetails = z.object({
  Plan_Name: z.string(),
  /** yyyy-MM-dd, or null when none is recorded (show '-'). */
  Renewal_Date: z.nullable(z.string()),
  Renewal_Frequency: z.literal(RENEWAL_FREQUENCY),
  No_of_Blyndspot_Licenses: z.nullable(z.number().check(z.int())),
  No_of_Myvoyce_Licenses: z.nullable(z.number().check(z.int())),
  Blyndspot_Licenses_In_Use: z.number().check(z.int()),
  Myvoyce_Licenses_In_Use: z.number().check(z.int()),
  /** Where 'Contact Billing' points (a mailto: or https: URL); null: the app's default. */
  Contact_Billing_Url: z.nullable(z.string()),
});
export type AccountDetails = z.infer<typeof zAccountDetails>;
/** data is the details themselves. */
export const zAccountDetailsResponse = zAccountDetails;

export const INVOICE_STATUSES = ['paid', 'open', 'overdue', 'void'] as const;
export const zInvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof zInvoiceStatus>;

/** POST /api/invoice/details */
export const zInvoiceDetailsRequest = z.strictObject({
  accountId: z.uuid({ error: 'Invalid id' }),
  organizationId: z.uuid({ error: 'Invalid id' }),
});

/**
 * Spec 1 §3 'Invoice'. `total` is a decimal string with two places ('1200.00'); `date` is
 * yyyy-MM-dd. `invoice_url` is a short-lived signed link (`/api/invoices/<token>`, valid
 * INVOICE_LINK_TTL_MINUTES) to a printable HTML page: the web opens it in a new tab, which
 * carries no bearer header.
 */
export const zInvoice = z.object({
  id: z.string(),
  invoice_number: z.string(),
  date: z.string(),
  currency_code: z.string(),
  currency_symbol: z.string(),
  total: z.string(),
  status: zInvoiceStatus,
  invoice_url: z.string(),
});
export type Invoice = z.infer<typeof zInvoice>;
/** Newest first. */
export const zInvoiceDetailsResponse = z.object({ invoices: z.array(zInvoice) });
export const INVOICE_LINK_TTL_MINUTES = 15;
