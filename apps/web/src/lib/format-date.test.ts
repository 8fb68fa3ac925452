import { describe, expect, it } from 'vitest';
import { formatAge, formatDate, formatDateTime, formatUtcDate, isoDay } from './format-date';

describe('format-date', () => {
  const at = new Date(2026, 2, 4, 9, 5).toISOString();

  it("writes spec 1 §9's date and a timeline's date and time", () => {
    expect(formatDate(at)).toBe('Mar 4, 2026');
    expect(formatDateTime(at)).toBe('Mar 4, 2026, 9:05 AM');
  });

  it("writes what Intl's en-US formatting writes, without creating an Intl formatter", () => {
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const utcDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    // Every month, both sides of noon and midnight, single- and double-digit days, hours and minutes.
    for (let i = 0; i < 2_000; i++) {
      const time = Date.UTC(2019, 0, 1) + i * 13 * 3_600_000 + i * 7 * 60_000;
      const iso = new Date(time).toISOString();
      expect(formatDate(iso)).toBe(day.format(time));
      expect(formatUtcDate(time)).toBe(utcDay.format(time));
      // Intl writes U+202F before AM/PM in some ICU versions; the text is the same otherwise.
      expect(formatDateTime(iso)).toBe(moment.format(time).replace(/\u202f/g, ' '));
    }
  });

  it('writes nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('writes the local day as yyyy-MM-dd', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('writes an age the way the browser says it', () => {
    expect(formatAge(at, new Date(2026, 2, 7, 9, 5).getTime())).toBe('3 days ago');
    expect(formatAge(at, new Date(2026, 2, 5, 9, 5).getTime())).toBe('yesterday');
  });

  it("says 'just now' in the first minute, as the server's createdAtHumanized does (never 'this minute')", () => {
    expect(formatAge(at, new Date(2026, 2, 4, 9, 5, 20).getTime())).toBe('just now');
  });

  it('counts whole units elapsed: 11 days is last week on the list and on the detail page alike', () => {
    expect(formatAge(at, new Date(2026, 2, 15, 9, 5).getTime())).toBe('last week');
    expect(formatAge(at, new Date(2026, 2, 18, 9, 5).getTime())).toBe('2 weeks ago');
  });

  it("is the only relative age: no screen formats one itself or shows the server's createdAtHumanized", () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const own = Object.entries(sources)
      .filter(([, code]) => /RelativeTimeFormat|createdAtHumanized|humani[sz]e/i.test(code))
      .map(([file]) => file)
      // This one: another language's ages in its words (Intl.RelativeTimeFormat), the same steps.
      .filter((file) => file !== './format-date.ts');
    expect(own).toEqual([]);
  });
});
