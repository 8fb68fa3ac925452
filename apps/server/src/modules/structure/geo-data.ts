import type { Country, CountryState } from '@voyce/contracts/structure';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Countries, states and IANA time zones from the data shipped in the `country-state-city`
 * package (spec 2 §7 used an outside service; we never call out). Only its country and
 * state files are read (its 8 MB city file never is), once, on first use, and kept.
 */
type RawCountry = { name: string; isoCode: string; timezones: { zoneName: string }[] | null };
type RawState = { name: string; isoCode: string; countryCode: string };

const require = createRequire(import.meta.url);
const readAsset = <T>(file: string): T => JSON.parse(readFileSync(require.resolve(`country-state-city/lib/assets/${file}`), 'utf8')) as T;

let cache: { countries: Country[]; byCode: Map<string, Country>; states: Map<string, CountryState[]>; zones: string[] } | null = null;

function load() {
  if (cache) return cache;
  const countries = readAsset<RawCountry[]>('country.json')
    .map((c) => ({ isoCode: c.isoCode, name: c.name, timezones: [...new Set((c.timezones ?? []).map((z) => z.zoneName))].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const states = new Map<string, CountryState[]>();
  for (const s of readAsset<RawState[]>('state.json')) {
    const list = states.get(s.countryCode) ?? [];
    list.push({ isoCode: s.isoCode, name: s.name, countryCode: s.countryCode });
    states.set(s.countryCode, list);
  }
  for (const list of states.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  // The global list: every zone the runtime knows, plus any the data names that it does not.
  const zones = new Set<string>(Intl.supportedValuesOf('timeZone'));
  for (const c of countries) for (const z of c.timezones) zones.add(z);
  zones.add('UTC');
  cache = { countries, byCode: new Map(countries.map((c) => [c.isoCode, c])), states, zones: [...zones].sort() };
  return cache;
}

export const listCountries = (): Country[] => load().countries;
export const findCountry = (isoCode: string): Country | null => load().byCode.get(isoCode.toUpperCase()) ?? null;
export const listStates = (countryCode: string): CountryState[] => load().states.get(countryCode.toUpperCase()) ?? [];
export const listTimeZones = (): string[] => load().zones;
export const isTimeZone = (zone: string): boolean => load().zones.includes(zone);
