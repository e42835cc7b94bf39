// Staff look-up of where a member came from, for affiliate disputes ("did our click convert?") and for the
// journeys that check a lander carried the tracking record into the account.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { trackingRecords } from '../../db/schema/index';
import { requireStaffAccess } from '../staff/core/staff-access';

const trackingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/tracking.php',
    {
      schema: {
        tags: ['site administration'],
        summary: "A member's tracking record (network, ref, sub1-sub3) on this site (Bearer ADMIN_TOKEN)",
        querystring: z.object({
          user_id: z.coerce
            .number()
            .int()
            .min(1)
            .max(2 ** 31 - 1),
        }),
        response: {
          200: z.object({
            network: z.string(),
            ref: z.string().nullable(),
            sub1: z.string().nullable(),
            sub2: z.string().nullable(),
            sub3: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => {
      await requireStaffAccess(request, 'sites.manage');
      const [record] = await app.db
        .select({
          network: trackingRecords.network,
          ref: trackingRecords.ref,
          sub1: trackingRecords.sub1,
          sub2: trackingRecords.sub2,
          sub3: trackingRecords.sub3,
        })
        .from(trackingRecords)
        .where(
          and(eq(trackingRecords.userId, request.query.user_id), eq(trackingRecords.siteId, request.site.id)),
        )
        .orderBy(desc(trackingRecords.id))
        .limit(1);
      if (!record) throw new AppError(404, 'not_found', 'This member has no tracking record on this site.');
      return record;
    },
  );
};

export default trackingAdminRoutes;
