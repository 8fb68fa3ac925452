import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { directoryKeys } from './directory-keys';

export type LeadershipTeamMember = { id: string; name: string; email: string };

export function findLeadershipTeamMembers(organizationId: string): Promise<{ entities: LeadershipTeamMember[] }> {
  return apiPost<{ entities: LeadershipTeamMember[] }>('/findLeadershipTeamMembers', { filter: { organizationId } });
}

export function leadersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: directoryKeys.leaders(organizationId),
    queryFn: () => findLeadershipTeamMembers(organizationId),
    select: (d) => d.entities,
  });
}
