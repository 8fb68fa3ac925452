import { REPORT_LIMIT } from '@voyce/contracts/reports';
import { describe, expect, it } from 'vitest';
import { formatDay, previewRequest, reportRequest } from './report-form';

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
