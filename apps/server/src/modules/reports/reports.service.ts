import {
  RECENT_REPORTS_LIMIT,
  REPORT_PREVIEW_ROWS,
  REPORT_TYPES,
  REACHOUT_SUMMARY_REPORT_COLUMNS,
  reportRangeProblem,
  SUBMISSIONS_REPORT_COLUMNS,
  TOPIC_SUMMARY_REPORT_COLUMNS,
  REPORTS_HOLDING_INSIGHTS,
  WINS_REPORT_COLUMNS,
  type zGenerateReportRequest,
  type zRangeReportOptions,
  type zSubmissionsReportOptions,
} from '@voyce/contracts/reports';
import { timespanRange } from '@voyce/contracts/timespan';
import { INSIGHTS_EXPORT_IDENTITY_COLUMNS } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import type { CsvCell } from '../../lib/csv.ts';
import { allows, ROLES_MSG } from '@voyce/contracts/roles';
import { badRequest, forbidden } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { CSV_PAGE, pageIdentities, paged, type CsvFileDeps } from '../exports/csv-pages.ts';
import { insightCsvRecord } from '../exports/exports.serializer.ts';
import type { ReachoutsService } from '../reachouts/reachouts.service.ts';
import * as repo from './reports.repository.ts';
import { previewCell, reachoutSummaryCsvRecord, toRecentReport, topicSummaryCsvRecord, winCsvRecord } from './reports.serializer.ts';
import { findRecentReportEntries, recordMemberAudit } from '../audit/audit.service.ts';

export type ReportsDeps = CsvFileDeps & {
  reachouts: Pick<ReachoutsService, 'pages'>;
  now?: () => Date;
};
type Request = z.output<typeof zGenerateReportRequest>;
type RangeOptions = z.output<typeof zRangeReportOptions>;
type SubmissionsOptions = z.output<typeof zSubmissionsReportOptions>;

/**
 * Reports (spec 1 §2 'Reports', §7 /generateReport): CSV files a leader can use, streamed from
 * the database page by page into a signed download (the downloads module).
 */
