import Button from '@mui/material/Button';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { StepHeading } from './step-heading';

/** /registration without an invite id: say what went wrong and offer a way on. */
export function InviteLinkIncomplete() {
  const { t } = useTranslation();
  return (
    <>
      <StepHeading title={t('auth.registration.missingTitle')} subtitle={t('auth.registration.missingText')} />
      <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
        {t('auth.registration.goToLogin')}
      </Button>
    </>
  );
}
