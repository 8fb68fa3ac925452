import Box from '@mui/material/Box';
import { useTranslation } from '../i18n/translate';
import { useOnlineStatus } from '../lib/use-online-status';

/** Spec 1 §8: shown while the browser reports no connection. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    // A plain box, not Alert: it must already be in the first download, since a page
    // that is offline cannot fetch more code.
    <Box
      role="alert"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.snackbar,
        px: 2,
        py: 1.25,
        textAlign: 'center',
        fontWeight: 500,
        color: 'common.white',
        bgcolor: 'warning.main',
      }}
    >
      {t('errors.offline')}
    </Box>
  );
}
