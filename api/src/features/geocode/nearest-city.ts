import { allCities, type City } from './cities';

const CELL_DEGREES = 1;
let grid: Map<string, City[]> | null = null;

const cellKey = (lat: number, lon: number) =>
  `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;

function buildGrid(): Map<string, City[]> {
  const cells = new Map<string, City[]>();
  for (const city of allCities()) {
    const key = cellKey(city.lat, city.lon);
    const cell = cells.get(key);
    if (cell) cell.push(city);
    else cells.set(key, [city]);
  }
  return cells;
}

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The nearest city to a point, searching the grid cells in growing rings; null when nothing lies within
 * `maxRings` degrees (open sea, poles).
 */
export function nearestCity(
  lat: number,
  lon: number,
  maxRings = 3,
): { city: City; distanceKm: number } | null {
  grid ??= buildGrid();
  const baseLat = Math.floor(lat / CELL_DEGREES);
  const baseLon = Math.floor(lon / CELL_DEGREES);
  let best: { city: City; distanceKm: number } | null = null;
  for (let ring = 0; ring <= maxRings; ring++) {
    for (let dLat = -ring; dLat <= ring; dLat++) {
      for (let dLon = -ring; dLon <= ring; dLon++) {
        if (Math.max(Math.abs(dLat), Math.abs(dLon)) !== ring) continue;
        const wrappedLon = (((((baseLon + dLon) * CELL_DEGREES + 180) % 360) + 360) % 360) - 180;
        for (const city of grid.get(`${baseLat + dLat}:${Math.floor(wrappedLon / CELL_DEGREES)}`) ?? []) {
          const d = distanceKm(lat, lon, city.lat, city.lon);
          if (!best || d < best.distanceKm) best = { city, distanceKm: d };
        }
      }
    }
    // A city found in ring r is at most ~(r+1) cells away; one more ring could still hold a closer one.
    if (best && ring >= 1) break;
  }
  return best;
}
