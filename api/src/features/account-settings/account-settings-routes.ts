// The settings screen's calls: notification preferences, invisible mode, the reasons e-mail stopped,
// password change, and e-mail change confirmed by a link to the new address.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client';
import { z } from 'zod';
import {
  accountSettingsBodySchema,
  accountSettingsSchema,
  MAIL_CHANGE_LINK_HOURS,
  mailChangeBodySchema,
  okSchema,
  passwordChangeBodySchema,
  reEnableBodySchema,
  tokenBodySchema,
  type Locale,
} from '@dating/shared/contract';
import { AppError, authenticationRequired } from '../../app-error';
import { notificationDisabledReasons, profiles, users } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertPasswordNotCommon } from '../auth/password-strength';
import { enqueueAccountMail } from '../mail-delivery/enqueue-account-mail';
import { linkInvalid } from '../password-reset/password-reset-routes';
import { consumeToken, issueToken, voidTokens } from '../signup/account-tokens';
import { isUniqueViolation } from '../signup/signup-repository';
import { siteLink } from '../signup/site-links';
import { readPreferences, savePreferences } from './notification-preferences';

const tags = ['account'];

const emailInUse = () =>
  new AppError(409, 'email_in_use', 'This email address already owns an account on this website.');
const wrongPassword = () => new AppError(400, 'old_password_wrong', 'Please check your old password.');

