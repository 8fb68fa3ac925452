import { z } from './zod.ts';

/** Spec 1 §9: the dashboard and list periods. Default last_30_days. */
/** The preset periods, in the spec's order (what period pickers offer). */
export const PRESET_TIMESPANS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'last_30_days',
  'last_60_days',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
] as const;
export const TIMESPANS = [...PRESET_TIMESPANS, 'custom_range', 'all_time'] as const;
export const zTimespan = z.enum(TIMESPANS);
export type Timespan = z.infer<typeof zTimespan>;

/** The wording of a refused date: the spec gives every date as yyyy-MM-dd (spec 1 §3, §5). */
export const INVALID_DATE_MESSAGE = 'Use the date format yyyy-MM-dd';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * The days a call takes. PostgreSQL has no year 0, and a range's end is the day after its
 * last day (9999-12-31 would end in year 10000, which it cannot read).
 */
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9998-12-31';

/** A real calendar day written yyyy-MM-dd (2026-02-30, 2026-13-01 and 2026-01-00 are not). */
export function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s) || s < FIRST_DAY || s > LAST_DAY) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Every date a call takes: a string, so the web's URL values arrive as they are and are refused here. */
export const zIsoDate = z.string().check(z.refine(isIsoDate, INVALID_DATE_MESSAGE));

/** Not given by the spec (its picker simply stops at today): said plainly when a caller sends a later day. */
export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future';

/**
 * The latest day a caller may name on `now`: today somewhere on Earth. The picker's "today" is
 * the leader's local day, which runs up to 14 hours ahead of UTC.
 */
export function latestDay(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

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
