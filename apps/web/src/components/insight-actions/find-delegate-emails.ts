import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { queryOptions } from '@tanstack/react-query';
import type { RecipientOption } from '@voyce/contracts/workspace';
import { call } from '../../lib/api-client';
import { directoryKeys } from './directory-keys';

export function findDelegateEmails(organizationId: string, search: string): Promise<{ entities: RecipientOption[] }> {
  return call(insightEndpoints.findDelegateEmails, { filter: { organizationId, search } });
}

/** The directory search behind the recipient picker; the caller debounces `search` (1500 ms). */
export function delegateEmailsQueryOptions(organizationId: string, search: string) {
  return queryOptions({
    queryKey: directoryKeys.delegateEmails(organizationId, search),
    queryFn: () => findDelegateEmails(organizationId, search),
    select: (d) => d.entities,
    enabled: Boolean(organizationId && search),
  });
}
