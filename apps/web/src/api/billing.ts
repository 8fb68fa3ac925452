import { billingEndpoints as calls } from '@voyce/contracts/endpoints/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVOICE_LINK_TTL_MINUTES } from '@voyce/contracts/billing';
import { call } from '../lib/api-client';

/** The subscriptions page's account and invoices (the contracts' billing area). */
export const billingKeys = {
  all: ['subscriptions'] as const,
  account: (accountId: string) => [...billingKeys.all, 'account', accountId] as const,
  invoices: (accountId: string) => [...billingKeys.all, 'invoices', accountId] as const,
};

/** Spec 1 §7: GET /account/details?id={accountId}; the account is the organisation. */
export function useAccountDetails(accountId: string) {
  // Through queryOptions like the other calls: a chunk using useQuery alone makes the bundler
  // split React Query's shared chunk in two, one more request on the /login path.
  return useQuery(
    queryOptions({
      queryKey: billingKeys.account(accountId),
      enabled: Boolean(accountId),
      queryFn: () => call(calls.accountDetails, { id: accountId }),
    }),
  );
}

/** Fetched again well before the invoices' signed links expire, so a click never opens a dead link. */
const FRESH_MS = (INVOICE_LINK_TTL_MINUTES * 60_000) / 3;

/** Spec 1 §7: /invoice/details {accountId, organizationId} -> data.invoices, newest first. */
export function useInvoices(organizationId: string) {
  return useQuery(
    queryOptions({
      queryKey: billingKeys.invoices(organizationId),
      enabled: Boolean(organizationId),
      staleTime: FRESH_MS,
      refetchInterval: FRESH_MS,
      queryFn: async () => (await call(calls.invoiceDetails, { accountId: organizationId, organizationId })).invoices,
    }),
  );
}