export function createReportsService(deps: ReportsDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  function rangeOf(o: RangeOptions): repo.Range {
    // The contract checked the dates already; checked again here against this service's clock.
    const problem = reportRangeProblem(o.startDate, o.endDate, now());
    if (problem) throw badRequest(problem.message, { [`reportOptions.${problem.field}`]: problem.message });
    const { from, to } = timespanRange('custom_range', now(), o.startDate, o.endDate);
    return { from: from!, to: to! };
  }

  function wins(organizationId: string, range: repo.Range) {
    const pages = paged(
      (after: repo.Cursor | null) => repo.winsPage(db, organizationId, range, after, CSV_PAGE),
      (r) => ({ at: r.pageAt, id: r.id }),
    );
    return (async function* () {
      for await (const rows of pages) yield rows.map(winCsvRecord);
    })();
  }

  function topicSummary(organizationId: string, range: repo.Range) {
    const pages = paged(
      (after: repo.TopicCursor | null) => repo.topicSummaryPage(db, organizationId, range, after, CSV_PAGE),
      (r) => ({ severity: r.severity, at: r.pageAt, id: r.id }),
    );
    return (async function* () {
      for await (const rows of pages) yield rows.map(topicSummaryCsvRecord);
    })();
  }

  async function* reachoutSummary(organizationId: string, o: RangeOptions, limit: number) {
    const filter = { organizationId, mostRecent: 'custom_range', startDate: o.startDate, endDate: o.endDate, order: 'earliest' as const };
    for await (const page of deps.reachouts.pages(organizationId, filter)) {
      const top = new Map<string, string[]>();
      for (const t of await repo.reachoutTopTopics(
        db,
        organizationId,
        page.map((r) => r.id),
        limit,
      ))
        top.set(t.reachoutId, [...(top.get(t.reachoutId) ?? []), t.topic]);
      yield page.map((r) => reachoutSummaryCsvRecord(r, top.get(r.id) ?? []));
    }
  }

  /** The /findSubmissions filter narrowed by the options; identity columns only for accepted reveals. */
  async function submissionsFile(organizationId: string, o: SubmissionsOptions) {
    const filter: repo.SubmissionsFilter = {
      ...o.filter,
      organizationId,
      ...(o.ids ? { ids: o.ids } : {}),
      ...(o.reachoutId ? { reachoutId: o.reachoutId } : {}),
      ...(o.noReachout !== undefined ? { noReachout: o.noReachout } : {}),
    };
    const at = now();
    const withIdentity = await repo.anyRevealed(db, filter, at);
    const header = withIdentity ? [...SUBMISSIONS_REPORT_COLUMNS, ...INSIGHTS_EXPORT_IDENTITY_COLUMNS] : SUBMISSIONS_REPORT_COLUMNS;
    const pages = paged(
      (after: repo.Cursor | null) => repo.submissionsPage(db, filter, at, after, CSV_PAGE),
      (r) => ({ at: r.pageAt, id: r.s.id }),
    );
    async function* records() {
      for await (const rows of pages) {
        const revealedIds = rows.filter((r) => r.s.unmaskedAt).map((r) => r.s.id);
        const identities = await pageIdentities(deps, organizationId, withIdentity, revealedIds);
        yield rows.map((r) => insightCsvRecord(r.s, r.departments ? r.departments.split('; ') : [], withIdentity, identities.get(r.s.id)));
      }
    }
    return { header, records: records() };
  }

  /**
   * The report a request asks for: its file name, header and records (pages, pulled from the
   * database as read). The file and the preview are both made from this, so they cannot differ.
   * A report that holds insight bodies (the submissions export, with revealed authors; wins)
   * needs insights:view besides reports:view: reports are a way to read, not more to read.
   */
  async function report(
    auth: AuthContext,
    req: Request,
  ): Promise<{ name: string; header: readonly string[]; records: AsyncIterable<readonly (readonly CsvCell[])[]> }> {
    const { organizationId } = auth;
    const o = req.reportOptions;
    if (REPORTS_HOLDING_INSIGHTS.has(o.reportType) && !allows(auth.permissions.insights, 'view'))
      throw forbidden(ROLES_MSG.denied('insights', 'view'));
    if (o.reportType === 'submissions') return { name: 'submissions-report', ...(await submissionsFile(organizationId, o)) };
    const range = rangeOf(o);
    const name = `${o.reportType}-report-${o.startDate}-to-${o.endDate}`;
    if (o.reportType === 'wins') return { name, header: WINS_REPORT_COLUMNS, records: wins(organizationId, range) };
    if (o.reportType === 'topicSummary')
      return { name, header: TOPIC_SUMMARY_REPORT_COLUMNS, records: topicSummary(organizationId, range) };
    return { name, header: REACHOUT_SUMMARY_REPORT_COLUMNS, records: reachoutSummary(organizationId, o, req.limit) };
  }

  return {
    async generateReport(auth: AuthContext, req: Request) {
      const org = auth.organizationId;
      const o = req.reportOptions;
      const { name, header, records } = await report(auth, req);
      const file = await deps.downloads.saveCsv(org, name, header, records);
      // A range report's options are kept, so the reports screen can list it and make it again.
      await recordMemberAudit(db, auth, {
        action: 'export.created',
        target: { type: 'report' },
        detail:
          o.reportType === 'submissions'
            ? { kind: 'report', reportType: o.reportType }
            : { kind: 'report', reportType: o.reportType, startDate: o.startDate, endDate: o.endDate, limit: req.limit },
      });
      return { signedUrl: file.url, expiresAt: file.expiresAt };
    },

    /**
     * The same report as /generateReport, not written: its header, first rows as the file's
     * cells read back, and its row count (every page is read to count, as the file would be).
     */
    async previewReport(auth: AuthContext, req: Request) {
      const { header, records } = await report(auth, req);
      const rows: string[][] = [];
      let total = 0;
      for await (const page of records) {
        for (const record of page) if (rows.length < REPORT_PREVIEW_ROWS) rows.push(record.map(previewCell));
        total += page.length;
      }
      return { columns: [...header], rows, total };
    },

    /** The organisation's latest range reports (the audit log's entries), newest first. */
    async findRecentReports(auth: AuthContext) {
      const rows = await findRecentReportEntries(db, auth.organizationId, REPORT_TYPES, RECENT_REPORTS_LIMIT);
      return { entities: rows.map(toRecentReport).filter((r) => r !== null) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
