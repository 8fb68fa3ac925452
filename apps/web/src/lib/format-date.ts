// Written out rather than with Intl.DateTimeFormat: the product's dates are English and fixed
// ('Mar 4, 2026'), and a page's first Intl formatter loads the locale data, 20-45 ms in
// Chromium, a long task on a slow phone on every page that shows a date. The test
// holds the text equal to Intl's en-US.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Mar 4, 2026' of a calendar day; '' for an invalid date. */
const dayText = (year: number, month: number, date: number): string => (Number.isNaN(year) ? '' : `${MONTHS[month]} ${date}, ${year}`);

/** Spec 1 §9 date format: 'Mar 4, 2026', on the local calendar. */
export const formatDate = (iso: string): string => {
  const d = new Date(iso);
  return dayText(d.getFullYear(), d.getMonth(), d.getDate());
};

/** The same on the UTC calendar: the day of anonymous content (lib/anonymous-date.ts). */
export const formatUtcDate = (time: number): string => {
  const d = new Date(time);
  return dayText(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

/** The local calendar day as yyyy-MM-dd (date inputs, report ranges). */
export const isoDay = (d: Date = new Date()): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * 'Mar 4, 2026, 9:05 AM': the date of a leader's action (a reach-out sent, a pin, a win, a
 * reply, a report). The date rule (docs/glossary.md): anonymous content shows its day
 * (anonymous-date.ts), a leader's action its day and time, and formatDate is only for calendar
 * days that are not events (a range's ends, a renewal date); lib/date-rule.test.ts holds it.
 */
export const formatDateTime = (iso: string): string => {
  const d = new Date(iso);
  const day = dayText(d.getFullYear(), d.getMonth(), d.getDate());
  const h = d.getHours();
  return day && `${day}, ${h % 12 || 12}:${pad(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
};

/** '05:00': the time of day on the local clock, 24-hour ('' for an invalid date). */
export const clockTime = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** '3 days ago', 'yesterday', 'just now': the product's one relative age, the same on every screen and in the API. */
export { formatAge } from '@voyce/contracts/relative-time';
