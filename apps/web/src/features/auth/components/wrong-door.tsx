import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../i18n/translate';

/**
 * An employee at the leaders' sign-in (or sent there from a dashboard page or link): said so,
 * with the way to MyVoyce, instead of a false "wrong password".
 */
export function WrongDoor() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to="/my/login" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {t('auth.wrongDoor.toMyVoyce')}
        </Button>
      }
    >
      {t('auth.wrongDoor.employee')}
    </Alert>
  );
}
