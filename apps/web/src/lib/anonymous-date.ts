import { translate } from '../i18n/translate';
import { formatUtcDate } from './format-date';

/**
 * The date of anonymous content: insights, reach-out answers, the employee's messages and
 * their timeline entries. The server keeps only their day, sent as midnight UTC (contracts
 * anonymity.ts), so they are shown as a day and never a time or an age: a time would be one
 * the author never chose, and '5 hours ago' on a midnight value is simply wrong.
 *
 * The day is read in UTC on both sides: in the browser's own time zone midnight UTC falls on
 * the day before for everyone west of Greenwich.
 */

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant as a number of days since 1970 (NaN for a bad value). */
const dayNumber = (time: number): number => Math.floor(time / DAY_MS);

export type AnonymousDateOptions = {
  /** Now, for tests. */
  now?: number;
  /** 'today' inside a sentence ('Sent today'), 'Today' on its own (a list's date column). */
  inSentence?: boolean;
};

/** 'Today', 'Yesterday', else 'Nov 21, 2026'. */
export function formatAnonymousDate(iso: string, { now = Date.now(), inSentence = false }: AnonymousDateOptions = {}): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const ago = dayNumber(now) - dayNumber(time);
  if (ago === 0) return translate(inSentence ? 'common.todayInSentence' : 'common.today');
  if (ago === 1) return translate(inSentence ? 'common.yesterdayInSentence' : 'common.yesterday');
  return formatUtcDate(time);
}

/**
 * Anonymous content's day inside a sentence that names it ('Created on Nov 21, 2026',
 * 'Created today'): the caller gives the three forms, as 'on today' is not English.
 */
export function anonymousDateSentence(
  iso: string,
  forms: { onDate: (date: string) => string; today: string; yesterday: string },
  now: number = Date.now(),
): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const ago = dayNumber(now) - dayNumber(time);
  if (ago === 0) return forms.today;
  if (ago === 1) return forms.yesterday;
  return forms.onDate(formatUtcDate(time));
}

/** The value for a `<time dateTime>` attribute: the day only, as the content has no time. */
export const anonymousDateTimeAttr = (iso: string): string => {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? iso : new Date(time).toISOString().slice(0, 10);
};
