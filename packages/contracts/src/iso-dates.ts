/**
 * The days a call takes, checked without zod: the reports screen checks its range with these
 * before calling, and importing anything from timespan.ts brings its schemas into the web's
 * first download of /dashboard. timespan.ts builds its date schemas on these and re-exports them.
 */

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

/** Not given by the spec (its picker simply stops at today): said plainly when a caller sends a later day. */
export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future';

/**
 * The latest day a caller may name on `now`: today somewhere on Earth. The picker's "today" is
 * the leader's local day, which runs up to 14 hours ahead of UTC.
 */
export function latestDay(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}
