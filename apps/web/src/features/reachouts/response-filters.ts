import type { Submission } from '@voyce/contracts/submissions';
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
