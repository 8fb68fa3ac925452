// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/translate';
import { getToken } from '../../../lib/auth-token';
import { fakeFetch, renderWithApp, type FakeAnswer } from '../../../test/render';
import { SsoCallbackRoute } from './sso-callback-route';

type Call = { path: string; body: unknown; authorization: string | null };

/** The way back from the provider with `search`, after a start from `origin` (none: nothing was started here). */
function renderCallback(search: string, origin: string | null, answer: (path: string) => FakeAnswer) {
  if (origin) sessionStorage.setItem('voyce.sso', JSON.stringify({ browserKey: 'browser-key-0123456789', origin }));
  const calls: Call[] = [];
  fakeFetch((path, _query, init) => {
    calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')), authorization: new Headers(init?.headers).get('Authorization') });
    return answer(path);
  });
  renderWithApp(
    <Routes>
      <Route path="/sso/callback" element={<SsoCallbackRoute />} />
      <Route path="/login" element={<p>leaders sign-in page</p>} />
      <Route path="/my/login" element={<p>MyVoyce sign-in page</p>} />
      <Route path="/settings/identity" element={<p>identity settings</p>} />
    </Routes>,
    { route: `/sso/callback${search}` },
  );
  return calls;
}

const profile = (role: 'admin' | 'employee') => ({
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: null,
  businessEmail: 'ada@example.com',
  isAdmin: role === 'admin',
  updatedAt: '2026-01-01T00:00:00.000Z',
  organizationMemberships: [{ organizationId: 'o1', role }],
  zoho_org_id: null,
  setupCompleted: true,
  roleId: null,
});

beforeEach(() => sessionStorage.clear());

describe('/sso/callback', () => {
  it('finishes with the key this tab kept, forgets it, and hands a leader to the sign-in guard', async () => {
    const calls = renderCallback('?code=c1&state=s1', 'dashboard', (path) =>
      path === '/sso/complete' ? { data: { authorization: 'sso-session-token', test: null } } : { data: profile('admin') },
    );
    expect(await screen.findByText('leaders sign-in page')).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: '/sso/complete', body: { params: '?code=c1&state=s1', browserKey: 'browser-key-0123456789' } });
    expect(calls[1]).toMatchObject({ path: '/user/getProfile', authorization: 'Bearer sso-session-token' });
    expect(getToken()).toBe('sso-session-token');
    expect(sessionStorage.getItem('voyce.sso')).toBeNull();
  });

  it("takes an employee who started at the leaders' page to MyVoyce", async () => {
    renderCallback('?code=c2&state=s2', 'dashboard', (path) =>
      path === '/sso/complete' ? { data: { authorization: 'sso-session-token-2', test: null } } : { data: profile('employee') },
    );
    expect(await screen.findByText('MyVoyce sign-in page')).toBeTruthy();
  });

  it("goes back to the Identity settings after a leader's test, which opens no session", async () => {
    const calls = renderCallback('?code=c3&state=s3', 'test', () => ({
      data: { authorization: null, test: { ok: true, message: 'Test sign-in worked: ada@example.com', email: 'ada@example.com' } },
    }));
    expect(await screen.findByText('identity settings')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/sso/complete']);
  });

  it("shows the server's reason, with the way back to the page the sign-in started from", async () => {
    renderCallback('?code=c4&state=s4', 'employee', () => ({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You do not have an account in this organization. Ask your administrator to add you.',
    }));
    expect(await screen.findByRole('heading', { name: translate('auth.sso.failedTitle') })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'You do not have an account in this organization. Ask your administrator to add you.',
    );
    expect(screen.getByRole('link', { name: translate('auth.sso.backToSignIn') }).getAttribute('href')).toBe('/my/login');
  });

  it('refuses a way back this tab did not start, without asking the server', async () => {
    const calls = renderCallback('?code=c5&state=s5', null, () => expect.unreachable());
    expect(await screen.findByText(translate('auth.sso.notStarted'))).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
