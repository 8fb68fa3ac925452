import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from '../../i18n/translate';
import { Outlet, Link as RouterLink } from 'react-router';
import { isDashboardUser, useSession } from '../../features/auth/hooks/use-session';

/**
 * MyVoyce's pages are the employee's own: the server refuses `/api/employee/*` to leaders,
 * so a leader who opens /my is pointed to the dashboard instead of a screen of errors.
 */
export function MyEmployeePages() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'authenticated' && isDashboardUser(session.profile)) {
    return (
      <Alert severity="info">
        {t('my.adminNote')}{' '}
        <Link component={RouterLink} to="/dashboard" sx={{ color: 'inherit', fontWeight: 600 }}>
          {t('my.openDashboard')}
        </Link>
      </Alert>
    );
  }
  return <Outlet />;
}
