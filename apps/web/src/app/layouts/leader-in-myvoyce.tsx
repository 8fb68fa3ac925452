import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/translate';

/** A leader who lands on MyVoyce is told where they are, with the way to the dashboard. */
export function LeaderInMyVoyce() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to="/dashboard" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {t('auth.wrongDoor.toDashboard')}
        </Button>
      }
    >
      {t('auth.wrongDoor.leader')}
    </Alert>
  );
}
