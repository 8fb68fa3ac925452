import { useEffect } from 'react';
import { useTranslation } from '../i18n/translate';
import { useEndSession } from '../features/auth/hooks/use-end-session';
import { useSession } from '../features/auth/hooks/use-session';
import { raiseSignInNotice } from '../features/auth/session-notice';
import { getToken } from '../lib/auth-token';
import { onSessionRejected } from '../lib/session-events';
import { notify } from '../lib/notify';

/**
 * Ends sessions the server no longer accepts: a 401 on any authorised call ('Access
 * denied'), or a profile that cannot be loaded (generic sign-in error, spec 1 §4). The
 * guards then send the person to the right sign-in page.
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const endSession = useEndSession();
  const { status } = useSession();

  useEffect(
    () =>
      onSessionRejected(() => {
        // Several calls may fail together; only the first still has a session to end.
        if (!getToken()) return;
        endSession();
        notify(t('errors.accessDenied'), { variant: 'error' });
      }),
    [endSession, t],
  );

  useEffect(() => {
    if (status !== 'failed') return;
    raiseSignInNotice();
    endSession();
  }, [status, endSession]);

  return null;
}
