import { workspaceKeys } from '../../../lib/workspace-keys';
import type { HistoryFilter } from './find-reachouts';

/** Query keys of the reach-out screens, under the shared reach-out and insight roots. */
export const reachoutsKeys = {
  lists: () => [...workspaceKeys.reachouts, 'list'] as const,
  list: (organizationId: string, filter: HistoryFilter, page: number) => [...reachoutsKeys.lists(), organizationId, filter, page] as const,
  detail: (organizationId: string, id: string) => [...workspaceKeys.reachouts, 'detail', organizationId, id] as const,
  responses: (organizationId: string, id: string) => [...workspaceKeys.submissions, 'reachout', organizationId, id] as const,
  departments: (organizationId: string) => [...workspaceKeys.reachouts, 'departments', organizationId] as const,
  leaders: (organizationId: string) => [...workspaceKeys.reachouts, 'prompters', organizationId] as const,
};
