// @vitest-environment happy-dom
import { IDENTITY_MSG } from '@voyce/contracts/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Profile } from '@voyce/contracts/auth';
import type { IdentitySettings } from '@voyce/contracts/identity';
import { FULL_PERMISSIONS, type Permissions } from '@voyce/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { translate, type TranslationKey } from '../../../i18n/translate';
import { formatDateTime } from '../../../lib/format-date';
import { ProfileContext } from '../../../lib/profile';
import { fakeFetch, renderWithApp, TEST_ORGANIZATION_ID, type FakeAnswer } from '../../../test/render';
import { IdentityRoute } from './identity-route';

const TOKEN = 'scim_once-only-secret-0123456789';

const settings = (over: Partial<IdentitySettings> = {}): IdentitySettings => ({
  protocol: 'oidc',
  enabled: true,
  requireSso: false,
  jitMembership: false,
  allowedDomains: ['example.com'],
  oidc: {
    issuer: 'https://idp.example.com',
    clientId: 'voyce',
    clientSecretSet: true,
    emailClaim: 'email',
    redirectUri: 'https://voyce.example.com/sso/callback',
  },
  saml: {
    entryPoint: null,
    idpIssuer: null,
    certificateCount: 0,
    spEntityId: 'https://voyce.example.com/api/sso/saml/o',
    acsUrl: 'https://voyce.example.com/api/sso/saml/o/acs',
    metadataUrl: 'https://voyce.example.com/api/sso/saml/o/metadata',
  },
  lastTest: null,
  scim: {
    baseUrl: 'https://voyce.example.com/api/scim/v2',
    tokens: [{ id: 'tok-1', label: 'Okta', createdAt: '2026-01-02T10:00:00.000Z', lastUsedAt: null, revokedAt: null }],
    lastSyncAt: null,
  },
  ...over,
});

const profile = (permissions: Permissions, roleId: string | null): Profile => ({
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Admin',
  username: null,
  businessEmail: 'ada@example.com',
  isAdmin: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  organizationMemberships: [],
  zoho_org_id: null,
  setupCompleted: true,
  roleId,
  permissions,
});
const FULL = profile(FULL_PERMISSIONS, null);
const VIEW_ONLY = profile({ insights: 'view', reachouts: 'view', reports: 'view', settings: 'view', users: 'view' }, 'role-1');
// A custom role that may edit everything is still not full access.
const CUSTOM_EDIT = profile(FULL_PERMISSIONS, 'role-2');

type Call = { path: string; body: Record<string, unknown> };

/** The page as a member with `who`'s role sees it, on a fake server that records every call. */
function renderPage(who: Profile, answer: (path: string, body: Record<string, unknown>) => FakeAnswer | undefined = () => undefined) {
  const calls: Call[] = [];
  fakeFetch((path, _query, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    return answer(path, body) ?? { data: settings() };
  });
  renderWithApp(
    <ProfileContext value={{ profile: who, refreshProfile: () => Promise.resolve() }}>
      <IdentityRoute />
    </ProfileContext>,
  );
  return calls;
}

const text = (key: TranslationKey, values?: Record<string, string>) => translate(key, values);
const writes = (calls: Call[]) => calls.filter((c) => c.path !== '/identity/findSettings');

