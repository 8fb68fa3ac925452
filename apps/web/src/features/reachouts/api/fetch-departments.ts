import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { reachoutsKeys } from './keys';

export type Department = { id: string; name: string };

/** The organisation's departments (spec 2 §7 /fetchDepartments: data.entity), by name. */
export function fetchDepartments(organizationId: string): Promise<{ entity: Department[] }> {
  return apiPost<{ entity: Department[] }>('/fetchDepartments', { organizationId });
}

export function departmentsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: reachoutsKeys.departments(organizationId),
    queryFn: () => fetchDepartments(organizationId),
    select: (d) => d.entity.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    enabled: Boolean(organizationId),
  });
}
