import { elapsedAge, formatAge as formatEnglishAge } from '@voyce/contracts/relative-time';
import { i18n } from '../i18n/translate';

// In English written out rather than with Intl.DateTimeFormat: the product's English dates are
// fixed ('Mar 4, 2026'), and a page's first Intl formatter loads the locale data, 20-45 ms in
// Chromium, a long task on a slow phone on every page that shows a date. The test holds the
// text equal to Intl's en-US. MyVoyce's other languages read dates and ages the way their
// readers write them: Intl in the page's language (i18n/language.ts).
const english = () => i18n.locale.startsWith('en');
const formats = new Map<string, Intl.DateTimeFormat>();
const intl = (options: Intl.DateTimeFormatOptions) => {
  const key = `${i18n.locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(i18n.locale, options)));
  return format;
};
const valid = (d: Date) => !Number.isNaN(d.getTime());
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** 'Mar 4, 2026' of a calendar day; '' for an invalid date. */
const dayText = (year: number, month: number, date: number): string => (Number.isNaN(year) ? '' : `${MONTHS[month]} ${date}, ${year}`);

/** Spec 1 §9 date format: 'Mar 4, 2026', on the local calendar. */
export const formatDate = (iso: string): string => {
  const d = new Date(iso);
  if (!english()) return valid(d) ? intl({ dateStyle: 'medium' }).format(d) : '';
  return dayText(d.getFullYear(), d.getMonth(), d.getDate());
};

/** The same on the UTC calendar: the day of anonymous content (lib/anonymous-date.ts). */
export const formatUtcDate = (time: number): string => {
  const d = new Date(time);
  if (!english()) return valid(d) ? intl({ dateStyle: 'medium', timeZone: 'UTC' }).format(d) : '';
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
  if (!english()) return valid(d) ? intl({ dateStyle: 'medium', timeStyle: 'short' }).format(d) : '';
  const day = dayText(d.getFullYear(), d.getMonth(), d.getDate());
  const h = d.getHours();
  return day && `${day}, ${h % 12 || 12}:${pad(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
};

/** '05:00': the time of day on the local clock, 24-hour ('' for an invalid date). */
export const clockTime = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const ages = new Map<string, Intl.RelativeTimeFormat>();

/**
 * '3 days ago', 'yesterday', 'just now': the product's one relative age, the same on every screen
 * and in the API (contracts relative-time.ts); in another language the same steps in its words.
 */
export const formatAge = (at: string | Date, now: number | Date = Date.now()): string => {
  if (english()) return formatEnglishAge(at, now);
  let format = ages.get(i18n.locale);
  if (!format) ages.set(i18n.locale, (format = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' })));
  const age = elapsedAge(at, now);
  return age ? format.format(-age.n, age.unit) : format.format(0, 'second');
};
