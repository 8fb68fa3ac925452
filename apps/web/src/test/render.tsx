import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { SESSION_TOKEN_STORAGE_KEY } from '@voyce/contracts/session-token';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi, type Mock } from 'vitest';
import { theme } from '../app/theme';
import './i18n';
import '../i18n/workspace-strings';
import { OrganizationIdContext } from '../lib/organization';

/** The organisation the shell would provide. */
export const TEST_ORGANIZATION_ID = '00000000-0000-4000-8000-000000000001';

// A session, so authorised calls reach fetch (lib/auth-token.ts reads it at import).
localStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'test-session-token');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The network's answer to one request: the API envelope with `data`, or an error envelope with a status. */
export type FakeAnswer = { data: unknown } | { status: number; code: string; message: string; details?: Record<string, unknown> };

/**
 * Replaces the network (and only it): each request to `/api…` is answered by `answer`, given its
 * path and parsed query. A thrown error is a network failure, as fetch rejects.
 */
export function fakeFetch(
  answer: (path: string, query: URLSearchParams, init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>,
): Mock {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const a = await answer(url.pathname.replace(/^\/api/, ''), url.searchParams, init);
    const body =
      'data' in a ? { status: 'OK', data: a.data } : { status: 'ERROR', error: { code: a.code, message: a.message, details: a.details } };
    return new Response(JSON.stringify(body), {
      status: 'data' in a ? 200 : a.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Renders as the app's shell does: the theme, a fresh query client that does not retry, a router and the organisation. */
export function renderWithApp(ui: ReactElement, { route = '/', organizationId = TEST_ORGANIZATION_ID } = {}): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <OrganizationIdContext value={organizationId}>{children}</OrganizationIdContext>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** Sets the window's width, as a phone (390) or a desktop (1440); MUI's media queries follow it. */
export function setViewportWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({
    width,
    height: 844,
  });
}
