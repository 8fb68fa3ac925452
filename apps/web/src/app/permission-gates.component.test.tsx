// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import type { Profile } from '@voyce/contracts/auth';
import { FULL_PERMISSIONS, NO_PERMISSIONS, PERMISSION_AREAS, type Permissions } from '@voyce/contracts/permissions';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CreateReachoutButton } from './layouts/top-bar';
import { RequirePermission } from './guards/require-permission';
import { translate } from '../i18n/translate';
import { ProfileContext } from '../lib/profile';
import { renderWithApp } from '../test/render';
import { DeniedHint } from '../components/permission-gate';

const profile = (permissions: Permissions, roleId: string | null = 'role-1'): Profile => ({
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

const VIEW_ONLY: Permissions = { insights: 'view', reachouts: 'view', reports: 'none', settings: 'view', users: 'view' };

function Shell({ who, children }: { who: Profile; children: ReactNode }) {
  return <ProfileContext value={{ profile: who, refreshProfile: () => Promise.resolve() }}>{children}</ProfileContext>;
}

describe('DeniedHint', () => {
  it('lets a role that may act use the action as it is', () => {
    const onClick = vi.fn();
    renderWithApp(<CreateReachoutButton profile={profile(FULL_PERMISSIONS, null)} onClick={onClick} />);
    const [button] = screen.getAllByRole('button', { name: translate('shell.createReachOut') });
    expect(button!.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    fireEvent.click(button!);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps a denied action in the tab order, describes it by the reason and ignores clicks and Enter', () => {
    const onClick = vi.fn();
    renderWithApp(<CreateReachoutButton profile={profile(VIEW_ONLY)} onClick={onClick} />);
    const reason = translate('access.denied.reachouts.edit');
    // The wide button and the phone's icon button (one of them hidden by the width): both denied the same way.
    const buttons = screen.getAllByRole('button', { name: translate('shell.createReachOut'), description: reason, hidden: true });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button).toHaveProperty('disabled', false);
      expect(button.tabIndex).toBe(0);
      button.focus();
      expect(document.activeElement).toBe(button);
      fireEvent.keyDown(button, { key: 'Enter' });
      fireEvent.click(button);
    }
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives every area and level its own reason', () => {
    const reasons = PERMISSION_AREAS.flatMap((area) =>
      (['view', 'edit'] as const).map((level) => translate(`access.denied.${area}.${level}`)),
    );
    renderWithApp(
      <>
        {reasons.map((reason, i) => (
          <DeniedHint key={i} reason={reason}>
            {(denied) => <button {...denied}>{`Action ${i}`}</button>}
          </DeniedHint>
        ))}
      </>,
    );
    expect(new Set(reasons).size).toBe(reasons.length);
    reasons.forEach((reason, i) => {
      expect(screen.getByRole('button', { name: `Action ${i}` }).getAttribute('aria-describedby')).toBe(
        screen.getByText(reason).getAttribute('id'),
      );
    });
  });
});

describe('RequirePermission', () => {
  const routes = (
    <Routes>
      <Route element={<RequirePermission area="reports" />}>
        <Route path="/reports" element={<p>Reports page</p>} />
      </Route>
      <Route element={<RequirePermission area="insights" landing />}>
        <Route path="/dashboard" element={<p>Dashboard</p>} />
      </Route>
      <Route path="/reachouts" element={<p>Reach-outs page</p>} />
    </Routes>
  );

  it('shows the page to a role that may view it', () => {
    renderWithApp(<Shell who={profile(FULL_PERMISSIONS, null)}>{routes}</Shell>, { route: '/reports' });
    expect(screen.getByText('Reports page')).toBeTruthy();
  });

  it('says calmly that the role has no access, and makes no call', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<Shell who={profile(VIEW_ONLY)}>{routes}</Shell>, { route: '/reports' });
    expect(screen.getByRole('heading', { name: translate('access.noPage') })).toBeTruthy();
    expect(screen.getByText(translate('access.noPageHint'))).toBeTruthy();
    expect(screen.queryByText('Reports page')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a role that may not view the landing page on to its own first page', () => {
    renderWithApp(<Shell who={profile({ ...VIEW_ONLY, insights: 'none' })}>{routes}</Shell>, { route: '/dashboard' });
    expect(screen.queryByText('Dashboard')).toBeNull();
    expect(screen.queryByRole('heading', { name: translate('access.noPage') })).toBeNull();
    expect(screen.getByText('Reach-outs page')).toBeTruthy();
  });

  it('treats an answer without permissions from a custom role as no access (nothing is assumed)', () => {
    const { permissions: _omitted, ...older } = profile(NO_PERMISSIONS);
    renderWithApp(<Shell who={older as Profile}>{routes}</Shell>, { route: '/reports' });
    expect(screen.getByRole('heading', { name: translate('access.noPage') })).toBeTruthy();
  });
});
