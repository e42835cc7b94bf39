// Activation: the mailed link confirms the address and enables the profile; the member may ask for the
// mail again, a few times an hour.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIVATION_MAILS_PER_HOUR, okSchema, tokenQuerySchema } from '@dating/shared/contract';
import { AppError } from '../../app-error';
import type { DbOrTx } from '../../db/client';
import { accountTokens, profiles, users } from '../../db/schema/index';
import { hashToken } from '../../plugins/session';
import { consumeToken, countTokensSince } from '../signup/account-tokens';
import { sendActivationMail } from './send-activation-mail';

const tags = ['account'];

/** Whether a used activation token belongs to an account that is confirmed now. */
async function usedByConfirmedAccount(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, 'activation'),
        isNotNull(accountTokens.usedAt),
        eq(users.status, 'confirmed'),
      ),
    );
  return Boolean(row);
}

const activationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activate.php',
    {
      schema: {
        tags,
        summary:
          'The activation link: confirms the account, then redirects to /activate/done or /activate/error',
        querystring: tokenQuerySchema.partial(),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const token = request.query.token;
      const activated =
        token !== undefined &&
        (await app.db.transaction(async (tx) => {
          const consumed = await consumeToken(tx, 'activation', token);
          if (!consumed) return false;
          await tx
            .update(users)
            .set({ status: 'confirmed' })
            .where(and(eq(users.id, consumed.userId), eq(users.status, 'not_confirmed')));
          await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, consumed.userId));
          return true;
        }));
      if (activated) return reply.redirect('/activate/done', 303);
      // A link opened again (a second click, a mail client's preview) after it confirmed the account: the
      // member is told the account is active, not that activation failed.
      const already = token !== undefined && (await usedByConfirmedAccount(app.db, token));
      return reply.redirect(already ? '/activate/done?already=1' : '/activate/error', 303);
    },
  );

  app.post(
    '/activation-mail.php',
    {
      schema: {
        tags,
        summary: 'Send the activation mail again (429 activation_mail_limit after a few per hour)',
        response: { 200: okSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => {
      const session = await request.requireUser();
      const [user] = await app.db
        .select({ email: users.email, status: users.status, language: users.language, name: profiles.name })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, session.userId));
      if (!user) throw new AppError(404, 'not_found', 'Not found.');
      if (user.status !== 'not_confirmed') {
        throw new AppError(409, 'already_activated', 'This account is already activated.');
      }
      const since = new Date(Date.now() - 3600_000);
      if (
        (await countTokensSince(app.db, session.userId, 'activation', since)) >= ACTIVATION_MAILS_PER_HOUR
      ) {
        throw new AppError(
          429,
          'activation_mail_limit',
          'Too many activation e-mails sent, please try again later.',
        );
      }
      await sendActivationMail(app, request, { userId: session.userId, ...user });
      return { ok: true as const };
    },
  );
};

export default activationRoutes;
