import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Spec 1 §9: data stays fresh for 30 minutes. */
export const STALE_TIME_MS = 1_800_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // One retry (spec 1 §9), but not for answers that cannot change by asking again:
        // a 4xx (bad input, no access, rate limit) would only repeat the same failure.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
