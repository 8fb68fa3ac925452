import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { reachoutsKeys } from './keys';

/** Active employees of the departments, each counted once, and the organisation's k. */
export type ReachoutAudience = { count: number; minGroupSize: number };

/** How long the ticking of departments must pause before the audience is counted again. */
export const AUDIENCE_DEBOUNCE_MS = 300;

export function countReachoutAudience(organizationId: string, departmentIds: readonly string[]): Promise<ReachoutAudience> {
  return call(reachoutEndpoints.countReachoutAudience, { organizationId, departmentIds: [...departmentIds] });
}

export function reachoutAudienceQueryOptions(organizationId: string, departmentIds: readonly string[]) {
  return queryOptions({
    queryKey: reachoutsKeys.audience(organizationId, departmentIds),
    queryFn: () => countReachoutAudience(organizationId, departmentIds),
    enabled: Boolean(organizationId),
    // People join and leave departments: the count is asked again each time the wizard opens.
    staleTime: 0,
  });
}

export type AudienceState = {
  /** The organisation's k, once the server said it (asked with no department ticked too). */
  minGroupSize: number | undefined;
  /** Recipients of exactly the departments ticked now; undefined while counting or with none ticked. */
  count: number | undefined;
  /** The count of the previous choice, shown faded while the new one is counted. */
  lastCount: number | undefined;
  counting: boolean;
  failed: boolean;
  /** Departments are ticked and they hold fewer than k people: the reach-out cannot be sent. */
  tooSmall: boolean;
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The live audience of the wizard (ARCHITECTURE §5: a reach-out goes to at least k people).
 * The count is for exactly the departments ticked now, never for an earlier choice, so Send is
 * never judged on a count that no longer applies.
 */
export function useReachoutAudience(organizationId: string, departmentIds: readonly string[]): AudienceState {
  const settled = useDebouncedValue(departmentIds, AUDIENCE_DEBOUNCE_MS);
  const query = useQuery({ ...reachoutAudienceQueryOptions(organizationId, settled), placeholderData: keepPreviousData });
  const current = sameSet(settled, departmentIds) && !query.isPlaceholderData && !query.isFetching;
  const minGroupSize = query.data?.minGroupSize;
  const count = current && departmentIds.length > 0 ? query.data?.count : undefined;
  return {
    minGroupSize,
    count,
    lastCount: departmentIds.length > 0 && query.data && settled.length > 0 ? query.data.count : undefined,
    counting: departmentIds.length > 0 && !current,
    failed: current && query.isError,
    tooSmall: count !== undefined && minGroupSize !== undefined && count < minGroupSize,
  };
}
