import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';

const SnackbarHost = lazyNamed(() => import('./snackbar-host'), 'SnackbarHost');

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
