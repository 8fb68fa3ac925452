import { Navigate, Outlet } from 'react-router';
import { useProfile } from '../../lib/profile';

/**
 * A new organisation's admin lands on /setup (spec 2 §2) until its go-to-dashboard button
 * marks the setup done; the dashboard sends them there. Other pages stay reachable.
 */
export function RequireSetupCompleted() {
  const { profile } = useProfile();
  if (!profile.setupCompleted) return <Navigate to="/setup" replace />;
  return <Outlet />;
}
