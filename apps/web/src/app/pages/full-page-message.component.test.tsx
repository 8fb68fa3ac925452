// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { renderWithApp } from '../../test/render';
import { NotFoundRoute } from './not-found-route';
import { RouteError } from './route-error';

describe('the full-page messages', () => {
  it('not found: the brand, the heading and its line, and a way to the dashboard', () => {
    renderWithApp(<NotFoundRoute />);
    const main = screen.getByRole('main');
    expect(main.textContent?.startsWith(translate('app.name'))).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: translate('notFound.title') })).toBeTruthy();
    expect(screen.getByText(translate('notFound.text'))).toBeTruthy();
    expect(screen.getByRole('link', { name: translate('notFound.home') }).getAttribute('href')).toBe('/dashboard');
  });

  it('an application error: no brand, the heading, Reload and a plain link to the dashboard', () => {
    renderWithApp(<RouteError />);
    expect(screen.getByRole('main').textContent?.startsWith(translate('routeError.title'))).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: translate('routeError.title') })).toBeTruthy();
    expect(screen.getByText(translate('routeError.text'))).toBeTruthy();
    expect(screen.getByRole('button', { name: translate('routeError.reload') })).toBeTruthy();
    expect(screen.getByRole('link', { name: translate('routeError.home') }).getAttribute('href')).toBe('/dashboard');
  });
});
