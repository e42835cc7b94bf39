import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geocodeQuerySchema, geocodeResponseSchema, type GeocodeResult } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { nearestCity } from './nearest-city';

const CACHE_SECONDS = 3600;
const CACHE_ENTRIES = 10_000;

/** Offline reverse geocoding (the nearest GeoNames city); answers are cached for an hour here and by the client. */
const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keyed by the point rounded to ~100 m; a Map keeps insertion order, so the oldest entry goes first.
  const cache = new Map<string, { at: number; result: GeocodeResult | null }>();

  app.get(
    '/geocode.php',
    {
      schema: {
        tags: ['site'],
        summary: 'The nearest city to a point (404 location_not_found at sea)',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { lat, lon } = request.query;
      const key = `${lat.toFixed(3)},${lon.toFixed(3)}`;
      let entry = cache.get(key);
      if (!entry || Date.now() - entry.at > CACHE_SECONDS * 1000) {
        const found = nearestCity(lat, lon);
        const result = found && {
          lat,
          lon,
          city: found.city.name,
          country: found.city.country,
          distance_km: Math.round(found.distanceKm * 10) / 10,
        };
        entry = { at: Date.now(), result };
        cache.delete(key);
        cache.set(key, entry);
        const oldest = cache.keys().next();
        if (cache.size > CACHE_ENTRIES && !oldest.done) cache.delete(oldest.value);
      }
      reply.header('cache-control', `private, max-age=${CACHE_SECONDS}`);
      if (!entry.result) throw new AppError(404, 'location_not_found', 'No place was found near this point.');
      return entry.result;
    },
  );
};

export default geocodeRoutes;
