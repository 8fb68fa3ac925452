import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import { queryOptions } from '@tanstack/react-query';
import { LOOKUP_CACHE_MS } from '@voyce/contracts/structure';
import { call } from '../../../lib/api-client';
import { findOrganizationMembers } from '../../../api/organization';
import { settingsKeys } from './keys';

// Spec 2 §7: the country, state and time-zone lookups are cached one hour.
const cached = { staleTime: LOOKUP_CACHE_MS, gcTime: LOOKUP_CACHE_MS } as const;

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.countries(),
    queryFn: () => call(organizationEndpoints.findCountries, {}).then((d) => d.entities),
    ...cached,
  });
}

export function statesQueryOptions(countryCode: string) {
  return queryOptions({
    queryKey: settingsKeys.states(countryCode),
    queryFn: () => call(organizationEndpoints.findStates, { countryCode }).then((d) => d.entities),
    enabled: countryCode.length >= 2,
    ...cached,
  });
}

export function timeZonesQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.timeZones(),
    queryFn: () => call(organizationEndpoints.findTimeZones, {}).then((d) => d.entities),
    ...cached,
  });
}

export function classificationsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: settingsKeys.classifications(organizationId),
    queryFn: () => call(organizationEndpoints.findDepartmentClassifications, { filter: { organizationId } }).then((d) => d.entities),
    enabled: Boolean(organizationId),
  });
}

/** Department head and manager candidates: the organisation's active members. */
export function membersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: settingsKeys.members(organizationId),
    queryFn: () => findOrganizationMembers({ filter: { organizationId }, pageSize: 500 }).then((d) => d.entities),
    enabled: Boolean(organizationId),
  });
}
