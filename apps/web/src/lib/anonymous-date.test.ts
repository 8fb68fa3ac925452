import { describe, expect, it } from 'vitest';
import '../test/i18n';
import { anonymousDateTimeAttr, formatAnonymousDate } from './anonymous-date';

// Anonymous content comes as midnight UTC of its day (contracts anonymity.ts).
const midnight = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString();
const at = (y: number, m: number, d: number, h: number, min = 0) => Date.UTC(y, m - 1, d, h, min);

describe('formatAnonymousDate', () => {
  it('says Today and Yesterday for the last two UTC days', () => {
    const now = at(2026, 11, 21, 15, 30);
    expect(formatAnonymousDate(midnight(2026, 11, 21), { now })).toBe('Today');
    expect(formatAnonymousDate(midnight(2026, 11, 20), { now })).toBe('Yesterday');
    expect(formatAnonymousDate(midnight(2026, 11, 21), { now, inSentence: true })).toBe('today');
    expect(formatAnonymousDate(midnight(2026, 11, 20), { now, inSentence: true })).toBe('yesterday');
  });

  it("writes older days in spec 1 §9's format, never a time", () => {
    const now = at(2026, 11, 21, 9);
    expect(formatAnonymousDate(midnight(2026, 11, 19), { now })).toBe('Nov 19, 2026');
    expect(formatAnonymousDate(midnight(2025, 1, 3), { now })).toBe('Jan 3, 2025');
    expect(formatAnonymousDate(midnight(2026, 11, 19), { now })).not.toMatch(/AM|PM|ago|:/);
  });

  it('reads the day in UTC, whatever the hour of now', () => {
    // Just after midnight UTC and just before it: the value's day is what counts.
    expect(formatAnonymousDate(midnight(2026, 3, 4), { now: at(2026, 3, 4, 0, 1) })).toBe('Today');
    expect(formatAnonymousDate(midnight(2026, 3, 4), { now: at(2026, 3, 4, 23, 59) })).toBe('Today');
    expect(formatAnonymousDate(midnight(2026, 3, 4), { now: at(2026, 3, 5, 0, 0) })).toBe('Yesterday');
    // Midnight UTC is the previous evening in the Americas: the date shown is still the 4th.
    expect(formatAnonymousDate(midnight(2026, 3, 4), { now: at(2026, 4, 1, 12) })).toBe('Mar 4, 2026');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatAnonymousDate('not a date')).toBe('');
  });
});

describe('anonymousDateTimeAttr', () => {
  it('is the day only', () => {
    expect(anonymousDateTimeAttr(midnight(2026, 11, 21))).toBe('2026-11-21');
  });
});
