import { severityName } from '@voyce/contracts/insights';
import type { Reachout } from '@voyce/contracts/reachouts';
import { REPORT_LIMIT, zReportType, type RecentReport } from '@voyce/contracts/reports';
import { csvCell, type CsvCell } from '../../lib/csv.ts';
import type { findRecentReportEntries } from '../audit/audit.service.ts';
import { audienceCell, figureCells, promptedByCell } from '../reachouts/reachouts.serializer.ts';
import type * as repo from './reports.repository.ts';

const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : '');

/** WINS_REPORT_COLUMNS */
export function winCsvRecord(r: Awaited<ReturnType<typeof repo.winsPage>>[number]): CsvCell[] {
  return [r.body, r.topic ?? '', day(r.markedAsWinAt), day(r.createdAt), r.replies, r.departments];
}

/** TOPIC_SUMMARY_REPORT_COLUMNS */
export function topicSummaryCsvRecord(r: Awaited<ReturnType<typeof repo.topicSummaryPage>>[number]): CsvCell[] {
  return [
    r.topic,
    r.theme,
    severityName(r.severity),
    r.insights,
    r.open,
    r.closed,
    day(r.createdAt),
    day(r.lastInsightAt),
    r.keyTakeaway ?? '',
  ];
}

/** REACHOUT_SUMMARY_REPORT_COLUMNS; topTopics are the reach-out's most answered topics. */
export function reachoutSummaryCsvRecord(r: Reachout, topTopics: string[]): CsvCell[] {
  const m = figureCells(r);
  return [
    r.title || r.aiSummary?.topics[0] || '',
    r.createdAt.slice(0, 10),
    promptedByCell(r),
    r.status,
    audienceCell(r),
    ...m.engagement,
    m.gold,
    m.silver,
    m.bronze,
    r.responsesHidden ? '' : topTopics.join('; '),
  ];
}

/**
 * A cell of the preview: the text a spreadsheet reads back from the file's cell (csvCell's
 * output, unquoted), so the preview shows what the CSV holds, formula guard included.
 */
export function previewCell(value: CsvCell): string {
  const s = csvCell(value);
  return s.startsWith('"') ? s.slice(1, -1).replace(/""/g, '"') : s;
}

/** An audit entry of a generated range report as a recent report; null when it names none. */
export function toRecentReport(r: Awaited<ReturnType<typeof findRecentReportEntries>>[number]): RecentReport | null {
  const type = zReportType.safeParse(r.detail.reportType);
  const { startDate, endDate, limit } = r.detail;
  if (!type.success || typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  return {
    id: r.id,
    reportType: type.data,
    startDate,
    endDate,
    limit: typeof limit === 'number' ? limit : REPORT_LIMIT,
    generatedBy: r.actorName,
    generatedAt: r.createdAt.toISOString(),
  };
}
