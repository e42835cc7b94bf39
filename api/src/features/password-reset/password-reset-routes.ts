// @feature-public: other features import this module (docs/conventions.md, Layout).
// Password reset: a single-use link by mail (a few per day per account), then a new password that ends
// every other session.
import { and, eq, isNull } from 'drizzle-orm';
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
import { profiles, users } from '../../db/schema/index';
import { hashPassword } from '../auth/password';
import { assertPasswordNotCommon } from '../auth/password-strength';
import { enqueueAccountMail } from '../mail-delivery/enqueue-account-mail';
import {
  consumeToken,
  countTokensSince,
  isTokenUsable,
  issueToken,
  voidTokens,
} from '../signup/account-tokens';
import { siteLink } from '../signup/site-links';
import { byAddress } from '../../plugins/rate-limit';

const tags = ['account'];
const DAY_MS = 24 * 3600_000;
const RESET_MAILS_PER_ACCOUNT_PER_DAY = 10;

export const linkInvalid = () =>
  new AppError(410, 'link_invalid', 'Link expired or invalid, request a new email');

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password-reset.php',
    {
      schema: {
        tags,
        summary:
          'Mail a password reset link if the address has an account; the same answer either way (429 password_reset_limit per requester)',
        body: emailBodySchema,
        response: { 200: okSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: byAddress } },
    },
    async (request) => {
      // Limited per requester (address and e-mail typed), counted whether or not the account exists: nobody
      // else can use up a member's resets, and the limit says nothing about which addresses have accounts.
      const requesterKey = `reset:${request.site.id}:${request.body.email.toLowerCase()}:${request.ip}`;
      if ((await app.attempts.get(requesterKey)).count >= PASSWORD_RESET_MAILS_PER_DAY) {
        throw new AppError(
          429,
          'password_reset_limit',
          'Too many password reset emails sent, please try again tomorrow.',
        );
      }
      await app.attempts.hit(requesterKey, DAY_MS);
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
      if (!user) return { ok: true as const };
      // However many requesters there are, a mailbox gets a bounded number of reset mails a day.
      const since = new Date(Date.now() - DAY_MS);
      if (
        (await countTokensSince(app.db, user.id, 'password_reset', since)) >= RESET_MAILS_PER_ACCOUNT_PER_DAY
      ) {
        return { ok: true as const };
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
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: byAddress } },
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
        summary:
          'Set a new password with a reset link; ends every session and logs this browser in with a new one',
        body: passwordResetDoBodySchema,
        response: { 200: okSchema },
      },
      config: { idempotent: false, rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: byAddress } },
    },
    async (request, reply) => {
      assertPasswordNotCommon(request.body.password);
      const passwordHash = await hashPassword(request.body.password);
      const userId = await app.db.transaction(async (tx) => {
        const consumed = await consumeToken(tx, 'password_reset', request.body.token);
        if (!consumed) throw linkInvalid();
        await tx
          .update(users)
          .set({ passwordHash, failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null })
          .where(eq(users.id, consumed.userId));
        // Whoever knew the old password is logged out everywhere; this browser gets a new session.
        await app.sessions.endAll(consumed.userId, 'password_changed', { tx });
        // Other reset links mailed before this one die with it.
        await voidTokens(tx, consumed.userId, 'password_reset');
        const [member] = await tx
          .select({ email: users.email, language: users.language, name: profiles.name })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, consumed.userId));
        if (member) {
          await enqueueAccountMail(
            app,
            request,
            {
              userId: consumed.userId,
              to: member.email,
              locale: member.language,
              name: member.name,
              template: 'password_changed',
              link: siteLink(request, '/reset-password'),
            },
            tx,
          );
        }
        return consumed.userId;
      });
      app.sessions.announceEnded(userId, 'password_changed');
      await app.sessions.start(request, reply, userId);
      return { ok: true as const };
    },
  );
};

export default passwordResetRoutes;
