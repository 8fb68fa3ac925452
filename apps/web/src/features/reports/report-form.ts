import type { PreviewReportRequest } from '@voyce/contracts/reports';
import { REPORT_LIMIT, REPORT_MIN_DATE, reportRangeProblem, type ReportType } from '@voyce/contracts/report-rules';
import { formatDate, isoDay } from '../../lib/format-date';

/** What the reports form holds: a report type and a custom range, yyyy-MM-dd. */
export type ReportForm = { reportType: ReportType; startDate: string; endDate: string };

/** The body of /generateReport and /previewReport for a range report. */
export function reportRequest(form: ReportForm, organizationId: string, limit: number = REPORT_LIMIT): PreviewReportRequest {
  return {
    reportOptions: { reportType: form.reportType, timespan: 'custom_range', startDate: form.startDate, endDate: form.endDate },
    organizationId,
    limit,
  };
}

/**
 * The preview's request, or null while the form cannot make a report yet (a date missing or
 * out of range, no organisation): the preview then waits instead of asking for a 400.
 */
export function previewRequest(form: ReportForm, organizationId: string, now: Date = new Date()): PreviewReportRequest | null {
  if (!organizationId || !form.startDate || !form.endDate) return null;
  if (reportRangeProblem(form.startDate, form.endDate, now)) return null;
  return reportRequest(form, organizationId);
}

/** A yyyy-MM-dd day as 'Mar 4, 2026', read as that calendar day wherever the browser is. */
export const formatDay = (day: string): string => formatDate(`${day}T12:00:00`);

/** Reports' quick ranges, in the order offered. */
export const REPORT_PRESETS = ['last_30_days', 'last_90_days', 'this_quarter', 'this_year'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/**
 * A quick range on the leader's own calendar, today included: the last 30 or 90 days, or this
 * quarter or this year so far. Never before the reports' first day (REPORT_MIN_DATE).
 */
export function presetRange(preset: ReportPreset, now: Date = new Date()): { startDate: string; endDate: string } {
  const y = now.getFullYear();
  const m = now.getMonth();
  const daysBack = (n: number) => new Date(y, m, now.getDate() - (n - 1));
  const start = {
    last_30_days: () => daysBack(30),
    last_90_days: () => daysBack(90),
    this_quarter: () => new Date(y, Math.floor(m / 3) * 3, 1),
    this_year: () => new Date(y, 0, 1),
  }[preset]();
  const startDate = isoDay(start);
  return { startDate: startDate < REPORT_MIN_DATE ? REPORT_MIN_DATE : startDate, endDate: isoDay(now) };
}
