import { describe, expect, it } from 'vitest';
import { formatAge } from './relative-time.ts';

const now = new Date('2026-03-20T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const DAY = 86_400;

describe('formatAge (the one relative age: server and web)', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [3 * 3600, '3 hours ago'],
    [DAY, 'yesterday'],
    [3 * DAY, '3 days ago'],
    // Whole weeks elapsed: 11 and 13 days are both 'last week', never '2 weeks ago' on one screen and '1 week ago' on another.
    [11 * DAY, 'last week'],
    [13 * DAY, 'last week'],
    [14 * DAY, '2 weeks ago'],
    [45 * DAY, 'last month'],
    [400 * DAY, 'last year'],
  ])('%s seconds is %s', (seconds, text) => {
    expect(formatAge(ago(seconds), now)).toBe(text);
    // An ISO string and a millisecond clock read the same.
    expect(formatAge(ago(seconds).toISOString(), now.getTime())).toBe(text);
  });
});

describe("formatAge's wording", () => {
  it("is Intl.RelativeTimeFormat's English (numeric: 'auto'), which it no longer creates", () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const units = { year: 365 * DAY, month: 30 * DAY, week: 7 * DAY, day: DAY, hour: 3600, minute: 60 } as const;
    for (const [unit, size] of Object.entries(units)) {
      // Whole units up to the next unit, and far beyond for years (thousands are grouped).
      const most = unit === 'year' ? 2_500 : unit === 'minute' ? 59 : unit === 'hour' ? 23 : unit === 'day' ? 6 : unit === 'week' ? 4 : 12;
      for (let n = 1; n <= most; n++) {
        // Weeks stop at 4 and months at 12: 30 days is a month, 365 a year.
        if (unit === 'month' && n * 30 >= 365) break;
        expect(formatAge(ago(n * size), now), `${n} ${unit}`).toBe(intl.format(-n, unit as Intl.RelativeTimeFormatUnit));
      }
    }
  });
});
