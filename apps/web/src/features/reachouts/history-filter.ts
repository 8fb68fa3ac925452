import { REACHOUT_PAGE_SIZE } from '@voyce/contracts/reachout-rules';
import type { FindReachoutsFilter } from '@voyce/contracts/reachouts';

/** The history's filters (spec 1 §2, §9) as they sit in the URL: lists are comma-separated ids. */
export type HistoryFilter = {
  period: string;
  startDate: string;
  endDate: string;
  departments: string;
  promptedBy: string;
  status: string;
  order: string;
};

export const HISTORY_DEFAULTS: HistoryFilter & { page: string } = {
  period: 'Custom Range',
  startDate: '',
  endDate: '',
  departments: '',
  promptedBy: '',
  status: 'Open',
  order: 'latest',
  page: '1',
};

const list = (csv: string) => (csv ? csv.split(',') : []);

/** The call's filter for the screen's filters (also what Export CSV sends). */
export function historyRequestFilter(organizationId: string, f: HistoryFilter, page: number): FindReachoutsFilter {
  const custom = f.period === 'Custom Range';
  const departmentIds = list(f.departments);
  const promptedBy = list(f.promptedBy);
  return {
    organizationId,
    mostRecent: f.period,
    ...(custom && f.startDate ? { startDate: f.startDate } : {}),
    ...(custom && f.endDate ? { endDate: f.endDate } : {}),
    ...(departmentIds.length ? { departmentIds } : {}),
    ...(promptedBy.length ? { promptedBy } : {}),
    ...(f.status === 'Open' || f.status === 'Closed' ? { statuses: [f.status] } : {}),
    order: f.order === 'earliest' ? 'earliest' : 'latest',
    page,
    pageSize: REACHOUT_PAGE_SIZE,
  };
}
