import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Submission } from '@voyce/contracts/submissions';
import { findSubmissions } from '../../../api/submissions';
import { submissionsKeys } from './keys';

/** The largest page the server gives; a topic with more is read page by page. */
const PAGE_MAX = 500;
const PAGES_MAX = 20;

/** Leaves each insight in the cache under its own key, for the respond page to start from. */
function remember(queryClient: QueryClient, list: Submission[]) {
  for (const s of list) queryClient.setQueryData(submissionsKeys.one(s.id), s);
}

/**
 * Every insight of a topic, open and closed: the list filters and counts on the client
 * (spec 1 §9 'The submissions list filters client-side').
 */
export function useTopicSubmissions(organizationId: string, topicId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: submissionsKeys.topicList(organizationId, topicId),
    enabled: Boolean(organizationId && topicId),
    queryFn: async () => {
      const all: Submission[] = [];
      for (let page = 1; page <= PAGES_MAX; page++) {
        const res = await findSubmissions({
          filter: { organizationId, topicId, processing: false, stage: ['processed', 'closed'], status: 'all' },
          page,
          pageSize: PAGE_MAX,
        });
        all.push(...res.entities);
        if (all.length >= res.count || res.entities.length < PAGE_MAX) break;
      }
      remember(queryClient, all);
      return all;
    },
  });
}

/**
 * The insights a leader is answering, cache-first (spec 1 §7): those already loaded by a
 * list are used as they are and only the missing ones are fetched. After a change every
 * cached insight is marked stale (refreshWorkspace) and is then fetched again.
 */
export function useSelectedSubmissions(organizationId: string, ids: string[]) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: submissionsKeys.selected(organizationId, ids),
    enabled: Boolean(organizationId) && ids.length > 0,
    retry: false,
    queryFn: async () => {
      const fresh = (id: string) => {
        const state = queryClient.getQueryState<Submission>(submissionsKeys.one(id));
        return state?.data && !state.isInvalidated ? state.data : undefined;
      };
      const missing = ids.filter((id) => !fresh(id));
      if (missing.length > 0) {
        const res = await findSubmissions({ filter: { organizationId, ids: missing, status: 'all' }, page: 1, pageSize: missing.length });
        remember(queryClient, res.entities);
      }
      const found = ids
        .map((id) => queryClient.getQueryData<Submission>(submissionsKeys.one(id)))
        .filter((s): s is Submission => Boolean(s));
      if (found.length === 0) throw new Error('not found');
      return found;
    },
  });
}
