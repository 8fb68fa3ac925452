import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { directoryKeys } from './directory-keys';

/** Role tells leaders (owner, admin) from employees: shares go to leaders only. */
export type OrganizationMember = { id: string; name: string; email: string; role: 'owner' | 'admin' | 'employee' };

export function findOrganizationMembers(organizationId: string): Promise<{ entities: OrganizationMember[] }> {
  return apiPost<{ entities: OrganizationMember[] }>('/findOrganizationMembers', { filter: { organizationId } });
}

export function membersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: directoryKeys.members(organizationId),
    queryFn: () => findOrganizationMembers(organizationId),
    select: (d) => d.entities,
  });
}
