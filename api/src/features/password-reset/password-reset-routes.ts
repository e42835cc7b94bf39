// Password reset: a single-use link by mail (a few per day per account), then a new password that ends
// every other session.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailBodySchema,
  okSchema,
  PASSWORD_RESET_LINK_HOURS,
  PASSWORD_RESET_MAILS_PER_DAY,
  passwordResetDoBodySchema,
  tokenQuerySchema,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import { profiles, sessions, users } from '../../db/schema/index';
import { hashPassword } from '../auth/password';
import { enqueueAccountMail } from '../mail-delivery/enqueue-account-mail';
import { consumeToken, countTokensSince, isTokenUsable, issueToken } from '../signup/account-tokens';
import { siteLink } from '../signup/site-links';

const tags = ['account'];

export const linkInvalid = () =>
  new AppError(410, 'link_invalid', 'Link expired or invalid, request a new email');

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password-reset.php',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (404 email_not_found, 429 password_reset_limit)',
        body: emailBodySchema,
        response: { 200: okSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request) => {
      const [user] = await app.db
        .select({ id: users.id, language: users.language, name: profiles.name })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            eq(users.siteId, request.site.id),
            eq(users.email, request.body.email),
            isNull(users.deletedAt),
          ),
        );
      if (!user) throw new AppError(404, 'email_not_found', 'E-mail address not found');
      const since = new Date(Date.now() - 24 * 3600_000);
      if (
        (await countTokensSince(app.db, user.id, 'password_reset', since)) >= PASSWORD_RESET_MAILS_PER_DAY
      ) {
        throw new AppError(
          429,
          'password_reset_limit',
          'Too many password reset emails sent, please try again tomorrow.',
        );
      }
      await app.db.transaction(async (tx) => {
        const token = await issueToken(tx, {
          userId: user.id,
          purpose: 'password_reset',
          validForMs: PASSWORD_RESET_LINK_HOURS * 3600_000,
        });
        await enqueueAccountMail(
          app,
          request,
          {
            userId: user.id,
            to: request.body.email,
            locale: user.language,
            name: user.name,
            template: 'password_reset',
            link: siteLink(request, '/reset-password/do', { token }),
          },
          tx,
        );
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/password-reset.php',
    {
      schema: {
        tags,
        summary: 'Whether a reset link is still valid (410 link_invalid), so the page can say so at once',
        querystring: tokenQuerySchema,
        response: { 200: okSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      if (!(await isTokenUsable(app.db, 'password_reset', request.query.token))) throw linkInvalid();
      return { ok: true as const };
    },
  );

  app.post(
    '/password-reset-do.php',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends all other sessions and logs this browser in',
        body: passwordResetDoBodySchema,
        response: { 200: okSchema },
      },
      config: { idempotent: false, rateLimit: { max: 20, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const passwordHash = await hashPassword(request.body.password);
      const current = await request.getSession();
      const userId = await app.db.transaction(async (tx) => {
        const consumed = await consumeToken(tx, 'password_reset', request.body.token);
        if (!consumed) throw linkInvalid();
        await tx
          .update(users)
          .set({ passwordHash, failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null })
          .where(eq(users.id, consumed.userId));
        // Whoever knew the old password is logged out everywhere; this browser keeps (or gets) a session.
        const keep = current?.userId === consumed.userId ? current.sessionId : null;
        await tx
          .delete(sessions)
          .where(
            keep === null
              ? eq(sessions.userId, consumed.userId)
              : and(eq(sessions.userId, consumed.userId), ne(sessions.id, keep)),
          );
        return { id: consumed.userId, keptSession: keep !== null };
      });
      if (!userId.keptSession) await app.sessions.start(request, reply, userId.id);
      return { ok: true as const };
    },
  );
};

export default passwordResetRoutes;
