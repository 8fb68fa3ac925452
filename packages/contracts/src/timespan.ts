import { z } from './zod.ts';
import { TIMESPANS, type Timespan } from './timespan-names.ts';

import { FUTURE_DATE_MESSAGE, INVALID_DATE_MESSAGE, isIsoDate, latestDay } from './iso-dates.ts';

export { PRESET_TIMESPANS, TIMESPANS, type Timespan } from './timespan-names.ts';
export { FUTURE_DATE_MESSAGE, INVALID_DATE_MESSAGE, isIsoDate, latestDay } from './iso-dates.ts';

export const zTimespan = z.enum(TIMESPANS);

/** Every date a call takes: a string, so the web's URL values arrive as they are and are refused here. */
export const zIsoDate = z.string().check(z.refine(isIsoDate, INVALID_DATE_MESSAGE));

/** A custom range's start or end (spec 1 §5, spec 2 §9: the date picker runs to today). */
export const zRangeDay = z.string().check(
  z.superRefine((s, ctx) => {
    if (!isIsoDate(s)) ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    else if (s > latestDay(new Date())) ctx.addIssue({ code: 'custom', message: FUTURE_DATE_MESSAGE });
  }),
);

const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** Whether an instant is a UTC midnight: a period bound that the server's day tallies count exactly. */
export const isUtcMidnight = (d: Date): boolean => ((d.getTime() % 86_400_000) + 86_400_000) % 86_400_000 === 0;
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/**
 * The [from, to) range of a period, in UTC, relative to `now`. Weeks start on Monday.
 * custom_range takes yyyy-MM-dd dates, the end date included.
 */
export function timespanRange(span: Timespan, now: Date, startDate?: string, endDate?: string): { from: Date | null; to: Date | null } {
  const today = startOfDay(now);
  const tomorrow = addDays(today, 1);
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const weekStart = addDays(today, -((today.getUTCDay() + 6) % 7));
  const q = Math.floor(m / 3) * 3;
  switch (span) {
    case 'today':
      return { from: today, to: tomorrow };
    case 'yesterday':
      return { from: addDays(today, -1), to: today };
    case 'this_week':
      return { from: weekStart, to: tomorrow };
    case 'last_week':
      return { from: addDays(weekStart, -7), to: weekStart };
    case 'this_month':
      return { from: new Date(Date.UTC(y, m, 1)), to: tomorrow };
    case 'last_month':
      return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m, 1)) };
    case 'last_30_days':
      return { from: addDays(tomorrow, -30), to: tomorrow };
    case 'last_60_days':
      return { from: addDays(tomorrow, -60), to: tomorrow };
    case 'this_quarter':
      return { from: new Date(Date.UTC(y, q, 1)), to: tomorrow };
    case 'last_quarter':
      return { from: new Date(Date.UTC(y, q - 3, 1)), to: new Date(Date.UTC(y, q, 1)) };
    case 'this_year':
      return { from: new Date(Date.UTC(y, 0, 1)), to: tomorrow };
    case 'last_year':
      return { from: new Date(Date.UTC(y - 1, 0, 1)), to: new Date(Date.UTC(y, 0, 1)) };
    case 'custom_range':
      return {
        from: startDate ? new Date(`${startDate}T00:00:00Z`) : null,
        to: endDate ? addDays(new Date(`${endDate}T00:00:00Z`), 1) : null,
      };
    case 'all_time':
      return { from: null, to: null };
  }
}

/**
 * Spec 1 §9's reach-out style period labels, which some filters send (as `mostRecent`), mapped
 * to the same ranges. 'Last 7 Days' is the one period without a timespan of its own.
 */
const PERIOD_LABELS: Record<string, Timespan | 'last_7_days'> = {
  today: 'today',
  yesterday: 'yesterday',
  'last 7 days': 'last_7_days',
  last_7_days: 'last_7_days',
  'last 30 days': 'last_30_days',
  'this month': 'this_month',
  'custom range': 'custom_range',
};

/**
 * The [from, to) range of a period given as a timespan or a period label; null when the value
 * names no period (an ordering such as 'latest', or nothing).
 */
export function periodRange(
  period: string | undefined,
  now: Date,
  startDate?: string,
  endDate?: string,
): { from: Date | null; to: Date | null } | null {
  if (!period) return null;
  const span = zTimespan.safeParse(period);
  if (span.success) return timespanRange(span.data, now, startDate, endDate);
  const label = PERIOD_LABELS[period.trim().toLowerCase()];
  if (!label) return null;
  if (label === 'last_7_days') {
    const tomorrow = addDays(startOfDay(now), 1);
    return { from: addDays(tomorrow, -7), to: tomorrow };
  }
  return timespanRange(label, now, startDate, endDate);
}
