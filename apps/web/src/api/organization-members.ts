import { organizationEndpoints as calls } from '@voyce/contracts/endpoints/organization';
import { queryOptions } from '@tanstack/react-query';
import type { zFindOrganizationMembersRequest, zFindOrganizationMembersResponse } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import { call } from '../lib/api-client';

/**
 * The organisation's active members, defined once for every screen that picks from them: the
 * delegation and share dialogs, the reach-out history's 'Prompted by' filter and the department
 * drawer's head and manager. One cache entry per request, whichever screen asked first.
 * Apart from organization.ts (settings only) because the workspace uses it too.
 */
export type FindOrganizationMembersInput = z.input<typeof zFindOrganizationMembersRequest>;
export type OrganizationMembersPage = z.infer<typeof zFindOrganizationMembersResponse>;
/** Role tells leaders (owner, admin) from employees: shares go to leaders only. */
export type { OrganizationMember } from '@voyce/contracts/workspace';

export const organizationMemberKeys = {
  all: ['organization-members'] as const,
  list: (input: FindOrganizationMembersInput) => [...organizationMemberKeys.all, input] as const,
};

export function findOrganizationMembers(input: FindOrganizationMembersInput): Promise<OrganizationMembersPage> {
  return call(calls.findOrganizationMembers, input);
}

/** The first page, as the server sizes it: the dialogs' and the history filter's list. */
export const membersRequest = (organizationId: string): FindOrganizationMembersInput => ({ filter: { organizationId } });

function membersPageQueryOptions(input: FindOrganizationMembersInput) {
  return queryOptions({
    queryKey: organizationMemberKeys.list(input),
    queryFn: () => findOrganizationMembers(input),
  });
}

/** The people a leader can delegate or share to. */
export function membersQueryOptions(organizationId: string) {
  return queryOptions({ ...membersPageQueryOptions(membersRequest(organizationId)), select: (d) => d.entities });
}

/** Who can have prompted a reach-out: the organisation's leaders (admins and owners), by name. */
export function promptersQueryOptions(organizationId: string) {
  return queryOptions({
    ...membersPageQueryOptions(membersRequest(organizationId)),
    select: (d) => d.entities.filter((m) => m.role !== 'employee').map(({ id, name }) => ({ id, name })),
    enabled: Boolean(organizationId),
  });
}
