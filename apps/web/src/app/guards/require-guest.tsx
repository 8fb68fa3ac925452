import type { SiteTarget } from '@voyce/contracts/common';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { isDashboardUser, useSession } from '../../features/auth/hooks/use-session';
import { redirectTargetFor } from '../../lib/redirect-target';
import { accessOf } from '../../lib/use-permissions';
import { homePathOf, pathAllowed } from '../home-path';

type Props = { site: SiteTarget };

/**
 * Sign-in, registration and password reset are for signed-out visitors. A signed-in person
 * goes to the target they were sent from, or to their site's home: admins to the first page
 * their role allows (/dashboard unless it gives no insights), employees to /my. A
 * target the role may not view gives way to that home too. This is also how every sign-in
 * flow finishes.
 */
export function RequireGuest({ site }: Props) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status !== 'authenticated') return <Outlet />;

  if (site === 'dashboard' && isDashboardUser(session.profile)) {
    const access = accessOf(session.profile);
    const target = redirectTargetFor(location.state, 'dashboard');
    return <Navigate to={target && pathAllowed(target, access) ? target : homePathOf(access)} replace />;
  }
  return <Navigate to={redirectTargetFor(location.state, 'employee') ?? '/my'} replace />;
}
