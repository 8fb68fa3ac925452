import { z } from 'zod';

/** Spec 1 §9: the dashboard and list periods. Default last_30_days. */
export const TIMESPANS = [
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
  'custom_range',
  'all_time',
] as const;
export const zTimespan = z.enum(TIMESPANS);
export type Timespan = z.infer<typeof zTimespan>;
export const zIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd');

const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
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