describe('Settings → Identity', () => {
  it('shows a new SCIM token once, in a dialog, and nowhere after it is closed', async () => {
    const calls = renderPage(FULL, (path) =>
      path === '/identity/createScimToken'
        ? {
            data: {
              token: TOKEN,
              entity: { id: 'tok-2', label: 'Entra', createdAt: '2026-01-03T10:00:00.000Z', lastUsedAt: null, revokedAt: null },
            },
          }
        : undefined,
    );
    fireEvent.change(await screen.findByLabelText(text('settings.identity.tokenLabel')), { target: { value: 'Entra' } });
    fireEvent.click(screen.getByRole('button', { name: text('settings.identity.createToken') }));

    const dialog = await screen.findByRole('dialog', { name: text('settings.identity.tokenTitle') });
    expect(within(dialog).getByText(text('settings.identity.tokenOnce'))).toBeTruthy();
    expect(within(dialog).getByDisplayValue(TOKEN)).toBeTruthy();
    expect(writes(calls)).toEqual([{ path: '/identity/createScimToken', body: { organizationId: TEST_ORGANIZATION_ID, label: 'Entra' } }]);

    fireEvent.click(within(dialog).getByRole('button', { name: text('common.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.innerHTML).not.toContain(TOKEN);
    // The list is read again: the new token is there by its name only.
    await waitFor(() => expect(calls.filter((c) => c.path === '/identity/findSettings')).toHaveLength(2));
    expect(document.body.innerHTML).not.toContain(TOKEN);
  });

  it('revokes a token only once the confirmation is accepted', async () => {
    const calls = renderPage(FULL, (path) =>
      path === '/identity/revokeScimToken'
        ? {
            data: {
              id: 'tok-1',
              label: 'Okta',
              createdAt: '2026-01-02T10:00:00.000Z',
              lastUsedAt: null,
              revokedAt: '2026-01-04T10:00:00.000Z',
            },
          }
        : undefined,
    );
    const revoke = await screen.findByRole('button', { name: text('settings.identity.revokeNamed', { name: 'Okta' }) });

    fireEvent.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: text('settings.identity.revokeTitle') });
    expect(within(dialog).getByText(text('settings.identity.revokeText', { name: 'Okta' }))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: text('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(revoke);
    dialog = await screen.findByRole('dialog', { name: text('settings.identity.revokeTitle') });
    fireEvent.click(within(dialog).getByRole('button', { name: text('settings.identity.revoke') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([{ path: '/identity/revokeScimToken', body: { organizationId: TEST_ORGANIZATION_ID, id: 'tok-1' } }]);
  });

  it("sends SAML as the provider's metadata URL alone when one is given, for the server to read", async () => {
    const calls = renderPage(FULL, (path) => (path === '/identity/updateSettings' ? { data: settings({ protocol: 'saml' }) } : undefined));
    fireEvent.click(await screen.findByRole('radio', { name: text('settings.identity.saml') }));
    fireEvent.change(screen.getByLabelText(text('settings.identity.idpMetadataUrl')), {
      target: { value: ' https://idp.example.com/metadata ' },
    });
    fireEvent.change(screen.getByLabelText(text('settings.identity.entryPoint')), { target: { value: 'https://idp.example.com/sso' } });
    fireEvent.click(screen.getByRole('button', { name: text('settings.common.save') }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ protocol: 'saml', saml: { idpMetadataUrl: 'https://idp.example.com/metadata' } });
    expect(writes(calls)[0]!.body.saml).toEqual({ idpMetadataUrl: 'https://idp.example.com/metadata' });
  });

  it('asks before requiring single sign-on, and saves it only once confirmed', async () => {
    const calls = renderPage(FULL, (path, body) =>
      path === '/identity/updateSettings' ? { data: settings({ requireSso: Boolean(body.requireSso) }) } : undefined,
    );
    const requireSwitch = await screen.findByRole('switch', { name: text('settings.identity.require') });

    fireEvent.click(requireSwitch);
    let dialog = await screen.findByRole('dialog', { name: text('settings.identity.requireTitle') });
    expect(within(dialog).getByText(text('settings.identity.requireText'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: text('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((requireSwitch as HTMLInputElement).checked).toBe(false);

    fireEvent.click(requireSwitch);
    dialog = await screen.findByRole('dialog', { name: text('settings.identity.requireTitle') });
    fireEvent.click(within(dialog).getByRole('button', { name: text('settings.identity.requireConfirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((requireSwitch as HTMLInputElement).checked).toBe(true);
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: text('settings.common.save') }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    // The stored secret is kept: none is sent.
    expect(writes(calls)[0]!.body).toEqual({
      organizationId: TEST_ORGANIZATION_ID,
      protocol: 'oidc',
      enabled: true,
      requireSso: true,
      jitMembership: false,
      allowedDomains: ['example.com'],
      oidc: { issuer: 'https://idp.example.com', clientId: 'voyce', emailClaim: 'email' },
    });
  });

  it("shows the server's error, and on the field it names", async () => {
    const message = 'Enter a domain such as example.com';
    renderPage(FULL, (path) =>
      path === '/identity/updateSettings'
        ? { status: 400, code: 'VALIDATION_ERROR', message, details: { 'allowedDomains.1': message } }
        : undefined,
    );
    const domains = await screen.findByLabelText(text('settings.identity.domains'));
    fireEvent.change(domains, { target: { value: 'example.com, not a domain' } });
    fireEvent.click(screen.getByRole('button', { name: text('settings.common.save') }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await waitFor(() => expect(document.getElementById(domains.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message));
  });

  it('lets a role that may only view read the settings, and change nothing', async () => {
    const calls = renderPage(VIEW_ONLY);
    expect(await screen.findByText(IDENTITY_MSG.fullAccessProvider)).toBeTruthy();
    const issuer = screen.getByLabelText<HTMLInputElement>(text('settings.identity.issuer'));
    expect(issuer.value).toBe('https://idp.example.com');
    expect(issuer.closest('fieldset')?.disabled).toBe(true);

    // A token is made by full access only and revoked with users:edit: the actions are there,
    // disabled, each with its reason.
    const create = screen.getByRole('button', {
      name: text('settings.identity.createToken'),
      description: IDENTITY_MSG.fullAccessScimToken,
    });
    const revoke = screen.getByRole('button', {
      name: text('settings.identity.revokeNamed', { name: 'Okta' }),
      description: text('access.denied.users.edit'),
    });
    for (const button of [create, revoke]) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(button);
    }
    // Enter in the name field submits the form without the button: refused there too.
    fireEvent.change(screen.getByLabelText(text('settings.identity.tokenLabel')), { target: { value: 'Entra' } });
    fireEvent.submit(create.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('lets a custom role that may edit settings and users revoke a token, but not set up the provider or make a token', async () => {
    renderPage(CUSTOM_EDIT);
    expect(await screen.findByText(IDENTITY_MSG.fullAccessProvider)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(text('settings.identity.issuer')).closest('fieldset')?.disabled).toBe(true);
    const create = screen.getByRole('button', { name: text('settings.identity.createToken') });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    const revoke = screen.getByRole('button', { name: text('settings.identity.revokeNamed', { name: 'Okta' }) });
    expect(revoke.getAttribute('aria-disabled')).toBeNull();
  });

  it('lets a full admin change everything', async () => {
    renderPage(FULL);
    const issuer = await screen.findByLabelText<HTMLInputElement>(text('settings.identity.issuer'));
    expect(issuer.closest('fieldset')).toBeNull();
    expect(screen.queryByText(IDENTITY_MSG.fullAccessProvider)).toBeNull();
    expect(screen.getByRole('button', { name: text('settings.identity.createToken') }).getAttribute('aria-disabled')).toBeNull();
  });

  it('says so when the settings cannot be loaded, and loads them again on Retry', async () => {
    let fail = true;
    const calls = renderPage(FULL, () => (fail ? { status: 503, code: 'UNAVAILABLE', message: 'Try again later' } : undefined));
    expect(await screen.findByText('Try again later')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: text('common.retry') }));
    expect(await screen.findByLabelText(text('settings.identity.issuer'))).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it("shows a token's last SCIM error under it and, while the token is live, at the section's top", async () => {
    const lastError = { at: '2026-01-05T09:30:00.000Z', status: 409, detail: 'userName ada@example.com already exists' };
    const values = { status: '409', detail: lastError.detail, when: formatDateTime(lastError.at) };
    const token = { id: 'tok-1', label: 'Okta', createdAt: '2026-01-02T10:00:00.000Z', revokedAt: null };
    const scim = (over: Record<string, unknown>) => ({
      ...settings().scim,
      tokens: [{ ...token, lastUsedAt: '2026-01-06T08:00:00.000Z', lastError, ...over }],
    });
    renderPage(FULL, (path) => (path === '/identity/findSettings' ? { data: settings({ scim: scim({}) }) } : undefined));

    const line = await screen.findByText(text('settings.identity.tokenLastError', values));
    // Its last use beside it: the admin can tell whether the provider's requests work again.
    expect(line.parentElement!.textContent).toContain(
      text('settings.identity.tokenUsed', { when: formatDateTime('2026-01-06T08:00:00.000Z') }),
    );
    expect(screen.getByText(text('settings.identity.scimFailing', values))).toBeTruthy();
  });

  it('says nothing of errors when no token has one, nor at the top for a revoked token', async () => {
    const revoked = {
      id: 'tok-1',
      label: 'Okta',
      createdAt: '2026-01-02T10:00:00.000Z',
      lastUsedAt: null,
      revokedAt: '2026-01-07T10:00:00.000Z',
      lastError: { at: '2026-01-05T09:30:00.000Z', status: 500, detail: 'The request could not be processed' },
    };
    renderPage(FULL, (path) =>
      path === '/identity/findSettings' ? { data: settings({ scim: { ...settings().scim, tokens: [revoked] } }) } : undefined,
    );
    expect(await screen.findByText(/^Last error 500/)).toBeTruthy();
    expect(screen.queryByText(/last request failed/)).toBeNull();
  });

  it('shows no error line for a token without one (an older server leaves it out)', async () => {
    renderPage(FULL);
    expect(await screen.findByText('Okta')).toBeTruthy();
    expect(screen.queryByText(/Last error|last request failed/)).toBeNull();
  });
});
