import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/i18n';
import en from '../../../i18n/locales/en/app.json';
import { LoginRoute } from './login-route';
import { MyLoginRoute } from './my-login-route';

// The notice store has no server snapshot; a page opened afresh has no notice.
vi.mock('../session-notice', () => ({ useSignInNotice: () => null, clearSignInNotice: () => {} }));

/** A sign-in page as the server renders it. */
function render(route: ComponentType) {
  const client = new QueryClient();
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, createElement(route))));
}

const line = en.auth.login.employeeAnonymity;

describe('the MyVoyce sign-in page', () => {
  it('says under its heading that insights are anonymous unless the writer reveals themself', () => {
    const html = render(MyLoginRoute);
    expect(line).toMatch(/anonymous/);
    // Right after the heading and its subtitle.
    const heading = html.indexOf(`>${en.auth.login.title}</h1>`);
    expect(heading).toBeGreaterThan(-1);
    const at = html.indexOf(`>${line}<`);
    expect(at).toBeGreaterThan(heading);
    expect(html.indexOf('<form')).toBeGreaterThan(at);
  });

  it('is not on the leaders’ sign-in page', () => {
    expect(render(LoginRoute)).not.toContain(line);
  });
});
