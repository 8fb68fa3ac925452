import './lib/zod-jitless';
import '@fontsource-variable/inter/wght.css';
import { i18nReady } from './i18n/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, LoginRoute } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render as a transition: React renders in slices of a few milliseconds, yielding to
// the browser between them, instead of in one long task (on a slow phone about a second for the
// sign-in page, Lighthouse's TBT). Nothing is on screen yet but the prerendered /login
// page, if any, and React replaces it only when it commits.
const render = () =>
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

// The server sends /login with the sign-in page prerendered in #root (apps/web/build/login-shell.ts).
// Its code is loaded first, so the first commit is the same page and not the loader: no flash. If
// it fails to load, the app renders anyway and the page's lazy load reports the failure as usual.
// Either way the page's language is loaded first (i18n/i18n.ts).
const loginShown = container.querySelector(':scope > [data-login-shell]');
void Promise.all([i18nReady, loginShown ? LoginRoute.preload() : null]).then(render, render);
