import { DEFAULT_PLAN_NAME } from '@voyce/contracts/billing';
import type { Db } from '../../db/client.ts';
import * as repo from './billing.repository.ts';

export type Plan = {
  planName: string;
  /** yyyy-MM-dd */
  renewalDate: string | null;
  blyndspotLicenses: number | null;
  myvoyceLicenses: number | null;
  contactUrl: string | null;
};
export type InvoiceRecord = {
  id: string;
  invoiceNumber: string;
  /** yyyy-MM-dd */
  date: string;
  currencyCode: string;
  currencySymbol: string;
  /** Two decimal places, e.g. '1200.00'. */
  total: string;
  status: repo.InvoiceRow['status'];
  description: string;
};

/**
 * Where plans and invoices come from. The default provider keeps them in the database (the
 * operator manages them with the CLI); a payment service would be another implementation.
 */
export interface BillingProvider {
  /** The plan, with the defaults for whatever is not recorded. */
  plan(organizationId: string): Promise<Plan>;
  /** Newest first. */
  invoices(organizationId: string): Promise<InvoiceRecord[]>;
  invoice(organizationId: string, id: string): Promise<InvoiceRecord | null>;
}

const toInvoice = (r: repo.InvoiceRow): InvoiceRecord => ({
  id: r.id,
  invoiceNumber: r.invoiceNumber,
  date: r.date,
  currencyCode: r.currencyCode,
  currencySymbol: r.currencySymbol,
  total: Number(r.total).toFixed(2),
  status: r.status,
  description: r.description,
});

export function createDatabaseBillingProvider(db: Db): BillingProvider {
  return {
    async plan(organizationId) {
      const row = await repo.findPlan(db, organizationId);
      return {
        planName: row?.planName || DEFAULT_PLAN_NAME,
        renewalDate: row?.renewalDate ?? null,
        blyndspotLicenses: row?.blyndspotLicenses ?? null,
        myvoyceLicenses: row?.myvoyceLicenses ?? null,
        contactUrl: row?.contactUrl ?? null,
      };
    },
    invoices: async (organizationId) => (await repo.listInvoices(db, organizationId)).map(toInvoice),
    async invoice(organizationId, id) {
      const row = await repo.findInvoice(db, organizationId, id);
      return row ? toInvoice(row) : null;
    },
  };
}
