import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useSession } from '../../features/auth/hooks/use-session';
import { fromLocation } from '../../lib/redirect-target';

/** MyVoyce's gate: any signed-in person; the dashboard's admin rule does not apply here. */
export function RequireEmployee() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'anonymous') {
    return <Navigate to="/my/login" replace state={fromLocation(location)} />;
  }
  if (session.status !== 'authenticated') return <FullPageLoader />;
  return <Outlet />;
}
