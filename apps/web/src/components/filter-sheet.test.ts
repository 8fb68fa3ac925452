import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import '../test/i18n';
import '../i18n/workspace-strings';
import { activeFilterCount, FilterSheet } from './filter-sheet';

const DEFAULTS = { period: 'Custom Range', startDate: '', endDate: '', status: 'Open', order: 'latest' };
const GROUPS: (keyof typeof DEFAULTS)[][] = [['period', 'startDate', 'endDate'], ['status'], ['order']];

/** Rendered without a browser: the phone layout (no media query matches on the server). */
const phone = (count: number) =>
  renderToStaticMarkup(
    createElement(
      ThemeProvider,
      { theme: createTheme() },
      createElement(FilterSheet, { count, onReset: () => {}, children: createElement('select', { 'aria-label': 'Status' }) }),
    ),
  );

describe('the filters behind one button on phones', () => {
  it('counts the filters that differ from their defaults, a period with its dates once', () => {
    expect(activeFilterCount(DEFAULTS, DEFAULTS, GROUPS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULTS, startDate: '2026-01-01', endDate: '2026-02-01' }, DEFAULTS, GROUPS)).toBe(1);
    expect(activeFilterCount({ ...DEFAULTS, period: 'Last 7 days', status: 'all' }, DEFAULTS, GROUPS)).toBe(2);
  });

  it('shows a Filters button, named with the count when some are in use, and keeps the controls in the closed sheet', () => {
    const none = phone(0);
    expect(none).toContain('>Filters<');
    expect(none).not.toContain('aria-label="Filters');
    expect(none).not.toContain('<select');
    expect(phone(2)).toContain('aria-label="Filters (2)"');
  });
});
