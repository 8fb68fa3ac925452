import type { Submission } from '@voyce/contracts/insights';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import '../../test/i18n';
import '../../i18n/workspace-strings';
import { BulkBar } from './bulk-bar';

const picked = [{ id: 'i-1', closedAt: null }] as Submission[];

/** Rendered without a browser: the phone layout (no media query matches on the server). */
const phone = (selected: Submission[]) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(
        ThemeProvider,
        { theme: createTheme() },
        createElement(BulkBar, {
          visible: picked,
          selected,
          organizationId: 'o-1',
          onSelectAll: () => {},
          onRespond: () => {},
          onDelegate: () => {},
        }),
      ),
    ),
  );

describe('the bulk bar on a phone', () => {
  it('is one row of icon actions, each named by its label', () => {
    const html = phone(picked);
    expect(html).toContain('flex-wrap:nowrap');
    for (const name of ['Respond', 'Delegate', 'Close']) expect(html).toContain(`aria-label="${name}"`);
    expect(html).toContain('1 selected');
  });

  it('disables the actions with nothing selected', () => {
    expect(phone([]).match(/<button[^>]*disabled=""[^>]*aria-label="(Respond|Delegate|Close)"/g) ?? []).toHaveLength(3);
  });
});
