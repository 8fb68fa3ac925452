import type { QueryClient } from '@tanstack/react-query';

/**
 * Topics and insights appear on the screens of several features (dashboard, explorer,
 * submissions). Their query keys start from these shared roots, so a change made on one
 * screen (a pin, a close, a reply) refreshes every screen that shows the same data.
 */
export const workspaceKeys = {
  topics: ['topics'] as const,
  submissions: ['submissions'] as const,
  dashboard: ['dashboard'] as const,
  reachouts: ['reachouts'] as const,
};

type Area = keyof typeof workspaceKeys;

/** Marks the areas' cached lists stale: on screen they refetch now, elsewhere when next shown. */
export function refreshWorkspace(queryClient: QueryClient, areas: Area[] = ['topics', 'submissions', 'dashboard']): Promise<void> {
  return Promise.all(areas.map((a) => queryClient.invalidateQueries({ queryKey: workspaceKeys[a] }))).then(() => undefined);
}
