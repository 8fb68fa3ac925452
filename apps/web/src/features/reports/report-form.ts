import { REPORT_LIMIT, reportRangeProblem, type PreviewReportRequest, type ReportType } from '@voyce/contracts/reports';
import { formatDate } from '../../lib/format-date';

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
