import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { submissionsKeys } from './keys';

export type LeadershipTeamMember = { id: string; name: string; email: string };

export function findLeadershipTeamMembers(organizationId: string): Promise<{ entities: LeadershipTeamMember[] }> {
  return apiPost<{ entities: LeadershipTeamMember[] }>('/findLeadershipTeamMembers', { filter: { organizationId } });
}

export function leadersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: submissionsKeys.leaders(organizationId),
    queryFn: () => findLeadershipTeamMembers(organizationId),
    select: (d) => d.entities,
  });
}
