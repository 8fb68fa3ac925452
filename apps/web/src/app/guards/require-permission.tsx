import type { PermissionArea } from '@voyce/contracts/permissions';
import { Navigate, Outlet } from 'react-router';
import { NoAccessState } from '../../components/permission-gate';
import { usePermissions } from '../../lib/use-permissions';
import { homePathOf } from '../home-path';

type Props = {
  area: PermissionArea;
  /**
   * The pages every way in leads to (the dashboard: '/', unknown paths, a sign-in): a role that
   * may not view them goes on to its own first page instead of a statement.
   */
  landing?: boolean;
};

/**
 * A workspace area the signed-in role may not view: the page says so calmly instead
 * of making calls the server would refuse with 403, and shows nothing else (no filters, bulk
 * actions or Retry). The server stays the authority.
 */
export function RequirePermission({ area, landing = false }: Props) {
  const access = usePermissions();
  if (access.can(area, 'view')) return <Outlet />;
  return landing ? <Navigate to={homePathOf(access)} replace /> : <NoAccessState />;
}
