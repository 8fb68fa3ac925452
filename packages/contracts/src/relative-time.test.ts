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
