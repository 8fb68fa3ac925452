import { workspaceKeys } from '../../../lib/workspace-keys';
import type { HistoryFilter } from './find-reachouts';

/** Query keys of the reach-out screens, under the shared reach-out and insight roots. */
export const reachoutsKeys = {
  lists: () => [...workspaceKeys.reachouts, 'list'] as const,
  list: (organizationId: string, filter: HistoryFilter, page: number) => [...reachoutsKeys.lists(), organizationId, filter, page] as const,
  detail: (organizationId: string, id: string) => [...workspaceKeys.reachouts, 'detail', organizationId, id] as const,
  responses: (organizationId: string, id: string) => [...workspaceKeys.submissions, 'reachout', organizationId, id] as const,
  /** The wizard's audience size for a set of departments (sorted, so the order of ticking does not matter). */
  audience: (organizationId: string, departmentIds: readonly string[]) =>
    [...workspaceKeys.reachouts, 'audience', organizationId, [...departmentIds].sort()] as const,
  leaders: (organizationId: string) => [...workspaceKeys.reachouts, 'prompters', organizationId] as const,
};
