import type { PermissionArea } from '@voyce/contracts/permissions';
import { Outlet } from 'react-router';
import { NoAccessState } from '../../components/permission-gate';
import { usePermissions } from '../../lib/use-permissions';

/**
 * A workspace area the signed-in role may not view (issue 19): the page says so calmly instead
 * of making calls the server would refuse with 403. The server stays the authority.
 */
export function RequirePermission({ area }: { area: PermissionArea }) {
  const { can } = usePermissions();
  return can(area, 'view') ? <Outlet /> : <NoAccessState />;
}
