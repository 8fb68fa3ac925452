import { describe, expect, it } from 'vitest';
import { formatAge, formatDate, formatDateTime, isoDay } from './format-date';

describe('format-date', () => {
  const at = new Date(2026, 2, 4, 9, 5).toISOString();

  it("writes spec 1 §9's date and a timeline's date and time", () => {
    expect(formatDate(at)).toBe('Mar 4, 2026');
    expect(formatDateTime(at)).toBe('Mar 4, 2026, 9:05 AM');
  });

  it('writes the local day as yyyy-MM-dd', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('writes an age the way the browser says it', () => {
    expect(formatAge(at, new Date(2026, 2, 7, 9, 5).getTime())).toBe('3 days ago');
    expect(formatAge(at, new Date(2026, 2, 5, 9, 5).getTime())).toBe('yesterday');
  });
});
