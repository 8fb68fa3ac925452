import { queryOptions } from '@tanstack/react-query';
import { findOrganizationMembers } from '../../api/organization';
import { directoryKeys } from './directory-keys';

/** Role tells leaders (owner, admin) from employees: shares go to leaders only. */
export type { OrganizationMember } from '@voyce/contracts/workspace';

export function membersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: directoryKeys.members(organizationId),
    queryFn: () => findOrganizationMembers({ filter: { organizationId } }),
    select: (d) => d.entities,
  });
}
