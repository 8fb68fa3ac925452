import './lib/zod-jitless';
import '@fontsource-variable/inter/wght.css';
import './i18n/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render as a transition: React renders in slices of a few milliseconds, yielding to
// the browser between them, instead of in one long task (on a slow phone about a second for the
// sign-in page, Lighthouse's TBT: issue 20). Nothing is on screen yet, so nothing waits for it.
startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
