import type { Profile } from '@voyce/contracts/auth';
import { createContext, useContext } from 'react';

export type ProfileState = {
  profile: Profile;
  /** Fetches the profile again after a change (names, setup finished). */
  refreshProfile: () => Promise<void>;
};

/**
 * The signed-in leader's profile. The dashboard shell provides it, so settings and setup
 * read it without reaching into the auth feature (features never import each other).
 */
export const ProfileContext = createContext<ProfileState | null>(null);

export function useProfile(): ProfileState {
  const state = useContext(ProfileContext);
  if (!state) throw new Error('useProfile is used outside the dashboard shell');
  return state;
}
