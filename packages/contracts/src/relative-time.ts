/**
 * The one relative age of the product, shared by the server (a reach-out's createdAtHumanized)
 * and every age the web shows, so the same instant reads the same everywhere. No zod here: the
 * web imports it.
 */

const AGE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * The one relative age ('just now', '5 minutes ago', 'yesterday', 'last week', '3 weeks ago'):
 * whole units elapsed, in Intl's English wording. A time ahead of `now` (clock skew) is
 * 'just now'. The server's createdAtHumanized and every age the web shows come from here.
 */
export function formatAge(at: string | Date, now: number | Date = Date.now()): string {
  const seconds = Math.max(0, Math.floor((new Date(now).getTime() - new Date(at).getTime()) / 1000));
  for (const [unit, size] of AGE_UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return relative.format(-n, unit);
  }
  return 'just now';
}
