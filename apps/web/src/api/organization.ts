import { organizationEndpoints as calls } from '@voyce/contracts/endpoints/organization';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationProfile, Phrase, PhrasePolarity } from '@voyce/contracts/settings';
import { LOOKUP_CACHE_MS } from '@voyce/contracts/structure-limits';
import { call } from '../lib/api-client';

/**
 * The organisation itself, its AI profile and topic phrases, the setup page's completion and
 * the settings' lookups (the contracts' organization area; settings and setup only). Its
 * structure, leadership team and members are in organization-structure.ts,
 * organization-leadership.ts and organization-members.ts.
 */
export const organizationKeys = {
  organization: (organizationId: string) => ['settings', 'organization', organizationId] as const,
  classifications: (organizationId: string) => ['settings', 'classifications', organizationId] as const,
  countries: () => ['settings', 'countries'] as const,
  states: (countryCode: string) => ['settings', 'states', countryCode] as const,
  timeZones: () => ['settings', 'time-zones'] as const,
  /** The AI profile and phrases: both the setup page and AI Settings edit them, one cache for both. */
  profile: (organizationId: string) => ['organization-profile', organizationId] as const,
  phrases: (organizationId: string) => ['organization-profile', organizationId, 'phrases'] as const,
};

// ---- The organisation --------------------------------------------------------------------

/** Spec 2 §7: /findOrganizations {filter:{organizationId}} -> entities[0] (id, name). */
export function organizationQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationKeys.organization(organizationId),
    queryFn: () => call(calls.findOrganizations, { filter: { organizationId } }).then((d) => d.entities[0]!),
    enabled: Boolean(organizationId),
  });
}

/** The company name, and k (the minimum group size) when the person may change it. */
export type OrganizationPatch = { name: string; minGroupSize?: number };

export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OrganizationPatch) => call(calls.updateOrganization, { entity: { id: organizationId, ...patch } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.organization(organizationId) }),
        // k is read from the organisation's profile (AI settings and setup share it).
        queryClient.invalidateQueries({ queryKey: organizationKeys.profile(organizationId), exact: true }),
      ]),
  });
}

/** The go-to-dashboard button: the organisation's setup is done, its admins land on the dashboard from now on. */
export function useCompleteSetup(organizationId: string) {
  return useMutation({ mutationFn: () => call(calls.completeSetup, { organizationId }) });
}

// ---- AI profile and topic priority phrases -----------------------------------------------

export function organizationProfileQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationKeys.profile(organizationId),
    // With which local model reads insights (shown in AI settings).
    queryFn: () => call(calls.findOrganizationProfile, { filter: { organizationId } }).then((d) => ({ ...d.entity, aiModel: d.aiModel })),
    enabled: Boolean(organizationId),
  });
}

export type ProfilePatch = Partial<Pick<OrganizationProfile, 'aboutUs' | 'goals' | 'writingSamples' | 'supportText'>>;

/** Saves one or more fields; the cached profile takes the server's answer. */
export function useUpdateOrganizationProfile(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      call(calls.updateOrganizationProfile, { entity: { id: organizationId, ...patch } }).then((d) => d.entity),
    onSuccess: (entity) => queryClient.setQueryData(organizationKeys.profile(organizationId), entity),
  });
}

export function phrasesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationKeys.phrases(organizationId),
    queryFn: () => call(calls.findPhrases, { filter: { organizationId } }).then((d) => d.entities),
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
  const key = organizationKeys.phrases(organizationId);
  return useMutation({
    mutationFn: (phrases: PhraseInput[]) =>
      call(calls.replacePhrases, {
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

// ---- Lookups -----------------------------------------------------------------------------

// Spec 2 §7: the country, state and time-zone lookups are cached one hour.
const cached = { staleTime: LOOKUP_CACHE_MS, gcTime: LOOKUP_CACHE_MS } as const;

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.countries(),
    queryFn: () => call(calls.findCountries, {}).then((d) => d.entities),
    ...cached,
  });
}

export function statesQueryOptions(countryCode: string) {
  return queryOptions({
    queryKey: organizationKeys.states(countryCode),
    queryFn: () => call(calls.findStates, { countryCode }).then((d) => d.entities),
    enabled: countryCode.length >= 2,
    ...cached,
  });
}

export function timeZonesQueryOptions() {
  return queryOptions({
    queryKey: organizationKeys.timeZones(),
    queryFn: () => call(calls.findTimeZones, {}).then((d) => d.entities),
    ...cached,
  });
}

export function classificationsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationKeys.classifications(organizationId),
    queryFn: () => call(calls.findDepartmentClassifications, { filter: { organizationId } }).then((d) => d.entities),
    enabled: Boolean(organizationId),
  });
}
