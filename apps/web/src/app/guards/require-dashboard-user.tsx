import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useEndSession } from '../../features/auth/hooks/use-end-session';
import { isDashboardUser, useSession } from '../../features/auth/hooks/use-session';
import { raiseSignInNotice } from '../../features/auth/session-notice';
import { fromLocation } from '../../lib/redirect-target';

/**
 * The dashboard's gate (spec 1 §6): signed in, and first membership admin. Anyone else is
 * signed out and lands on /login, told this is the leaders' side with MyVoyce's link (an
 * employee following a dashboard link is not told their password is wrong); the target is kept.
 */
export function RequireDashboardUser() {
  const session = useSession();
  const location = useLocation();
  const endSession = useEndSession();
  const refused = session.status === 'authenticated' && !isDashboardUser(session.profile);

  useEffect(() => {
    if (!refused) return;
    raiseSignInNotice('wrong-site');
    endSession();
  }, [refused, endSession]);

  if (session.status === 'anonymous') {
    return <Navigate to="/login" replace state={fromLocation(location)} />;
  }
  if (session.status !== 'authenticated' || refused) return <FullPageLoader />;
  return <Outlet />;
}
