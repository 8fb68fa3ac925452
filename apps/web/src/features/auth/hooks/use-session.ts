import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@voyce/contracts/auth';
import { useToken } from '../../../lib/auth-token';
import { profileQueryOptions } from '../../../api/auth';

export type Session =
  | { status: 'anonymous'; profile: undefined }
  | { status: 'loading'; profile: undefined }
  | { status: 'failed'; profile: undefined }
  | { status: 'authenticated'; profile: Profile };

/** The signed-in person, derived from the stored token and the cached profile. */
export function useSession(): Session {
  const token = useToken();
  const profile = useQuery({ ...profileQueryOptions(), enabled: Boolean(token) });
  if (!token) return { status: 'anonymous', profile: undefined };
  if (profile.data) return { status: 'authenticated', profile: profile.data };
  if (profile.isError) return { status: 'failed', profile: undefined };
  return { status: 'loading', profile: undefined };
}

/** Spec 1 §6: only a first membership with role admin may use the dashboard. */
export function isDashboardUser(profile: Profile): boolean {
  return profile.organizationMemberships[0]?.role === 'admin';
}
