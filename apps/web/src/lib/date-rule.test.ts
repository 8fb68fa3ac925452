import { describe, expect, it } from 'vitest';
import '../test/i18n';
import { anonymousDateSentence, formatAnonymousDate } from './anonymous-date';
import { formatDateTime } from './format-date';

/**
 * One date rule per kind of thing (docs/glossary.md 'Dates'), the same on every page:
 * - anonymous content (an insight, an answer, an employee's message): its day, with
 *   formatAnonymousDate ('Today', 'Yesterday', 'Nov 18, 2026'), never a time or an age;
 * - a leader's action (a reach-out sent, a pin, a win, a reply, a report): its day and time,
 *   with formatDateTime ('Nov 28, 2026, 4:28 AM').
 * A bare day (formatDate) is for calendar days that are not events: a range's ends, a
 * chart's buckets, a renewal date. The one relative age is the reach-out header's, which the
 * spec asks for beside the date ('date created with humanised age', spec 1 §2).
 */

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], { query: '?raw', import: 'default', eager: true });
const where = (test: (code: string) => boolean) =>
  Object.entries(sources)
    .filter(([, code]) => test(code))
    .map(([file]) => file.replace('../', ''))
    .sort();

describe('the date rule', () => {
  const now = Date.UTC(2026, 10, 28, 15);
  const contentDay = (d: number) => new Date(Date.UTC(2026, 10, d)).toISOString();

  it('anonymous content shows its day: Today, Yesterday, else the date; in a sentence, English', () => {
    expect(formatAnonymousDate(contentDay(28), { now })).toBe('Today');
    expect(formatAnonymousDate(contentDay(27), { now })).toBe('Yesterday');
    expect(formatAnonymousDate(contentDay(18), { now })).toBe('Nov 18, 2026');
    const forms = { onDate: (date: string) => `Created on ${date}`, today: 'Created today', yesterday: 'Created yesterday' };
    expect(anonymousDateSentence(contentDay(28), forms, now)).toBe('Created today');
    expect(anonymousDateSentence(contentDay(27), forms, now)).toBe('Created yesterday');
    expect(anonymousDateSentence(contentDay(18), forms, now)).toBe('Created on Nov 18, 2026');
    expect(anonymousDateSentence('not a date', forms, now)).toBe('');
  });

  it("a leader's action shows its day and time", () => {
    const at = new Date(2026, 10, 28, 4, 28).toISOString();
    expect(formatDateTime(at)).toBe('Nov 28, 2026, 4:28 AM');
  });

  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('no page shows an age instead of the date, but the reach-out header the spec asks it of', () => {
    expect(where((code) => /\bformatAge\(/.test(code))).toEqual(['features/reachouts/components/reachout-header.tsx']);
  });

  it("no page shows an event's instant (…At, created_at) as a bare day: it is content (its day) or an action (day and time)", () => {
    // A topic summary's generation follows its insights' arrival, so it keeps to the day.
    const summaryDay = 'features/topics/components/topic-summary.tsx';
    expect(where((code) => /\bformatDate\([^)]*(At\b|_at\b)/.test(code))).toEqual([summaryDay]);
    expect(sources[`../${summaryDay}`]!.match(/\bformatDate\([^)]*At\b[^)]*\)/g)).toEqual(['formatDate(info.generatedAt)']);
  });

  it("no page formats a date itself (the renewal date aside: spec 1 §2 asks for it in the reader's locale)", () => {
    const own = where((code) => /toLocale(Date|Time)?String\(\s*\)|Intl\.DateTimeFormat|toLocaleDateString/.test(code));
    expect(own.filter((f) => !f.endsWith('format-date.ts'))).toEqual(['features/subscriptions/billing-display.ts']);
  });
});
