import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { identityEndpoints as calls } from '@voyce/contracts/endpoints/identity';
import type { UpdateIdentitySettingsRequest } from '@voyce/contracts/identity';
import { call } from '../lib/api-client';
import { goToIdentityProvider } from './sso';

/** Settings → Identity: single sign-on, its enforcement and the SCIM tokens (the contracts' identity area). */
export const identityKeys = {
  settings: (organizationId: string) => ['identity-settings', organizationId] as const,
};

export function identitySettingsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: identityKeys.settings(organizationId),
    queryFn: () => call(calls.findIdentitySettings, { organizationId }),
    enabled: Boolean(organizationId),
  });
}

export type IdentitySettingsInput = Omit<UpdateIdentitySettingsRequest, 'organizationId'>;

export function useUpdateIdentitySettings(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: IdentitySettingsInput) => call(calls.updateIdentitySettings, { organizationId, ...v }),
    onSuccess: (saved) => queryClient.setQueryData(identityKeys.settings(organizationId), saved),
  });
}

/** A test sign-in with the saved provider: the browser goes there, and comes back to this page. */
export async function startTestSignIn(organizationId: string): Promise<void> {
  goToIdentityProvider(await call(calls.testSignIn, { organizationId }), 'test');
}

export function useCreateScimToken(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => call(calls.createScimToken, { organizationId, label }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.settings(organizationId) }),
  });
}

export function useRevokeScimToken(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(calls.revokeScimToken, { organizationId, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.settings(organizationId) }),
  });
}
