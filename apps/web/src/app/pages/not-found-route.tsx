import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { FullPageMessage } from './full-page-message';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <FullPageMessage title={t('notFound.title')} text={t('notFound.text')} above={<BrandLogo />}>
      <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
        {t('notFound.home')}
      </Button>
    </FullPageMessage>
  );
}
