import type { Submission } from '@voyce/contracts/insights';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../test/i18n';
import '../i18n/workspace-strings';
import { InsightsTable } from './insights-table';
import { aSubmission } from '../test/submission';

const insight = (over: Partial<Submission>): Submission =>
  aSubmission({
    topic: 'Rota',
    theme: 'Workload',
    body: 'The Friday rota leaves the loading bay short.',
    createdAt: '2026-11-20T00:00:00.000Z',
    tone: 'negative',
    ...over,
  });

/** Rendered without a browser: the phone layout (no media query matches on the server). */
const phone = (insights: Submission[]) =>
  renderToStaticMarkup(
    createElement(ThemeProvider, { theme: createTheme() }, createElement(MemoryRouter, null, createElement(InsightsTable, { insights }))),
  );

describe('the insights list on a phone', () => {
  it('shows no bare dashes for an insight without a win or a reveal (no column says what they mean)', () => {
    expect(phone([insight({})])).not.toContain('–');
  });

  it('shows the win and the reveal state when there is one', () => {
    const html = phone([insight({ markedAsWinAt: '2026-11-21T10:00:00.000Z', requestedUnmaskAt: '2026-11-21T10:00:00.000Z' })]);
    expect(html).toContain('Marked as win');
    expect(html).toContain('Reveal requested');
  });
});
