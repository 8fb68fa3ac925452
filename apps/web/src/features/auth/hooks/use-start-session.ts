import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '@voyce/contracts/auth';
import type { SiteTarget } from '@voyce/contracts/common';
import { setToken } from '../../../lib/auth-token';
import { authKeys, getProfile, logout } from '../../../api/auth';
import { clearSignInNotice } from '../session-notice';
import { isDashboardUser } from './use-session';

/** Thrown when the credentials were right but the dashboard does not admit this person. */
export class SignInRefused extends Error {
  constructor() {
    super('Sign-in refused for this site');
    this.name = 'SignInRefused';
  }
}

/**
 * Adopts a new session token: loads the profile with it first, and only stores it when the
 * site admits the person. The guest guard then sees the session and sends the user on, to
 * the remembered target or the site's home.
 */
export function useStartSession(): (token: string, site: SiteTarget) => Promise<Profile> {
  const queryClient = useQueryClient();
  return useCallback(
    async (token, site) => {
      const profile = await getProfile(token);
      if (site === 'dashboard' && !isDashboardUser(profile)) {
        // Do not leave a live session behind on the server for a refused sign-in.
        await logout(token).catch(() => undefined);
        throw new SignInRefused();
      }
      queryClient.setQueryData(authKeys.profile(), profile);
      clearSignInNotice();
      setToken(token);
      return profile;
    },
    [queryClient],
  );
}
