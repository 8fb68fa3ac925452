import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import { queryOptions } from '@tanstack/react-query';
import type { Reachout } from '@voyce/contracts/reachouts';
import { call } from '../../../lib/api-client';
import { reachoutsKeys } from './keys';

export function findReachout(input: { id: string; organizationId: string }): Promise<Reachout> {
  return call(reachoutEndpoints.findReachout, input);
}

export function reachoutQueryOptions(organizationId: string, id: string) {
  return queryOptions({
    queryKey: reachoutsKeys.detail(organizationId, id),
    queryFn: () => findReachout({ id, organizationId }),
  });
}