const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A security notice (password or e-mail changed) with a way to take the account back: a password reset. */
  function notifySecurityChange(
    request: FastifyRequest,
    member: { id: number; language: Locale; name: string },
    template: 'password_changed' | 'email_changed',
    to: string,
    tx: DbOrTx,
  ) {
    return enqueueAccountMail(
      app,
      request,
      {
        userId: member.id,
        to,
        locale: member.language,
        name: member.name,
        template,
        link: siteLink(request, '/reset-password'),
      },
      tx,
    );
  }

  async function account(userId: number, db: DbOrTx = app.db) {
    const [row] = await db
      .select({
        id: users.id,
        siteId: users.siteId,
        email: users.email,
        passwordHash: users.passwordHash,
        invisible: users.invisible,
        language: users.language,
        name: profiles.name,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw authenticationRequired();
    return row;
  }

  async function settingsOf(userId: number) {
    const row = await account(userId);
    const reasons = await app.db
      .select({ reason: notificationDisabledReasons.reason })
      .from(notificationDisabledReasons)
      .where(eq(notificationDisabledReasons.userId, userId));
    return {
      email: row.email,
      invisible: row.invisible,
      notifications: await readPreferences(app.db, userId),
      disabled_reasons: reasons.map((r) => r.reason).sort(),
    };
  }

  app.get(
    '/account-settings.php',
    { schema: { tags, summary: "The member's account settings", response: { 200: accountSettingsSchema } } },
    async (request) => settingsOf((await request.requireUser()).userId),
  );

  app.put(
    '/account-settings.php',
    {
      schema: {
        tags,
        summary: 'Change invisible mode and notification preferences',
        body: accountSettingsBodySchema,
        response: { 200: accountSettingsSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      await app.db.transaction(async (tx) => {
        if (request.body.invisible !== undefined) {
          await tx.update(users).set({ invisible: request.body.invisible }).where(eq(users.id, userId));
        }
        if (request.body.notifications) await savePreferences(tx, userId, request.body.notifications);
      });
      return settingsOf(userId);
    },
  );

  app.post(
    '/notifications-enable.php',
    {
      schema: {
        tags,
        summary: 'Send e-mail again after it stopped for a reason (fbl, bounce, listunsubscribe)',
        body: reEnableBodySchema,
        response: { 200: accountSettingsSchema },
      },
    },
    async (request) => {
      const { userId } = await request.requireUser();
      await app.db
        .delete(notificationDisabledReasons)
        .where(
          and(
            eq(notificationDisabledReasons.userId, userId),
            eq(notificationDisabledReasons.reason, request.body.reason),
          ),
        );
      return settingsOf(userId);
    },
  );

  app.post(
    '/password-change.php',
    {
      schema: {
        tags,
        summary:
          'Change the password (400 old_password_wrong); ends every other session and gives this one a new token',
        body: passwordChangeBodySchema,
        response: { 200: okSchema },
      },
      // Each try checks the old password: limited like a login.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const session = await request.requireUser();
      const row = await account(session.userId);
      if (!(await verifyPassword(row.passwordHash, request.body.old_password))) throw wrongPassword();
      assertPasswordNotCommon(request.body.password, [row.email, row.name]);
      const passwordHash = await hashPassword(request.body.password);
      // Every other session ends, and this one's token is replaced: whoever knew the old password may hold a
      // token. This session keeps its id, so the live channel of the tab that changed the password does not
      // take the "sessions ended" event for its own and log the tab out.
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, session.userId));
        await app.sessions.endAll(session.userId, 'password_changed', {
          tx,
          keepSessionId: session.sessionId,
        });
        await app.sessions.renew(request, reply, session.sessionId, tx);
        // A reset link mailed before the change must not set the password back.
        await voidTokens(tx, session.userId, 'password_reset');
        await notifySecurityChange(request, row, 'password_changed', row.email, tx);
      });
      app.sessions.announceEnded(session.userId, 'password_changed');
      return { ok: true as const };
    },
  );

  app.post(
    '/mail-change.php',
    {
      schema: {
        tags,
        summary: 'Ask to change the e-mail address: mails a confirmation link to the new address',
        body: mailChangeBodySchema,
        response: { 200: okSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => {
      const session = await request.requireUser();
      const row = await account(session.userId);
      if (!(await verifyPassword(row.passwordHash, request.body.password))) throw wrongPassword();
      const email = request.body.email;
      if (email === row.email)
        throw new AppError(400, 'email_unchanged', 'This is already your e-mail address.');
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.siteId, row.siteId), eq(users.email, email)));
      if (taken) throw emailInUse();
      await app.db.transaction(async (tx) => {
        // Only the latest request counts: an older link must not switch to an address given up since.
        await voidTokens(tx, session.userId, 'mail_change');
        const token = await issueToken(tx, {
          userId: session.userId,
          purpose: 'mail_change',
          validForMs: MAIL_CHANGE_LINK_HOURS * 3600_000,
          newEmail: email,
        });
        await enqueueAccountMail(
          app,
          request,
          {
            userId: session.userId,
            to: email,
            locale: row.language,
            name: row.name,
            template: 'mail_change',
            link: siteLink(request, '/mail-change/do', { token }),
          },
          tx,
        );
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/mail-change-do.php',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail change with the mailed link (410 link_invalid, 409 email_in_use)',
        body: tokenBodySchema,
        response: { 200: z.object({ ok: z.literal(true), email: z.string() }) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      try {
        return await app.db
          .transaction(async (tx) => {
            const consumed = await consumeToken(tx, 'mail_change', request.body.token);
            if (!consumed?.newEmail) throw linkInvalid();
            const before = await account(consumed.userId, tx);
            await tx.update(users).set({ email: consumed.newEmail }).where(eq(users.id, consumed.userId));
            // Whoever changed the address may not be the owner: every other session ends (the browser that
            // confirmed keeps its own, if it is the member's), and reset links sent to the old address die.
            const current = await request.getSession().catch(() => null);
            await app.sessions.endAll(consumed.userId, 'revoked', {
              tx,
              keepSessionId: current?.userId === consumed.userId ? current.sessionId : undefined,
            });
            await voidTokens(tx, consumed.userId, 'password_reset');
            // Both addresses hear of it: the old one is where a member whose account was taken over looks.
            for (const to of new Set([before.email, consumed.newEmail])) {
              await notifySecurityChange(request, before, 'email_changed', to, tx);
            }
            // The new address is proven; bounces and complaints of the old one no longer apply.
            await tx
              .delete(notificationDisabledReasons)
              .where(
                and(
                  eq(notificationDisabledReasons.userId, consumed.userId),
                  ne(notificationDisabledReasons.reason, 'listunsubscribe'),
                ),
              );
            return { ok: true as const, email: consumed.newEmail, userId: consumed.userId };
          })
          .then(({ userId, ...answer }) => {
            app.sessions.announceEnded(userId, 'revoked');
            return answer;
          });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
    },
  );
};

export default accountSettingsRoutes;
