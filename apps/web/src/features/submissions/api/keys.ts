import { workspaceKeys } from '../../../lib/workspace-keys';

/** Query keys of the topic submissions and respond pages, under the shared insight root. */
export const submissionsKeys = {
  topicList: (organizationId: string, topicId: string) => [...workspaceKeys.submissions, 'topic-list', organizationId, topicId] as const,
  /** One insight, as a list or a detail load left it: the cache-first source (spec 1 §7). */
  one: (id: string) => [...workspaceKeys.submissions, 'one', id] as const,
  selected: (organizationId: string, ids: string[]) => [...workspaceKeys.submissions, 'selected', organizationId, ids] as const,
  messages: (submissionId: string) => [...workspaceKeys.submissions, 'messages', submissionId] as const,
  activity: (submissionId: string) => [...workspaceKeys.submissions, 'activity', submissionId] as const,
};
