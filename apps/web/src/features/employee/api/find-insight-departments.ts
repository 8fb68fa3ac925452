import { employeeEndpoints } from '@voyce/contracts/endpoints/employee';
import { useQuery } from '@tanstack/react-query';
import type { InsightDepartment } from '@voyce/contracts/employee';
import { call } from '../../../lib/api-client';
import { employeeKeys } from './keys';

/** The departments an insight may be about: the organisation's, except the employee's own. */
export function findInsightDepartments(): Promise<{ entities: InsightDepartment[] }> {
  return call(employeeEndpoints.findInsightDepartments, {});
}

export function useInsightDepartments() {
  return useQuery({
    queryKey: employeeKeys.insightDepartments(),
    queryFn: findInsightDepartments,
    select: (data) => data.entities,
    // Departments change rarely; the compose card need not ask again on every focus.
    staleTime: 5 * 60_000,
  });
}
