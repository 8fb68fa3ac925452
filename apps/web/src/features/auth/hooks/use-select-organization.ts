import { useCallback, useState } from 'react';
import { notify } from '../../../lib/notify';
import { messageOr } from '../../../lib/api-error';
import { selectOrganization } from '../../../api/auth';
import { isDashboardUser } from './use-session';

/**
 * Acts in another of my organisations: the server moves the session, then
 * the page starts afresh at that organisation's home, so nothing of the other one stays cached.
 */
export function useSelectOrganization(failure: string): { select: (organizationId: string) => Promise<void>; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  const select = useCallback(
    async (organizationId: string) => {
      setPending(true);
      try {
        const profile = await selectOrganization(organizationId);
        window.location.assign(isDashboardUser(profile) ? '/dashboard' : '/my');
      } catch (error) {
        notify(messageOr(error, failure), { variant: 'error' });
        setPending(false);
      }
    },
    [failure],
  );
  return { select, isPending };
}
