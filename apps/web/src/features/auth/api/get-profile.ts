import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@voyce/contracts/auth';
import { call } from '../../../lib/api-client';
import { authKeys } from './keys';

/** `token` checks a session that is not stored yet (sign-in); otherwise the stored one is used. */
export function getProfile(token?: string): Promise<Profile> {
  return call(authEndpoints.getProfile, {}, token ? { token } : undefined);
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: authKeys.profile(),
    queryFn: () => getProfile(),
  });
}
