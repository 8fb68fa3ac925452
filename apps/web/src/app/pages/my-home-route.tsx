import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ComingSoonCard } from '../../components/coming-soon-card';
import { isDashboardUser, useSession } from '../../features/auth/hooks/use-session';

/** MyVoyce's home until the employee feature is built. */
export function MyHomeRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const isLeader = session.status === 'authenticated' && isDashboardUser(session.profile);
  return (
    <Stack spacing={2}>
      {isLeader && (
        <Alert severity="info">
          {t('my.adminNote')}{' '}
          <Link component={RouterLink} to="/dashboard" sx={{ color: 'inherit', fontWeight: 600 }}>
            {t('my.openDashboard')}
          </Link>
        </Alert>
      )}
      <ComingSoonCard title={t('comingSoon.areas.myHome.title')} description={t('comingSoon.areas.myHome.text')} />
    </Stack>
  );
}
