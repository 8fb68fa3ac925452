import { describe, expect, it } from 'vitest';
import { isIsoDate, periodRange, timespanRange } from './timespan.ts';

const now = new Date('2026-11-21T15:00:00Z'); // a Saturday
const iso = (r: { from: Date | null; to: Date | null }) => [r.from?.toISOString().slice(0, 10), r.to?.toISOString().slice(0, 10)];

describe('timespanRange', () => {
  it.each([
    ['today', ['2026-11-21', '2026-11-22']],
    ['yesterday', ['2026-11-20', '2026-11-21']],
    ['this_week', ['2026-11-16', '2026-11-22']],
    ['last_week', ['2026-11-09', '2026-11-16']],
    ['this_month', ['2026-11-01', '2026-11-22']],
    ['last_month', ['2026-10-01', '2026-11-01']],
    ['last_30_days', ['2026-10-23', '2026-11-22']],
    ['last_60_days', ['2026-09-23', '2026-11-22']],
    ['this_quarter', ['2026-10-01', '2026-11-22']],
    ['last_quarter', ['2026-07-01', '2026-10-01']],
    ['this_year', ['2026-01-01', '2026-11-22']],
    ['last_year', ['2025-01-01', '2026-01-01']],
  ] as const)('%s', (span, expected) => {
    expect(iso(timespanRange(span, now))).toEqual(expected);
  });

  it('includes the end day of a custom range', () => {
    expect(iso(timespanRange('custom_range', now, '2026-01-05', '2026-01-07'))).toEqual(['2026-01-05', '2026-01-08']);
  });

  it('handles the first quarter (last quarter is in the previous year)', () => {
    expect(iso(timespanRange('last_quarter', new Date('2026-02-10T00:00:00Z')))).toEqual(['2025-10-01', '2026-01-01']);
  });
});

describe('periodRange', () => {
  it('reads timespans and the period labels of spec 1 §9', () => {
    expect(iso(periodRange('last_30_days', now)!)).toEqual(['2026-10-23', '2026-11-22']);
    expect(iso(periodRange('Today', now)!)).toEqual(['2026-11-21', '2026-11-22']);
    expect(iso(periodRange('Last 7 Days', now)!)).toEqual(['2026-11-15', '2026-11-22']);
    expect(iso(periodRange('This Month', now)!)).toEqual(['2026-11-01', '2026-11-22']);
    expect(iso(periodRange('Custom Range', now, '2026-01-05', '2026-01-07')!)).toEqual(['2026-01-05', '2026-01-08']);
  });

  it('is null for an ordering or nothing', () => {
    expect(periodRange('latest', now)).toBeNull();
    expect(periodRange(undefined, now)).toBeNull();
  });
});

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2026-01-31', '0001-01-01', '9998-12-31'])('takes the real day %s', (d) => expect(isIsoDate(d)).toBe(true));
  it.each(['2026-13-01', '2026-02-30', '2025-02-29', '2026-01-00', 'abc', '', '0000-01-01', '9999-12-31', '2026-1-01', ' 2026-01-01'])(
    'refuses %j',
    (d) => expect(isIsoDate(d)).toBe(false),
  );
});
