import type { Profile } from '@voyce/contracts/auth';
import { apiPost } from '../../../lib/api-client';

/** Moves this session to another of the person's organisations; answers the profile there. */
export function selectOrganization(organizationId: string): Promise<Profile> {
  return apiPost<Profile>('/user/selectOrganization', { organizationId });
}
