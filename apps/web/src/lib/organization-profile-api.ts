import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationProfile, Phrase, PhrasePolarity } from '@voyce/contracts/settings';
import { call } from './api-client';

/**
 * The organisation's AI profile (about us, goals, writing sample) and its topic priority
 * phrases. Both the setup page and AI Settings edit them, so the calls and their cache live
 * here: a change on one screen is what the other shows.
 */
export const organizationProfileKeys = {
  profile: (organizationId: string) => ['organization-profile', organizationId] as const,
  phrases: (organizationId: string) => ['organization-profile', organizationId, 'phrases'] as const,
};

export function organizationProfileQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationProfileKeys.profile(organizationId),
    queryFn: () => call(organizationEndpoints.findOrganizationProfile, { filter: { organizationId } }).then((d) => d.entity),
    enabled: Boolean(organizationId),
  });
}

export type ProfilePatch = Partial<Pick<OrganizationProfile, 'aboutUs' | 'goals' | 'writingSamples' | 'supportText'>>;

/** Saves one or more fields; the cached profile takes the server's answer. */
export function useUpdateOrganizationProfile(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      call(organizationEndpoints.updateOrganizationProfile, { entity: { id: organizationId, ...patch } }).then((d) => d.entity),
    onSuccess: (entity) => queryClient.setQueryData(organizationProfileKeys.profile(organizationId), entity),
  });
}

export function phrasesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationProfileKeys.phrases(organizationId),
    queryFn: () => call(organizationEndpoints.findPhrases, { filter: { organizationId } }).then((d) => d.entities),
    enabled: Boolean(organizationId),
  });
}

export type PhraseInput = { name: string; polarity: PhrasePolarity };

/**
 * Spec 2 §4: replacing the phrases is optimistic: the lists change at once and go back to
 * what they were when the server refuses.
 */
export function useReplacePhrases(organizationId: string) {
  const queryClient = useQueryClient();
  const key = organizationProfileKeys.phrases(organizationId);
  return useMutation({
    mutationFn: (phrases: PhraseInput[]) =>
      call(organizationEndpoints.replacePhrases, {
        organizationId,
        phrases: phrases.map((p) => ({ ...p, organizationId })),
      }).then((d) => d.entities),
    onMutate: async (phrases) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Phrase[]>(key);
      queryClient.setQueryData<Phrase[]>(
        key,
        phrases.map((p, i) => ({ id: `pending-${i}`, organizationId, ...p })),
      );
      return { previous };
    },
    onError: (_error, _phrases, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (entities) => queryClient.setQueryData(key, entities),
  });
}
