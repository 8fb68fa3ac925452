import { DEFAULT_PLAN_NAME, INVOICE_STATUSES } from '@voyce/contracts/billing';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import * as repo from './billing.repository.ts';

/** Operator changes to the default provider's data (the CLI's billing:set-plan and billing:add-invoice). */

const zDate = z.iso.date({ error: 'must be a date yyyy-MM-dd' });
const zCount = z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(10_000_000);

export const zSetPlan = z
  .object({
    org: z.uuid({ error: 'must be an organisation id' }),
    plan: z.string().trim().min(1).max(100).optional(),
    renewalDate: zDate.optional(),
    blyndspotLicenses: zCount.optional(),
    myvoyceLicenses: zCount.optional(),
    contactUrl: z
      .string()
      .regex(/^(https?:\/\/|mailto:)\S+$/, 'must start with https://, http:// or mailto:')
      .max(500)
      .optional(),
  })
  .strict();

/** The currency's usual symbol ('USD' -> '$'); the code itself when the runtime knows none. */
export function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

export const zAddInvoice = z
  .object({
    org: z.uuid({ error: 'must be an organisation id' }),
    number: z.string().trim().min(1).max(60),
    date: zDate,
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
      .transform((c) => c.toUpperCase()),
    symbol: z.string().trim().min(1).max(5).optional(),
    total: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount such as 1200 or 1200.50'),
    status: z.enum(INVOICE_STATUSES).default('paid'),
    description: z.string().trim().max(500).default(''),
  })
  .strict();

export class OperatorError extends Error {}

async function checkOrganization(db: Db, organizationId: string) {
  if ((await repo.organizationName(db, organizationId)) === null) throw new OperatorError(`No organisation ${organizationId}`);
}

export async function setPlan(db: Db, input: unknown) {
  const v = zSetPlan.parse(input);
  await checkOrganization(db, v.org);
  const changes: repo.PlanChanges = {};
  if (v.plan !== undefined) changes.planName = v.plan;
  if (v.renewalDate !== undefined) changes.renewalDate = v.renewalDate;
  if (v.blyndspotLicenses !== undefined) changes.blyndspotLicenses = v.blyndspotLicenses;
  if (v.myvoyceLicenses !== undefined) changes.myvoyceLicenses = v.myvoyceLicenses;
  if (v.contactUrl !== undefined) changes.contactUrl = v.contactUrl;
  return repo.upsertPlan(db, v.org, DEFAULT_PLAN_NAME, changes);
}

export async function addInvoice(db: Db, input: unknown) {
  const v = zAddInvoice.parse(input);
  await checkOrganization(db, v.org);
  const row = await repo.insertInvoice(db, {
    organizationId: v.org,
    invoiceNumber: v.number,
    date: v.date,
    currencyCode: v.currency,
    currencySymbol: v.symbol ?? currencySymbol(v.currency),
    total: v.total,
    status: v.status,
    description: v.description,
  });
  if (!row) throw new OperatorError(`Invoice ${v.number} already exists for this organisation`);
  return row;
}
