import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../i18n/translate';

/**
 * Marks a page still loading (this loader, the shell's while a page's code loads): the
 * environment label waits for the page (app/root-layout.tsx).
 */
export const PAGE_LOADING = { 'data-page-loading': '' } as const;

/** Shown while the session is restored or a page's code loads. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" {...PAGE_LOADING} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
