// The landing pages' data (mf-landers): real members of the site for the designs, one featured member for
// /members/{id}/landing*, members by region for the map lander, and their photos as WebP at lander sizes.
// Everything here is public (landers are for visitors) and shows only what a logged-out search may show.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  landerMapResponseSchema,
  landerMemberResponseSchema,
  landerMembersResponseSchema,
  urlIdSchema,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { geoipCountry } from '../settings/geoip-country';
import { regionsFor } from '../settings/regions';
import { LANDER_WIDTHS, landerVariant, PHOTO_NAME, type LanderWidth } from './lander-image';
import { memberCard } from './member-card';
import { recentAnswers } from './recent-answers';
import {
  cardPhoto,
  isApprovedSitePhoto,
  landerMember,
  landerMembers,
  mapRegions,
  regionCounts,
} from './lander-repository';

const tags = ['landers'];

/** The map shows at most this many region tiles: a country like GB has 200+ regions. */
const MAX_MAP_REGIONS = 12;

// Landers get ad traffic: their answers may sit in the browser and a CDN for a minute.
const PUBLIC_MINUTE = 'public, max-age=60';
/** How long the server keeps a site's lander members (recent-answers.ts); a CDN may keep them a minute. */
const KEEP_MEMBERS_MS = 10_000;

const landerRoutes: FastifyPluginAsyncZod = async (app) => {
  const keptMembers = recentAnswers<Awaited<ReturnType<typeof landerMembers>>>(KEEP_MEMBERS_MS);
  const keptRegions = recentAnswers<Awaited<ReturnType<typeof regionCounts>>>(KEEP_MEMBERS_MS);
  app.get(
    '/lander-members.php',
    {
      schema: {
        tags,
        summary: 'Members with a photo for a landing page, recently seen first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(12) }),
        response: { 200: landerMembersResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_MINUTE).header('vary', 'host');
      const { id } = request.site;
      const { limit } = request.query;
      return { members: await keptMembers(`${id}:${limit}`, () => landerMembers(app.db, id, { limit })) };
    },
  );

  app.get(
    '/lander-map.php',
    {
      schema: {
        tags,
        summary:
          "Members in the visitor's country by region (country from the CDN's GeoIP header, else the site's)",
        response: { 200: landerMapResponseSchema },
      },
    },
    async (request, reply) => {
      const site = request.site;
      const visitor = geoipCountry(request);
      // A visitor from a country the site does not serve sees the site's main country, not an empty map.
      const country = site.countries.includes(visitor) ? visitor : (site.countries[0] ?? visitor);
      const [counts, members] = await Promise.all([
        keptRegions(`${site.id}:${country}`, () => regionCounts(app.db, site.id, country)),
        keptMembers(`${site.id}:12:${country}`, () => landerMembers(app.db, site.id, { limit: 12, country })),
      ]);
      reply.header('cache-control', 'private, max-age=60').header('vary', 'host, cf-ipcountry, x-country');
      return {
        country,
        regions: mapRegions(counts, regionsFor([country])[country] ?? [], MAX_MAP_REGIONS),
        members,
      };
    },
  );

  app.get(
    '/lander-member.php',
    {
      schema: {
        tags,
        summary: 'The member a /members/{id}/landing page features',
        querystring: z.object({
          id: urlIdSchema,
        }),
        response: { 200: landerMemberResponseSchema },
      },
    },
    async (request, reply) => {
      const member = await landerMember(app.db, request.site.id, request.query.id);
      if (!member) throw new AppError(404, 'member_not_found', 'This member does not exist.');
      reply.header('cache-control', PUBLIC_MINUTE).header('vary', 'host');
      return { member };
    },
  );

  app.get(
    '/lander-photo.php',
    {
      schema: {
        tags,
        summary: 'A stored photo as WebP at a lander width (240, 480 or 800 px)',
        querystring: z.object({
          f: z.string().regex(PHOTO_NAME, 'a stored photo name'),
          w: z.coerce
            .number()
            .int()
            .refine((width) => (LANDER_WIDTHS as readonly number[]).includes(width), {
              message: `one of ${LANDER_WIDTHS.join(', ')}`,
            }),
        }),
      },
    },
    async (request, reply) => {
      // Pending, rejected and other sites' photos never get a public variant.
      if (!(await isApprovedSitePhoto(app.db, request.site.id, request.query.f))) {
        throw new AppError(404, 'not_found', 'There is no such photo.');
      }
      const webp = await landerVariant(
        app.config.uploadsDir,
        request.query.f,
        request.query.w as LanderWidth,
      );
      if (!webp) throw new AppError(404, 'not_found', 'There is no such photo.');
      // The name is random and never reused, so the bytes behind it never change.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(webp);
    },
  );

  app.get(
    '/member-card.php',
    {
      schema: {
        tags,
        summary:
          "A shared link's card (1200x630 JPEG): the member's approved main photo with the site's name, or the site's card",
        querystring: z.object({
          id: urlIdSchema.optional(),
        }),
      },
    },
    async (request, reply) => {
      let photo: string | null = null;
      if (request.query.id !== undefined) {
        const found = await cardPhoto(app.db, request.site.id, request.query.id);
        if (found === undefined) throw new AppError(404, 'member_not_found', 'This member does not exist.');
        photo = found;
      }
      const card = await memberCard(app.config.uploadsDir, request.site.name, photo);
      // A new main photo changes the card: kept an hour by link previews, not forever.
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'host')
        .type('image/jpeg')
        .send(card);
    },
  );
};

export default landerRoutes;
