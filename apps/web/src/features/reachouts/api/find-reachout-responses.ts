import { queryOptions } from '@tanstack/react-query';
import type { Submission } from '@voyce/contracts/submissions';
import { findSubmissions } from '../../../api/submissions';
import { reachoutsKeys } from './keys';

/** The largest page the server gives; a reach-out with more answers is read page by page. */
const PAGE_MAX = 500;
const PAGES_MAX = 20;

/** Every processed answer of a reach-out, open and closed: the Responses tab filters on the client. */
export function responsesQueryOptions(organizationId: string, reachoutId: string) {
  return queryOptions({
    queryKey: reachoutsKeys.responses(organizationId, reachoutId),
    enabled: Boolean(organizationId && reachoutId),
    queryFn: async () => {
      const all: Submission[] = [];
      for (let page = 1; page <= PAGES_MAX; page++) {
        const res = await findSubmissions({
          filter: { organizationId, reachoutId, processing: false, stage: ['processed', 'closed'], status: 'all' },
          page,
          pageSize: PAGE_MAX,
        });
        all.push(...res.entities);
        if (all.length >= res.count || res.entities.length < PAGE_MAX) break;
      }
      return all;
    },
  });
}
