import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import type { zFindOrganizationMembersRequest, zFindOrganizationMembersResponse } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import { call } from '../lib/api-client';

/** The organisation's active members (pickers, delegation, prompters), defined once for every screen. */
export type FindOrganizationMembersInput = z.input<typeof zFindOrganizationMembersRequest>;
export type OrganizationMembersPage = z.infer<typeof zFindOrganizationMembersResponse>;

export function findOrganizationMembers(input: FindOrganizationMembersInput): Promise<OrganizationMembersPage> {
  return call(organizationEndpoints.findOrganizationMembers, input);
}
