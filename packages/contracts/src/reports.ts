import { z } from './zod.ts';
import { zFindSubmissionsFilter } from './insights.ts';
import { ALL_REPORT_TYPES, REPORT_LIMIT, REPORT_LIMIT_MAX, REPORT_MSG, REPORT_TYPES, reportRangeProblem } from './report-rules.ts';

export * from './report-rules.ts';

/**
 * Reports (spec 1 §2 'Reports', §3 'Report request', §7 /generateReport, §9): a leader picks a
 * date range and a report type; the server writes a CSV and answers a short-lived signed link
 * (`/api/downloads/<token>`, the same links as every other download) that the web opens in a new tab.
 */

export const zReportType = z.enum(REPORT_TYPES);

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
