import { queryOptions } from '@tanstack/react-query';
import { findOrganizationMembers } from '../../../api/organization';
import { reachoutsKeys } from './keys';

/** Who can have prompted a reach-out: the organisation's leaders (admins and owners), by name. */
export function promptersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: reachoutsKeys.leaders(organizationId),
    queryFn: () => findOrganizationMembers({ filter: { organizationId } }),
    select: (d) => d.entities.filter((m) => m.role !== 'employee').map(({ id, name }) => ({ id, name })),
    enabled: Boolean(organizationId),
  });
}
