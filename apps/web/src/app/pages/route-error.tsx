import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../i18n/translate';
import { FullPageMessage } from './full-page-message';

/**
 * Spec 2 §8: an application error screen that links back to /dashboard. Plain anchors on
 * purpose: after a failed chunk load a full reload is what fixes things.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <FullPageMessage title={t('routeError.title')} text={t('routeError.text')}>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
        <Button href="/dashboard">{t('routeError.home')}</Button>
      </Stack>
    </FullPageMessage>
  );
}
