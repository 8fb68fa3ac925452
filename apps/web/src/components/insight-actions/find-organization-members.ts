import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { directoryKeys } from './directory-keys';

export type OrganizationMember = { id: string; name: string; email: string };

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
