import { createContext, useContext } from 'react';

/**
 * The signed-in leader's organisation (spec 1 §6: the first membership's). The dashboard
 * shell provides it, so features read it without reaching into the auth feature.
 */
export const OrganizationIdContext = createContext<string | null>(null);

/** Null only outside the shell or for a profile without memberships. */
export function useOrganizationId(): string | null {
  return useContext(OrganizationIdContext);
}
