import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { SkipLink } from '../components/skip-link';
import { isProductionBuild } from '../lib/environment';
import { AppErrorBoundary } from './app-error-boundary';
import { EnvironmentBadge } from './environment-badge';
import { OfflineBanner } from './offline-banner';
import { SessionWatcher } from './session-watcher';

/**
 * Outside production the environment label is the last line of the screen: the page fills the
 * height above it (its own 100vh gives way), so the label sits bottom left on a short page and
 * after the content on a long one, covering neither. While a page loads it is left out: shown at
 * the bottom of the loader's screen, it was pushed out of view when the page came, a layout shift
 * (Lighthouse's CLS on /dashboard).
 */
const withLabel = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  '& > :not(footer)': { flex: 1, minHeight: 'auto !important' },
  '& > footer': { mt: 'auto' },
  '&:has([data-page-loading]) > footer': { display: 'none' },
} as const;

/** Wraps every page: the skip link, app-wide banners, the session's watchdog, and page loading. */
export function RootLayout() {
  const page = (
    <AppErrorBoundary>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </AppErrorBoundary>
  );
  return (
    <>
      <SkipLink />
      <SessionWatcher />
      <OfflineBanner />
      {isProductionBuild ? (
        page
      ) : (
        <Box sx={withLabel}>
          {page}
          <EnvironmentBadge />
        </Box>
      )}
    </>
  );
}
