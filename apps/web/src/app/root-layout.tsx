import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { AppErrorBoundary } from './app-error-boundary';
import { EnvironmentBadge } from './environment-badge';
import { OfflineBanner } from './offline-banner';
import { SessionWatcher } from './session-watcher';

/** Wraps every page: app-wide banners, the session's watchdog, and page loading. */
export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <OfflineBanner />
      <AppErrorBoundary>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppErrorBoundary>
      <EnvironmentBadge />
    </>
  );
}
