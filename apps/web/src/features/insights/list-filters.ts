import type { SubmissionsReportOptions } from '@voyce/contracts/reports';
import type { Submission } from '@voyce/contracts/insights';
import { unmaskState } from '../../lib/insight-state';

/** The topic list's filters (spec 1 §9), as strings in the URL. */
export type ListFilter = {
  order: string;
  win: string;
  reveal: string;
  delegate: string;
  status: string;
  response: string;
  departments: string;
};

export const LIST_DEFAULTS: ListFilter = {
  order: 'latest',
  win: 'all',
  reveal: 'all',
  delegate: 'all',
  status: 'open',
  response: 'all',
  departments: '',
};

/** Insights without a department classification are counted and filtered under this id. */
export const NO_CLASSIFICATION = 'none';

export const departmentIds = (f: ListFilter): string[] => (f.departments ? f.departments.split(',') : []);

const yesNo = (value: string, yes: string, actual: boolean) => value === 'all' || (value === yes) === actual;

/** Every filter but the departments: the department column counts what these leave. */
export function matchesExceptDepartments(s: Submission, f: ListFilter): boolean {
  return (
    (f.status === 'all' || s.status === f.status) &&
    yesNo(f.win, 'win', Boolean(s.markedAsWinAt)) &&
    yesNo(f.reveal, 'revealed', unmaskState(s) === 'accepted') &&
    yesNo(f.delegate, 'delegated', Boolean(s.delegatedAt)) &&
    yesNo(f.response, 'responded', Boolean(s.lastReplyAt))
  );
}

export function classificationIdsOf(s: Submission): string[] {
  return s.departmentClassifications.length ? s.departmentClassifications.map((d) => d.id) : [NO_CLASSIFICATION];
}

/** Client-side filtering and order, newest first by default (spec 1 §9). */
export function applyListFilter(list: Submission[], f: ListFilter): Submission[] {
  const wanted = departmentIds(f);
  const sign = f.order === 'earliest' ? 1 : -1;
  return list
    .filter((s) => matchesExceptDepartments(s, f))
    .filter((s) => wanted.length === 0 || classificationIdsOf(s).some((id) => wanted.includes(id)))
    .sort((a, b) => sign * a.createdAt.localeCompare(b.createdAt));
}

const flag = (value: string, yes: string): boolean | undefined => (value === 'all' ? undefined : value === yes);

/**
 * The list as a 'submissions' CSV report (spec 1 §7): the selected rows when there are any.
 * Otherwise the topic with the filters the server also knows (status, win, revealed); a filter
 * only this list applies (delegated, responded, departments) narrows the file to the rows shown.
 */
export function listReportOptions(topicId: string, f: ListFilter, visible: Submission[], selectedIds: string[]): SubmissionsReportOptions {
  const listOnly = f.delegate !== 'all' || f.response !== 'all' || departmentIds(f).length > 0;
  const ids = selectedIds.length > 0 ? selectedIds : listOnly ? visible.map((s) => s.id) : undefined;
  return {
    reportType: 'submissions',
    filter: {
      topicId,
      processing: false,
      stage: ['processed', 'closed'],
      status: f.status === 'open' || f.status === 'closed' ? f.status : 'all',
      isWin: flag(f.win, 'win'),
      unmasked: flag(f.reveal, 'revealed'),
    },
    ...(ids ? { ids } : {}),
  };
}
