import { afterEach, describe, expect, it } from 'vitest';
import '../test/i18n';
import { activateMessages, i18n } from '../i18n/translate';
import { formatAge, formatDate, formatDateTime, formatUtcDate } from './format-date';
import { conjunctionList } from './list-format';

// MyVoyce's dates, ages and lists read as the page's language writes them; English keeps the
// product's fixed 'Mar 4, 2026'.
describe('dates in the page language', () => {
  const english = i18n.messages;
  afterEach(() => activateMessages('en', english as never));

  it('English: the written-out format', () => {
    expect(formatUtcDate(Date.UTC(2026, 2, 4))).toBe('Mar 4, 2026');
    expect(formatAge('2026-03-01T00:00:00Z', new Date('2026-03-04T00:00:00Z'))).toBe('3 days ago');
  });

  it('another language: Intl in that language', () => {
    activateMessages('es', {});
    expect(formatUtcDate(Date.UTC(2026, 2, 4))).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 4)),
    );
    expect(formatUtcDate(Date.UTC(2026, 2, 4))).toMatch(/^4 mar 2026$/);
    expect(formatDate('2026-03-04T12:00:00')).toMatch(/mar/);
    expect(formatDateTime('not a date')).toBe('');
    expect(formatAge('2026-03-01T00:00:00Z', new Date('2026-03-04T00:00:00Z'))).toBe('hace 3 días');
    expect(formatAge('2026-03-03T00:00:00Z', new Date('2026-03-04T00:00:00Z'))).toBe('ayer');
    expect(conjunctionList(() => i18n.locale)(['a', 'b', 'c'])).toBe('a, b y c');
  });
});
