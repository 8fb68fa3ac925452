import { INVOICE_LINK_TTL_MINUTES, RENEWAL_FREQUENCY, type AccountDetails, type Invoice } from '@voyce/contracts/billing';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { createTokenSigner } from '../../lib/signed-token.ts';
import { invoicePage } from './billing.page.ts';
import type { BillingProvider } from './billing.provider.ts';
import * as repo from './billing.repository.ts';

export type BillingDeps = { db: Db; provider: BillingProvider; secretKey: string; now?: () => Date };
export type OpenedInvoice = { status: 'ok'; html: string } | { status: 'expired' } | { status: 'gone' };

/**
 * Subscriptions (spec 1 §2, §3, §7). The account id is the organisation id: another
 * organisation's account answers 404 as a missing one does.
 */
export function createBillingService(deps: BillingDeps) {
  const { db, provider } = deps;
  const signer = createTokenSigner(deps.secretKey, 'voyce:invoices:v1');
  const now = () => deps.now?.() ?? new Date();

  const ownAccount = (auth: AuthContext, accountId: string) => {
    if (accountId !== auth.organizationId) throw notFound('Account not found');
    return accountId;
  };

  return {
    async accountDetails(auth: AuthContext, accountId: string): Promise<AccountDetails> {
      const org = ownAccount(auth, accountId);
      const [plan, seats] = await Promise.all([provider.plan(org), repo.seatsInUse(db, org)]);
      return {
        Plan_Name: plan.planName,
        Renewal_Date: plan.renewalDate,
        Renewal_Frequency: RENEWAL_FREQUENCY,
        No_of_Blyndspot_Licenses: plan.blyndspotLicenses,
        No_of_Myvoyce_Licenses: plan.myvoyceLicenses,
        Blyndspot_Licenses_In_Use: seats.blyndspot,
        Myvoyce_Licenses_In_Use: seats.myvoyce,
        Contact_Billing_Url: plan.contactUrl,
      };
    },

    /** Newest first, each with a signed link to its printable page. */
    async invoiceDetails(auth: AuthContext, accountId: string): Promise<{ invoices: Invoice[] }> {
      const org = ownAccount(auth, accountId);
      const expiresAt = new Date(now().getTime() + INVOICE_LINK_TTL_MINUTES * 60_000);
      const list = await provider.invoices(org);
      return {
        invoices: list.map((i) => ({
          id: i.id,
          invoice_number: i.invoiceNumber,
          date: i.date,
          currency_code: i.currencyCode,
          currency_symbol: i.currencySymbol,
          total: i.total,
          status: i.status,
          invoice_url: `/api/invoices/${signer.sign({ o: org, i: i.id }, expiresAt)}`,
        })),
      };
    },

    /** The page behind a signed link; an altered, forged or expired link is 'expired' alike. */
    async openInvoice(token: string): Promise<OpenedInvoice> {
      const claims = signer.verify(token, now());
      if (!claims || typeof claims.o !== 'string' || typeof claims.i !== 'string') return { status: 'expired' };
      const [invoice, orgName] = await Promise.all([provider.invoice(claims.o, claims.i), repo.organizationName(db, claims.o)]);
      return invoice ? { status: 'ok', html: invoicePage(invoice, orgName ?? '') } : { status: 'gone' };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
