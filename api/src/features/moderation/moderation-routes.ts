import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { photos, profiles } from '../../db/schema/index';
import { requireStaffAccess } from '../staff/core/staff-access';

const tags = ['moderation'];

const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/moderation.php',
    {
      schema: {
        tags,
        summary: 'Photos waiting for a moderator, oldest first (Bearer ADMIN_TOKEN)',
        response: {
          200: z.array(
            z.object({
              id: z.number().int(),
              profile_id: z.number().int(),
              name: z.string(),
              url: z.string(),
              uploaded_at: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => {
      await requireStaffAccess(request, 'queues.moderate');
      const rows = await app.db
        .select({
          id: photos.id,
          profileId: photos.userId,
          name: profiles.name,
          filename: photos.filename,
          createdAt: photos.createdAt,
        })
        .from(photos)
        .innerJoin(profiles, eq(profiles.userId, photos.userId))
        .where(eq(photos.status, 'pending'))
        .orderBy(asc(photos.createdAt))
        .limit(200);
      return rows.map((row) => ({
        id: row.id,
        profile_id: row.profileId,
        name: row.name,
        url: `/uploads/${row.filename}`,
        uploaded_at: row.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/moderation.php',
    {
      schema: {
        tags,
        summary: 'Approve (status active) or reject a pending photo (Bearer ADMIN_TOKEN)',
        body: z.object({ photo_id: z.number().int().positive(), decision: z.enum(['approve', 'reject']) }),
        response: { 200: z.object({ id: z.number().int(), status: z.enum(['active', 'rejected']) }) },
      },
    },
    async (request) => {
      await requireStaffAccess(request, 'queues.moderate');
      const status = request.body.decision === 'approve' ? ('active' as const) : ('rejected' as const);
      const [row] = await app.db
        .update(photos)
        .set({ status, ...(status === 'rejected' ? { isMain: false } : {}) })
        .where(and(eq(photos.id, request.body.photo_id), eq(photos.status, 'pending')))
        .returning({ id: photos.id });
      if (!row) throw new AppError(404, 'photo_not_found', 'No pending photo with this id.');
      return { id: row.id, status };
    },
  );
};

export default moderationRoutes;
