import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingEndpoints } from '@voyce/contracts/endpoints/billing';
import { call } from '../../../lib/api-client';
import { subscriptionsKeys } from './keys';

/** Spec 1 §7: GET /account/details?id={accountId}; the account is the organisation. */
export function useAccountDetails(accountId: string) {
  // Through queryOptions like the other features: a chunk using useQuery alone makes the bundler
  // split React Query's shared chunk in two, one more request on the /login path.
  return useQuery(
    queryOptions({
      queryKey: subscriptionsKeys.account(accountId),
      enabled: Boolean(accountId),
      queryFn: () => call(billingEndpoints.accountDetails, { id: accountId }),
    }),
  );
}
