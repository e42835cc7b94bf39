// Leaving: reasons with matching solutions (client side), a retention offer from the company's
// delete_discount, deletion with a 14-day reactivation link, a data export, and the hourly purge.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionBodySchema,
  accountDeletionInfoSchema,
  emailBodySchema,
  okSchema,
  REACTIVATION_DAYS,
  retentionOfferBodySchema,
  tokenBodySchema,
  userSchema,
} from '@dating/shared/contract';
import { AppError, authenticationRequired } from '../../app-error';
import {
  accountDeletions,
  companyInfo,
  discountCodes,
  profiles,
  sessions,
  users,
} from '../../db/schema/index';
import { hashToken } from '../../plugins/session';
import { verifyPassword } from '../auth/password';
import { findUserView } from '../auth/user-repository';
import { enqueueAccountMail } from '../mail-delivery/enqueue-account-mail';
import { linkInvalid } from '../password-reset/password-reset-routes';
import { siteLink } from '../signup/site-links';
import { exportAccount } from './account-export';
import { PURGE_EVERY_MS, purgePersonalData } from './personal-data-purge';
import { retentionCode } from './retention-code';

const tags = ['account'];
const DAY_MS = 24 * 3600_000;
const RETENTION_OFFER_DAYS = 7;

const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  async function deleteDiscount(companyId: number): Promise<number> {
    const [row] = await app.db
      .select({ discount: companyInfo.deleteDiscount })
      .from(companyInfo)
      .where(eq(companyInfo.id, companyId));
    return row?.discount ?? 0;
  }

  app.get(
    '/account-deletion.php',
    {
      schema: {
        tags,
        summary: 'What the deletion page offers: the retention discount and a code already taken',
        response: { 200: accountDeletionInfoSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      const [code] = await app.db
        .select({ code: discountCodes.code })
        .from(discountCodes)
        .where(and(eq(discountCodes.userId, userId), eq(discountCodes.code, retentionCode(userId))));
      return {
        delete_discount: await deleteDiscount(request.site.companyId),
        retention_code: code?.code ?? null,
      };
    },
  );

  app.post(
    '/retention-offer.php',
    {
      schema: {
        tags,
        summary:
          'Accept the retention offer on the deletion page, with the password: a personal code of the company delete_discount, once per member',
        body: retentionOfferBodySchema,
        response: { 200: z.object({ code: z.string(), percentage: z.number() }) },
      },
      config: { idempotent: false, rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      const percentage = await deleteDiscount(request.site.companyId);
      if (percentage <= 0) throw new AppError(404, 'no_retention_offer', 'There is no offer at the moment.');
      // The deletion page asks for the password before anything happens: without it, any member could
      // take a personal half-price code on demand, without ever meaning to leave.
      const [me] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!me) throw authenticationRequired();
      if (!(await verifyPassword(me.hash, request.body.password))) {
        throw new AppError(400, 'password_wrong', 'Please check your password.');
      }
      // Once per member, ever: a code made before (used, expired or not) is answered again, never renewed.
      const code = retentionCode(userId);
      await app.db
        .insert(discountCodes)
        .values({
          siteId: request.site.id,
          code,
          valuePercentage: percentage,
          userId,
          validity: 'once',
          expires: new Date(Date.now() + RETENTION_OFFER_DAYS * DAY_MS),
        })
        .onConflictDoNothing();
      const [made] = await app.db
        .select({ percentage: discountCodes.valuePercentage })
        .from(discountCodes)
        .where(and(eq(discountCodes.userId, userId), eq(discountCodes.code, code)));
      return { code, percentage: made?.percentage ?? percentage };
    },
  );

  app.post(
    '/account-deletion.php',
    {
      schema: {
        tags,
        summary: 'Delete the account: logs out everywhere and mails a reactivation link valid for 14 days',
        body: accountDeletionBodySchema,
        response: { 200: okSchema },
      },
      config: { idempotent: false, rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      const [row] = await app.db
        .select({
          email: users.email,
          siteId: users.siteId,
          hash: users.passwordHash,
          language: users.language,
          name: profiles.name,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) throw authenticationRequired();
      if (!(await verifyPassword(row.hash, request.body.password))) {
        throw new AppError(400, 'password_wrong', 'Please check your password.');
      }
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ deletedAt: now }).where(eq(users.id, userId));
        await tx.insert(accountDeletions).values({
          userId,
          siteId: row.siteId,
          reasons: request.body.reasons,
          comment: request.body.comment ?? null,
          requestedAt: now,
          reactivationTokenHash: hashToken(token),
          reactivateUntil: new Date(now.getTime() + REACTIVATION_DAYS * DAY_MS),
        });
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await enqueueAccountMail(
          app,
          request,
          {
            userId,
            to: row.email,
            locale: row.language,
            name: row.name,
            template: 'account_deleted',
            link: siteLink(request, '/login', { reactivate: token }),
          },
          tx,
        );
      });
      await app.sessions.end(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/reactivate.php',
    {
      schema: {
        tags,
        summary: 'Reactivate a deleted account with the mailed link (410 link_invalid after 14 days)',
        body: tokenBodySchema,
        response: { 200: userSchema },
      },
      config: { idempotent: false, rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const userId = await app.db.transaction(async (tx) => {
        const [deletion] = await tx
          .update(accountDeletions)
          .set({ reactivatedAt: sql`now()` })
          .where(
            and(
              eq(accountDeletions.reactivationTokenHash, hashToken(request.body.token)),
              isNull(accountDeletions.reactivatedAt),
              isNull(accountDeletions.completedAt),
              gt(accountDeletions.reactivateUntil, sql`now()`),
            ),
          )
          .returning({ userId: accountDeletions.userId });
        // An open request always has its member (user_id goes null only with a completed erasure).
        if (deletion?.userId == null) throw linkInvalid();
        await tx.update(users).set({ deletedAt: null }).where(eq(users.id, deletion.userId));
        return deletion.userId;
      });
      await app.sessions.start(request, reply, userId);
      const user = await findUserView(app.db, userId, request.site.cdnPrefix);
      if (!user) throw authenticationRequired();
      return user;
    },
  );

  app.post(
    '/reactivation-mail.php',
    {
      schema: {
        tags,
        summary: 'Mail a new reactivation link to a recently deleted account (404 email_not_found)',
        body: emailBodySchema,
        response: { 200: okSchema },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request) => {
      const [row] = await app.db
        .select({
          deletionId: accountDeletions.id,
          userId: users.id,
          language: users.language,
          name: profiles.name,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .innerJoin(accountDeletions, eq(accountDeletions.userId, users.id))
        .where(
          and(
            eq(users.siteId, request.site.id),
            eq(users.email, request.body.email),
            isNull(accountDeletions.reactivatedAt),
            isNull(accountDeletions.completedAt),
            gt(accountDeletions.reactivateUntil, sql`now()`),
          ),
        );
      if (!row) throw new AppError(404, 'email_not_found', 'E-mail address not found');
      const token = randomBytes(32).toString('base64url');
      await app.db.transaction(async (tx) => {
        // The new link replaces the old one.
        await tx
          .update(accountDeletions)
          .set({ reactivationTokenHash: hashToken(token) })
          .where(eq(accountDeletions.id, row.deletionId));
        await enqueueAccountMail(
          app,
          request,
          {
            userId: row.userId,
            to: request.body.email,
            locale: row.language,
            name: row.name,
            template: 'account_deleted',
            link: siteLink(request, '/login', { reactivate: token }),
          },
          tx,
        );
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/account-export.php',
    { schema: { tags, summary: 'Download all personal data (profile, photos, messages, payments) as JSON' } },
    async (request, reply) => {
      const { userId } = await request.requireUser();
      const data = await exportAccount(app.db, userId, request.site.cdnPrefix);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="${request.site.domain}-account-${date}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  // The purge (personal-data-purge.ts) runs at start-up and every hour.
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await purgePersonalData(app);
    timer = setInterval(() => void purgePersonalData(app), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};

export default accountDeletionRoutes;
