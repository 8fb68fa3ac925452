import { billingEndpoints } from '@voyce/contracts/endpoints/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVOICE_LINK_TTL_MINUTES } from '@voyce/contracts/billing';
import { call } from '../../../lib/api-client';
import { subscriptionsKeys } from './keys';

/** Fetched again well before the invoices' signed links expire, so a click never opens a dead link. */
const FRESH_MS = (INVOICE_LINK_TTL_MINUTES * 60_000) / 3;

/** Spec 1 §7: /invoice/details {accountId, organizationId} -> data.invoices, newest first. */
export function useInvoices(organizationId: string) {
  // Through queryOptions like the other features: a chunk using useQuery alone makes the bundler
  // split React Query's shared chunk in two, one more request on the /login path.
  return useQuery(
    queryOptions({
      queryKey: subscriptionsKeys.invoices(organizationId),
      enabled: Boolean(organizationId),
      staleTime: FRESH_MS,
      refetchInterval: FRESH_MS,
      queryFn: async () => (await call(billingEndpoints.invoiceDetails, { accountId: organizationId, organizationId })).invoices,
    }),
  );
}
