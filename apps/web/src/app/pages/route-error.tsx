import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/translate';
import { MainContent } from '../../components/skip-link';

/**
 * Spec 2 §8: an application error screen that links back to /dashboard. Plain anchors on
 * purpose: after a failed chunk load a full reload is what fixes things.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <MainContent
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
      }}
    >
      <Box sx={{ maxWidth: 420, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('routeError.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('routeError.text')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
          <Button href="/dashboard">{t('routeError.home')}</Button>
        </Stack>
      </Box>
    </MainContent>
  );
}
