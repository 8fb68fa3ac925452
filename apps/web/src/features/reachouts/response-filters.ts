import type { SubmissionsReportOptions } from '@voyce/contracts/reports';
import type { Submission } from '@voyce/contracts/insights';
import { unmaskState } from '../../lib/insight-state';

/** The Responses tab's filters (spec 1 §2, §9): Win, Reveal and Status, as strings in the URL. */
export type ResponseFilter = { win: string; reveal: string; status: string };

export const RESPONSE_DEFAULTS: ResponseFilter = { win: 'all', reveal: 'all', status: 'open' };

/** Client-side filtering, newest first (spec 1 §9). Reveal values are the unmask states. */
export function applyResponseFilter(list: Submission[], f: ResponseFilter): Submission[] {
  return list
    .filter((s) => f.status === 'all' || s.status === f.status)
    .filter((s) => f.win === 'all' || (f.win === 'win') === Boolean(s.markedAsWinAt))
    .filter((s) => f.reveal === 'all' || unmaskState(s) === f.reveal)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The Responses tab as a 'submissions' CSV report (spec 1 §7): this reach-out's answers, the
 * selected ones when there are any. Status and win go to the server as filters; a reveal state
 * other than accepted has no server filter, so it narrows the file to the answers shown.
 */
export function responsesReportOptions(
  reachoutId: string,
  f: ResponseFilter,
  visible: Submission[],
  selectedIds: string[],
): SubmissionsReportOptions {
  const listOnly = f.reveal === 'pending' || f.reveal === 'declined' || f.reveal === 'none';
  const ids = selectedIds.length > 0 ? selectedIds : listOnly ? visible.map((s) => s.id) : undefined;
  return {
    reportType: 'submissions',
    reachoutId,
    filter: {
      processing: false,
      stage: ['processed', 'closed'],
      status: f.status === 'open' || f.status === 'closed' ? f.status : 'all',
      isWin: f.win === 'all' ? undefined : f.win === 'win',
      unmasked: f.reveal === 'accepted' ? true : undefined,
    },
    ...(ids ? { ids } : {}),
  };
}
