import { INVALID_DATE_MESSAGE, isIsoDate, latestDay } from './iso-dates.ts';
import { INSIGHTS_EXPORT_COLUMNS } from './export-columns.ts';

/**
 * The reports screen's types, limits, wording, date checks and CSV columns as plain values (no
 * zod): the workspace imports them, and importing anything from reports.ts brings its schemas
 * into the web's first download of /dashboard. reports.ts builds its schemas on these and
 * re-exports them.
 */

/** Wording of the reports screen and of the call's validation answers (spec 1 §5, §8). */
export const REPORT_MSG = {
  bothDatesRequired: 'Please select both start and end dates',
  generated: 'Report generated successfully! Your download will begin shortly.',
  failed: 'Error fetching report',
  preparing: 'Preparing your report...',
  /** Not given by the spec: the picker's own limits, said plainly when a caller ignores them. */
  startTooEarly: 'The start date cannot be before 1 January 2024',
  endInFuture: 'The end date cannot be in the future',
  startAfterEnd: 'The start date must be on or before the end date',
  invalidDate: INVALID_DATE_MESSAGE,
} as const;

/** The types the reports screen offers, in its order; wins is the default (spec 1 §9). */
export const REPORT_TYPES = ['wins', 'reachoutSummary', 'topicSummary'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const DEFAULT_REPORT_TYPE: ReportType = 'wins';
/** Every type /generateReport takes: the screen's three and the submissions list export (spec 1 §7). */
export const ALL_REPORT_TYPES = [...REPORT_TYPES, 'submissions'] as const;

/** Reports that carry insight bodies: a role needs insights:view besides reports:view for them. */
export const REPORTS_HOLDING_INSIGHTS: ReadonlySet<string> = new Set<(typeof ALL_REPORT_TYPES)[number]>(['submissions', 'wins']);

/** Date picker minimum (spec 1 §5); the maximum is today. */
export const REPORT_MIN_DATE = '2024-01-01';
/** Spec 1 §9: the call's limit (top topics per reach-out in the reach-out summary). */
export const REPORT_LIMIT = 5;
export const REPORT_LIMIT_MAX = 20;
/** Spec 1 §9: the report error snackbar stays 6000 ms. */
export const REPORT_ERROR_SNACKBAR_MS = 6000;

/**
 * The latest end date a caller may send on `now`: today somewhere on Earth. The picker's
 * "today" is the leader's local day, which runs up to 14 hours ahead of UTC.
 */
export function reportMaxDate(now: Date): string {
  return latestDay(now);
}

/**
 * The first problem of a date range, or null when it is fine. The web shows the same checks
 * before calling; the server repeats them. Dates are yyyy-MM-dd, both ends included.
 */
export function reportRangeProblem(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  now: Date,
): { field: 'startDate' | 'endDate'; message: string } | null {
  if (!startDate || !endDate) return { field: startDate ? 'endDate' : 'startDate', message: REPORT_MSG.bothDatesRequired };
  if (!isIsoDate(startDate)) return { field: 'startDate', message: REPORT_MSG.invalidDate };
  if (!isIsoDate(endDate)) return { field: 'endDate', message: REPORT_MSG.invalidDate };
  if (startDate < REPORT_MIN_DATE) return { field: 'startDate', message: REPORT_MSG.startTooEarly };
  if (endDate > reportMaxDate(now)) return { field: 'endDate', message: REPORT_MSG.endInFuture };
  if (startDate > endDate) return { field: 'startDate', message: REPORT_MSG.startAfterEnd };
  return null;
}

// ---- CSV columns, in order ------------------------------------------------------------------

/** Insights marked as win in the range (by the date they were marked). */
export const WINS_REPORT_COLUMNS = ['Insight', 'Topic', 'Marked as Win On', 'Created On', 'Replies', 'Departments'] as const;
/** One row per reach-out created in the range; Top Topics holds up to `limit` topic titles. */
export const REACHOUT_SUMMARY_REPORT_COLUMNS = [
  'Reach Out',
  'Created On',
  'Prompted By',
  'Status',
  'Audience',
  'Engaged',
  'Surveyed',
  'Engagement %',
  'Negative',
  'Neutral',
  'Positive',
  'Gold',
  'Silver',
  'Bronze',
  'Top Topics',
] as const;
/** One row per topic with insights created in the range (counts are of those insights). */
export const TOPIC_SUMMARY_REPORT_COLUMNS = [
  'Topic',
  'Theme',
  'Severity',
  'Insights',
  'Open',
  'Closed',
  'Created On',
  'Last Insight On',
  'Key Takeaway',
] as const;
/** The topic insights export's columns, then the identity columns only when an insight of the file was revealed. */
export const SUBMISSIONS_REPORT_COLUMNS = INSIGHTS_EXPORT_COLUMNS;

/** The CSV header of each report the reports screen offers (the server writes these, the screen lists them). */
export const REPORT_COLUMNS: Record<ReportType, readonly string[]> = {
  wins: WINS_REPORT_COLUMNS,
  reachoutSummary: REACHOUT_SUMMARY_REPORT_COLUMNS,
  topicSummary: TOPIC_SUMMARY_REPORT_COLUMNS,
};
