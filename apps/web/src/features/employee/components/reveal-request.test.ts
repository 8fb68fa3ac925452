import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../../test/i18n';
import en from '../../../i18n/locales/en/app.json';
import { RevealRequest } from './reveal-request';

/** The pending reveal card as the server renders it: each button's label with its class list. */
function buttons() {
  const client = new QueryClient();
  const html = renderToStaticMarkup(
    createElement(QueryClientProvider, { client }, createElement(RevealRequest, { submissionId: 's-1', unmaskState: 'pending' })),
  );
  return [...html.matchAll(/<button[^>]*class="([^"]*)"[^>]*>(.*?)<\/button>/g)].map((m) => ({
    label: m[2]!.replace(/<[^>]+>/g, ''),
    classes: m[1]!.split(' '),
  }));
}

describe('the reveal request card', () => {
  it('makes "Stay anonymous" the filled primary button and "Reveal my identity" the outlined one', () => {
    const list = buttons();
    const stay = list.find((b) => b.label === en.my.reveal.decline);
    const reveal = list.find((b) => b.label === en.my.reveal.accept);
    expect(stay?.classes).toEqual(expect.arrayContaining(['MuiButton-contained', 'MuiButton-colorPrimary']));
    expect(stay?.classes).not.toContain('MuiButton-outlined');
    expect(reveal?.classes).toContain('MuiButton-outlined');
    expect(reveal?.classes).not.toContain('MuiButton-contained');
  });
});
