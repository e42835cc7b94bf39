// @feature-public: other features import this module (docs/conventions.md, Layout).
import regionData from 'country-region-data/data.json';
import type { Region } from '@dating/shared/contract';

interface CountryRegions {
  countryShortCode: string;
  regions: { name: string; shortCode: string }[];
}

const byCountry = new Map<string, Region[]>(
  (regionData as CountryRegions[]).map((country) => [
    country.countryShortCode,
    country.regions.map((region) => ({ name: region.name, code: region.shortCode })),
  ]),
);

/** The regions (states, provinces, Länder) of each given country, from the country-region-data package. */
export function regionsFor(countries: readonly string[]): Record<string, Region[]> {
  return Object.fromEntries(countries.map((country) => [country, byCountry.get(country) ?? []]));
}
