import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import type { Profile } from '@voyce/contracts/auth';
import { call } from '../../../lib/api-client';

/** Moves this session to another of the person's organisations; answers the profile there. */
export function selectOrganization(organizationId: string): Promise<Profile> {
  return call(authEndpoints.selectOrganization, { organizationId });
}
