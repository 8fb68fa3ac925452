import { reachoutDisplayTitle, type Reachout } from '@voyce/contracts/reachouts';
import type { CsvCell } from '../../lib/csv.ts';
import type { ReachoutsService } from '../reachouts/reachouts.service.ts';
import { audienceCell, figureCells, promptedByCell } from '../reachouts/reachouts.serializer.ts';
import type { Identity } from './exports.serializer.ts';

type AnswerRow = Awaited<ReturnType<ReturnType<ReachoutsService['answerPages']>['next']>>['value'] & object;

/** One record per reach-out (REACHOUTS_EXPORT_COLUMNS): what the history card shows. */
export function reachoutCsvRecord(r: Reachout): CsvCell[] {
  const m = figureCells(r);
  return [
    reachoutDisplayTitle(r),
    r.body,
    r.objective,
    r.status,
    r.createdAt.slice(0, 10),
    promptedByCell(r),
    audienceCell(r),
    ...m.engagement,
    m.bronze,
    m.silver,
    m.gold,
  ];
}

const reveal = (s: AnswerRow[number]) =>
  s.unmaskedAt ? 'Accepted' : s.declinedUnmaskedAt ? 'Declined' : s.requestedUnmaskAt ? 'Requested' : 'None';

/**
 * One record per answer (REACHOUT_DETAILS_EXPORT_COLUMNS, then the identity columns when the
 * export has them). Identity comes only from `identity`, which holds accepted reveals only.
 */
export function reachoutAnswerCsvRecord(s: AnswerRow[number], withIdentity: boolean, identity: Identity | undefined): CsvCell[] {
  const record: CsvCell[] = [
    s.body,
    s.closedAt ? 'Closed' : 'Open',
    s.createdAt.toISOString().slice(0, 10),
    s.tone ?? '',
    s.impactCategory ?? '',
    s.topic ?? '',
    s.markedAsWinAt ? 'Yes' : 'No',
    reveal(s),
    s.messageCount,
  ];
  if (withIdentity) record.push(identity?.firstName ?? '', identity?.lastName ?? '', identity?.email ?? '');
  return record;
}
