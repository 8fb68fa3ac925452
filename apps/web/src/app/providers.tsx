import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isRtlLanguage } from '@voyce/contracts/languages';
import { currentLanguage, loadedRtlCache } from '../i18n/language';
import { useTranslation } from '../i18n/translate';
import { lazyNamed } from '../lib/lazy-named';
import { onSnackbarHostWanted, snackbarHostWanted } from '../lib/notify';
import { createQueryClient } from '../lib/query-client';
import { rtlTheme, theme } from './theme';

const SnackbarHost = lazyNamed(() => import('./snackbar-host'), 'SnackbarHost');

/** The snackbars' host, loaded and mounted with the first message (lib/notify.ts says why). */
function SnackbarHostOnFirstMessage() {
  const wanted = useSyncExternalStore(onSnackbarHostWanted, snackbarHostWanted, snackbarHostWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The language decides the direction: a right-to-left one has its styling loaded before it shows.
  useTranslation();
  const rtlCache = isRtlLanguage(currentLanguage()) ? loadedRtlCache() : undefined;
  const app = (
    <ThemeProvider theme={rtlCache ? rtlTheme() : theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <SnackbarHostOnFirstMessage />
      </QueryClientProvider>
    </ThemeProvider>
  );
  return rtlCache ? <CacheProvider value={rtlCache}>{app}</CacheProvider> : app;
}
