import { useCallback, useState } from 'react';
import { logout } from '../../../api/auth';
import { useEndSession } from './use-end-session';

/** Revokes the session on the server, then forgets it here even if the server did not answer. */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const endSession = useEndSession();
  const [isPending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } catch {
      // The server may already have dropped the session; the local logout still happens.
    } finally {
      setPending(false);
      endSession();
    }
  }, [endSession]);
  return { logout: run, isPending };
}
