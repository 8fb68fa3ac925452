import { severityName } from '@voyce/contracts/insights';
import type { CsvCell } from '../../lib/csv.ts';
import type * as repo from './exports.repository.ts';

// The insight's own columns (a page's rows also carry their page key, which no cell shows).
type InsightRow = Omit<Awaited<ReturnType<typeof repo.topicInsightsPage>>[number], 'pageAt'>;
export type Identity = { firstName: string | null; lastName: string | null; email: string };

const reveal = (s: InsightRow) =>
  s.unmaskedAt ? 'Accepted' : s.declinedUnmaskedAt ? 'Declined' : s.requestedUnmaskAt ? 'Requested' : 'None';

/**
 * One CSV record per insight (INSIGHTS_EXPORT_COLUMNS, then the identity columns when the
 * export has them). Identity is filled only from `identity`, which holds accepted reveals only.
 */
export function insightCsvRecord(s: InsightRow, departments: string[], withIdentity: boolean, identity: Identity | undefined): CsvCell[] {
  const record: CsvCell[] = [
    s.body,
    s.closedAt ? 'Closed' : 'Open',
    s.createdAt.toISOString().slice(0, 10),
    s.markedAsWinAt ? 'Yes' : 'No',
    reveal(s),
    s.messageCount,
    s.severity ? severityName(s.severity) : '',
    departments.join('; '),
  ];
  if (withIdentity) record.push(identity?.firstName ?? '', identity?.lastName ?? '', identity?.email ?? '');
  return record;
}
