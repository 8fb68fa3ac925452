import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import '../test/i18n';
import { Providers } from '../app/providers';
import { AppRoutes } from '../app/router';

/**
 * The whole app at /login, signed out, rendered to HTML in Node at build time
 * (build/login-shell.ts makes it the page the server sends for /login). The same tree as
 * main.tsx but for the router, so the markup is what React renders in the browser.
 * `inserted`: each Emotion style the render used, by id (the end of its class name).
 */
export async function renderLoginShell(): Promise<{ html: string; inserted: Record<string, string> }> {
  // compat: Emotion keeps the rules in the cache instead of writing <style> tags into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const errors: unknown[] = [];
  // prerender waits for the lazy route's code, unlike renderToString, which would give its fallback.
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <Providers>
          <MemoryRouter initialEntries={['/login']}>
            <AppRoutes />
          </MemoryRouter>
        </Providers>
      </CacheProvider>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  // A part that failed would be left to the browser to render: the page would not be the app's.
  if (errors.length) throw new AggregateError(errors, 'prerendering /login failed');
  const inserted = Object.fromEntries(Object.entries(cache.inserted).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return { html, inserted };
}
