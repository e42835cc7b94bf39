import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadRequestSchema,
  notificationsResponseSchema,
  okSchema,
  type NotificationsResponse,
  type OkResponse,
} from '@dating/shared/contract';
import { photos, profiles, users } from '../../db/schema/index';
import { memberCardColumns, toMemberCard } from '../members-search/member-card';
import { mainPhotoJoin } from '../profiles/profile-view';
import { listNotifications, markNotificationsRead } from './notifications-repository';

const tags = ['notifications'];

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications.php',
    {
      schema: {
        tags,
        summary: 'New likes, matches, messages and visits, newest first, each with whether it was seen',
        response: {
          200: notificationsResponseSchema,
        },
      },
    },
    async (request): Promise<NotificationsResponse> => {
      const session = await request.requireUser();
      const { items, readAt } = await listNotifications(app.db, session.userId);
      const ids = [...new Set(items.map((item) => item.profileId))];
      const cards = ids.length
        ? await app.db
            .select(memberCardColumns)
            .from(profiles)
            .innerJoin(users, eq(users.id, profiles.userId))
            .leftJoin(photos, mainPhotoJoin)
            .where(inArray(profiles.userId, ids))
        : [];
      const byId = new Map(cards.map((row) => [row.id, toMemberCard(row, request.site.cdnPrefix)]));
      const list = items.flatMap((item) => {
        const profile = byId.get(item.profileId);
        if (!profile) return [];
        const read = readAt !== null && item.at.getTime() <= readAt.getTime();
        return [{ kind: item.kind, profile, at: item.at.toISOString(), read }];
      });
      return { unread: list.filter((item) => !item.read).length, items: list };
    },
  );

  app.post(
    '/notifications.php',
    {
      schema: {
        tags,
        summary: 'Mark the notifications up to `until` (default now) as read',
        body: markNotificationsReadRequestSchema.optional(),
        response: { 200: okSchema },
      },
    },
    async (request): Promise<OkResponse> => {
      const session = await request.requireUser();
      const until = request.body?.until
        ? new Date(Math.min(Date.parse(request.body.until), Date.now()))
        : new Date();
      await markNotificationsRead(app.db, session.userId, until);
      return { ok: true as const };
    },
  );
};

export default notificationsRoutes;
