import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import '../test/i18n';
import '../i18n/workspace-strings';
import { isoDay } from '../lib/format-date';
import { DateField, PeriodFilter, type PeriodValue } from './period-filter';

const render = (node: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(ThemeProvider, { theme: createTheme() }, node));
const dateInputs = (html: string) => [...html.matchAll(/<input[^>]*type="date"[^>]*>/g)].map((m) => m[0]);
const attr = (input: string, name: string) => input.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

describe('custom range dates (spec 1 §5, 2 §9: from 2024-01-01 to today)', () => {
  it('offers no day after today, nor before 2024-01-01, in the custom range of a period filter', () => {
    const value: PeriodValue = { timespan: 'custom_range', startDate: '', endDate: '' };
    const inputs = dateInputs(render(createElement(PeriodFilter, { value, onChange: () => {}, allowCustom: true })));
    expect(inputs).toHaveLength(2);
    for (const input of inputs) {
      expect(attr(input, 'max')).toBe(isoDay());
      expect(attr(input, 'min')).toBe('2024-01-01');
    }
  });

  it('keeps the start on or before the end, and the end on or after the start', () => {
    const value: PeriodValue = { timespan: 'custom_range', startDate: '2025-02-01', endDate: '2025-03-01' };
    const [start, end] = dateInputs(render(createElement(PeriodFilter, { value, onChange: () => {}, allowCustom: true })));
    expect(attr(start!, 'max')).toBe('2025-03-01');
    expect(attr(end!, 'min')).toBe('2025-02-01');
    expect(attr(end!, 'max')).toBe(isoDay());
  });

  it('gives every date field a maximum of today unless told otherwise', () => {
    const [input] = dateInputs(render(createElement(DateField, { label: 'From', value: '', onChange: () => {} })));
    expect(attr(input!, 'max')).toBe(isoDay());
    const [earlier] = dateInputs(render(createElement(DateField, { label: 'From', value: '', onChange: () => {}, max: '2025-01-01' })));
    expect(attr(earlier!, 'max')).toBe('2025-01-01');
  });
});
