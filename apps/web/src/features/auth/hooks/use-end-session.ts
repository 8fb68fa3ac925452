import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearToken } from '../../../lib/auth-token';

/**
 * Forgets the session in this browser: token, profile and every cached list (spec 1 §4:
 * logout clears token, profile, reach-outs and submissions), so nothing of one user's data
 * is shown to the next.
 */
export function useEndSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearToken();
    queryClient.clear();
  }, [queryClient]);
}
