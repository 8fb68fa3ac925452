/** Query keys of the subscriptions page; every key starts with the feature's root. */
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  account: (accountId: string) => [...subscriptionsKeys.all, 'account', accountId] as const,
  invoices: (accountId: string) => [...subscriptionsKeys.all, 'invoices', accountId] as const,
};
