import { z } from './zod.ts';
import { zFindSubmissionsFilter } from './insights.ts';
import { INVALID_DATE_MESSAGE, isIsoDate, latestDay } from './timespan.ts';
import { INSIGHTS_EXPORT_COLUMNS } from './workspace.ts';

/**
 * Reports (spec 1 §2 'Reports', §3 'Report request', §7 /generateReport, §9): a leader picks a
 * date range and a report type; the server writes a CSV and answers a short-lived signed link
 * (`/api/downloads/<token>`, the same links as every other download) that the web opens in a new tab.
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
export const zReportType = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof zReportType>;
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

const zReportDate = z.string({ error: REPORT_MSG.bothDatesRequired }).check(z.maxLength(10, REPORT_MSG.invalidDate));

/** Spec 1 §3 'Report request': a type and a custom range, yyyy-MM-dd, both ends included. */
export const zRangeReportOptions = z
  .strictObject({
    reportType: zReportType,
    timespan: z._default(z.literal('custom_range'), 'custom_range'),
    startDate: zReportDate,
    endDate: zReportDate,
  })
  .check(
    z.superRefine((v, ctx) => {
      const problem = reportRangeProblem(v.startDate, v.endDate, new Date());
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }),
  );
export type RangeReportOptions = z.input<typeof zRangeReportOptions>;

/**
 * Spec 1 §7 'CSV report for submissions': the /findSubmissions filter (without organizationId,
 * which is the body's), optionally narrowed to `ids`, and to one reach-out or to none.
 */
export const zSubmissionsReportFilter = z.omit(zFindSubmissionsFilter, { organizationId: true, page: true, pageSize: true });
export const zSubmissionsReportOptions = z.strictObject({
  reportType: z.literal('submissions'),
  filter: z._default(zSubmissionsReportFilter, {}),
  ids: z.optional(z.array(z.uuid({ error: 'Invalid id' })).check(z.maxLength(500))),
  reachoutId: z.optional(z.uuid({ error: 'Invalid id' })),
  noReachout: z.optional(z.boolean()),
});
export type SubmissionsReportOptions = z.input<typeof zSubmissionsReportOptions>;

/** Told apart by reportType, so a validation answer names the field at fault, not 'Invalid input'. */
export const zReportOptions = z.discriminatedUnion('reportType', [zRangeReportOptions, zSubmissionsReportOptions]);

/** The report options' fields, which spec 1 §7 may send spread in the body beside organizationId and limit. */
const SPREAD_OPTION_KEYS = ['reportType', 'timespan', 'startDate', 'endDate', 'filter', 'ids', 'reachoutId', 'noReachout'] as const;
export const REPORT_TYPE_REQUIRED = 'Please choose a report type';
export const REPORT_OPTIONS_TWICE = 'Send the report options either in reportOptions or in the body, not both';

/**
 * Spec 1 §7 /generateReport {report options, organizationId, limit 5}: the options (spec 1 §3
 * 'Report request': reportType, timespan, startDate, endDate; or the submissions export's
 * reportType 'submissions', filter, ids, reachoutId, noReachout) come spread in the body, or
 * in `reportOptions` as the web sends them. Either way the handler gets them in reportOptions.
 */
export const zGenerateReportRequest = z.pipe(
  z.strictObject({
    reportOptions: z.optional(zReportOptions),
    organizationId: z.uuid({ error: 'Invalid id' }),
    limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(REPORT_LIMIT_MAX)), REPORT_LIMIT),
    reportType: z.optional(z.enum(ALL_REPORT_TYPES, { error: REPORT_TYPE_REQUIRED })),
    timespan: z.optional(z.literal('custom_range')),
    startDate: z.optional(zReportDate),
    endDate: z.optional(zReportDate),
    filter: z.optional(zSubmissionsReportFilter),
    // The submissions export's own fields, as zSubmissionsReportOptions defines them.
    ids: zSubmissionsReportOptions.shape.ids,
    reachoutId: zSubmissionsReportOptions.shape.reachoutId,
    noReachout: zSubmissionsReportOptions.shape.noReachout,
  }),
  z.transform((body, ctx) => {
    const { reportOptions, organizationId, limit } = body;
    const spread = Object.fromEntries(SPREAD_OPTION_KEYS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
    if (reportOptions) {
      if (Object.keys(spread).length === 0) return { reportOptions, organizationId, limit };
      ctx.issues.push({ code: 'custom', path: [Object.keys(spread)[0]!], message: REPORT_OPTIONS_TWICE, input: ctx.value });
      return z.NEVER;
    }
    if (spread.reportType === undefined) {
      ctx.issues.push({ code: 'custom', path: ['reportType'], message: REPORT_TYPE_REQUIRED, input: ctx.value });
      return z.NEVER;
    }
    const parsed = zReportOptions.safeParse(spread);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.issues.push({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message, input: ctx.value });
      return z.NEVER;
    }
    return { reportOptions: parsed.data, organizationId, limit };
  }),
);
/** The body as the web sends it (options in reportOptions); the schema takes the spread form too. */
export type GenerateReportRequest = { reportOptions: z.input<typeof zReportOptions>; organizationId: string; limit?: number };
/** data.signedUrl: relative to the app (`/api/downloads/<token>`), valid until expiresAt (15 minutes). */
export const zGenerateReportResponse = z.object({ signedUrl: z.string(), expiresAt: z.string() });
export type GenerateReportResponse = z.infer<typeof zGenerateReportResponse>;

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

// ---- Preview: the report's first rows, from the same code as the file ---------------------

/** How many of the report's rows /previewReport answers. */
export const REPORT_PREVIEW_ROWS = 5;
/** /previewReport takes exactly what /generateReport takes. */
export const zPreviewReportRequest = zGenerateReportRequest;
export type PreviewReportRequest = GenerateReportRequest;
/**
 * The file's header, its first REPORT_PREVIEW_ROWS records and how many records it has. Each
 * cell is the text a spreadsheet reads from the CSV (formula-guarded like the file).
 */
export const zPreviewReportResponse = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  total: z.number().check(z.int()),
});
export type PreviewReportResponse = z.infer<typeof zPreviewReportResponse>;

// ---- Recent reports: the organisation's latest range reports (read from the audit log) -----

/** How many recent reports /findRecentReports answers, newest first. */
export const RECENT_REPORTS_LIMIT = 10;
export const zFindRecentReportsRequest = z.strictObject({ organizationId: z.uuid({ error: 'Invalid id' }) });
export type FindRecentReportsRequest = z.input<typeof zFindRecentReportsRequest>;
export const zRecentReport = z.object({
  id: z.string(),
  reportType: zReportType,
  startDate: z.string(),
  endDate: z.string(),
  limit: z.number().check(z.int()),
  /** The member's name as it was when they generated it. */
  generatedBy: z.string(),
  generatedAt: z.string(),
});
export type RecentReport = z.infer<typeof zRecentReport>;
export const zFindRecentReportsResponse = z.object({ entities: z.array(zRecentReport) });
export type FindRecentReportsResponse = z.infer<typeof zFindRecentReportsResponse>;
