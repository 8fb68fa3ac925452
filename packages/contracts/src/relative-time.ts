/**
 * The one relative age of the product, shared by the server (a reach-out's createdAtHumanized)
 * and every age the web shows, so the same instant reads the same everywhere. No zod here: the
 * web imports it.
 */

export type AgeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const AGE_UNITS: [AgeUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** One unit ago, in words where English has them (Intl's numeric: 'auto'). */
const PREVIOUS: Partial<Record<AgeUnit, string>> = { day: 'yesterday', week: 'last week', month: 'last month', year: 'last year' };

/**
 * Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-n, unit), written out: creating that
 * formatter took 18-53 ms in Chromium (its locale data), a long task on a slow phone wherever
 * this module loads, the dashboard's included. The test holds the two equal.
 */
function ago(n: number, unit: AgeUnit): string {
  if (n === 1 && PREVIOUS[unit]) return PREVIOUS[unit];
  return `${String(n).replace(/\B(?=(\d{3})+$)/g, ',')} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * The one relative age ('just now', '5 minutes ago', 'yesterday', 'last week', '3 weeks ago'):
 * whole units elapsed, in Intl's English wording. A time ahead of `now` (clock skew) is
 * 'just now'. The server's createdAtHumanized and every age the web shows come from here.
 */
export function formatAge(at: string | Date, now: number | Date = Date.now()): string {
  const age = elapsedAge(at, now);
  return age ? ago(age.n, age.unit) : 'just now';
}

/**
 * How old `at` is in whole units of the largest unit elapsed (null under a minute, or ahead of
 * `now`): the steps of every relative age, in English above and in other languages on the web.
 */
export function elapsedAge(at: string | Date, now: number | Date = Date.now()): { n: number; unit: AgeUnit } | null {
  const seconds = Math.max(0, Math.floor((new Date(now).getTime() - new Date(at).getTime()) / 1000));
  for (const [unit, size] of AGE_UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return { n, unit };
  }
  return null;
}
