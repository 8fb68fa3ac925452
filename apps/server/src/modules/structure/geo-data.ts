import type { Country, CountryState } from '@voyce/contracts/structure';
import ct from 'countries-and-timezones';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Countries, states and IANA time zones from data shipped in npm packages (both MIT):
 * `country-region-data` (countries and their regions) and `countries-and-timezones` (each
 * country's zones). Spec 2 §7 used an outside service; we never call out. Read once, on
 * first use, and kept in memory.
 */
type RawCountry = { countryName: string; countryShortCode: string; regions: { name: string; shortCode?: string }[] };

const require = createRequire(import.meta.url);

let cache: { countries: Country[]; byCode: Map<string, Country>; states: Map<string, CountryState[]>; zones: string[] } | null = null;

function load() {
  if (cache) return cache;
  const raw = JSON.parse(readFileSync(require.resolve('country-region-data/data.json'), 'utf8')) as RawCountry[];
  const zonesOf = ct.getAllCountries();
  const countries = raw
    .map((c) => ({
      isoCode: c.countryShortCode,
      name: c.countryName,
      timezones: [...(zonesOf[c.countryShortCode as keyof typeof zonesOf]?.timezones ?? [])].sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const states = new Map<string, CountryState[]>(
    raw.map((c) => [
      c.countryShortCode,
      c.regions
        .map((r) => ({ isoCode: r.shortCode ?? r.name, name: r.name, countryCode: c.countryShortCode }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ]),
  );
  // The global list: every zone the runtime knows plus every zone the data names.
  const zones = new Set<string>([...Intl.supportedValuesOf('timeZone'), ...Object.keys(ct.getAllTimezones()), 'UTC']);
  for (const c of countries) for (const z of c.timezones) zones.add(z);
  cache = { countries, byCode: new Map(countries.map((c) => [c.isoCode, c])), states, zones: [...zones].sort() };
  return cache;
}

export const listCountries = (): Country[] => load().countries;
export const findCountry = (isoCode: string): Country | null => load().byCode.get(isoCode.toUpperCase()) ?? null;
export const listStates = (countryCode: string): CountryState[] => load().states.get(countryCode.toUpperCase()) ?? [];
export const listTimeZones = (): string[] => load().zones;
export const isTimeZone = (zone: string): boolean => load().zones.includes(zone);
