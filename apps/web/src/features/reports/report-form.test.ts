import { REPORT_LIMIT } from '@voyce/contracts/reports';
import { describe, expect, it } from 'vitest';
import { formatDay, presetRange, previewRequest, reportRequest } from './report-form';

const ORG = '00000000-0000-4000-8000-000000000001';
const NOW = new Date('2025-06-15T12:00:00Z');

describe('reportRequest', () => {
  it('is the /generateReport body for a custom range, with the spec limit unless told', () => {
    const form = { reportType: 'topicSummary' as const, startDate: '2025-03-01', endDate: '2025-03-31' };
    expect(reportRequest(form, ORG)).toEqual({
      reportOptions: { reportType: 'topicSummary', timespan: 'custom_range', startDate: '2025-03-01', endDate: '2025-03-31' },
      organizationId: ORG,
      limit: REPORT_LIMIT,
    });
    expect(reportRequest(form, ORG, 3).limit).toBe(3);
  });
});

describe('previewRequest', () => {
  it('waits (null) until both dates make a valid range and the organisation is known', () => {
    const ok = { reportType: 'wins' as const, startDate: '2025-03-01', endDate: '2025-03-31' };
    expect(previewRequest({ ...ok, endDate: '' }, ORG, NOW)).toBeNull();
    expect(previewRequest({ ...ok, startDate: '' }, ORG, NOW)).toBeNull();
    expect(previewRequest({ ...ok, startDate: '2023-12-31' }, ORG, NOW)).toBeNull();
    expect(previewRequest({ ...ok, startDate: '2025-04-01' }, ORG, NOW)).toBeNull();
    expect(previewRequest({ ...ok, endDate: '2025-07-01' }, ORG, NOW)).toBeNull();
    expect(previewRequest({ ...ok, startDate: '2025-02-30' }, ORG, NOW)).toBeNull();
    expect(previewRequest(ok, '', NOW)).toBeNull();
    expect(previewRequest(ok, ORG, NOW)).toEqual(reportRequest(ok, ORG));
  });
});

describe('formatDay', () => {
  it('shows a yyyy-MM-dd day as that calendar day', () => {
    expect(formatDay('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatDay('2024-12-31')).toBe('Dec 31, 2024');
  });
});

describe('presetRange', () => {
  // The leader's own calendar: late evening of May 15, 2026, wherever the test runs.
  const now = new Date(2026, 4, 15, 23, 30);

  it('counts today in: the last 30 and 90 days end today', () => {
    expect(presetRange('last_30_days', now)).toEqual({ startDate: '2026-04-16', endDate: '2026-05-15' });
    expect(presetRange('last_90_days', now)).toEqual({ startDate: '2026-02-15', endDate: '2026-05-15' });
  });

  it('starts this quarter and this year on their first day', () => {
    expect(presetRange('this_quarter', now)).toEqual({ startDate: '2026-04-01', endDate: '2026-05-15' });
    expect(presetRange('this_year', now)).toEqual({ startDate: '2026-01-01', endDate: '2026-05-15' });
    expect(presetRange('this_quarter', new Date(2026, 11, 31, 12))).toEqual({ startDate: '2026-10-01', endDate: '2026-12-31' });
  });

  it('never starts before the first day reports cover, and every preset is a range the form accepts', () => {
    expect(presetRange('last_90_days', new Date(2024, 0, 20, 12)).startDate).toBe('2024-01-01');
    for (const preset of ['last_30_days', 'last_90_days', 'this_quarter', 'this_year'] as const) {
      expect(previewRequest({ reportType: 'wins', ...presetRange(preset, now) }, ORG, now)).not.toBeNull();
    }
  });
});
