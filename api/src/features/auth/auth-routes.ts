import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  languageBodySchema,
  loginBodySchema,
  okSchema,
  pushSubscriptionBodySchema,
  userPostQuerySchema,
  userSchema,
} from '@dating/shared/contract';
import { AppError, authenticationRequired } from '../../app-error';
import { users } from '../../db/schema/index';
import { parseOrFail } from '../../parse-or-fail';
import { isReactivatable } from '../account-deletion/pending-deletion';
import { accountPendingDeletion } from '../signup/signup-repository';
import { verifyAgainstDummy, verifyPassword } from './password';
import { savePushSubscription } from './push-subscriptions';
import {
  findLoginCandidate,
  findUserView,
  recordFailedLogin,
  recordSuccessfulLogin,
} from './user-repository';

const tags = ['account'];

function accountLocked(lockedUntil: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
  return new AppError(
    429,
    'account_locked',
    `Too many incorrect attempts, account blocked for ${minutes} min.`,
    undefined,
    {
      minutes,
    },
  );
}

const loginFailed = () => new AppError(401, 'login_failed', 'Login failed, please try again');

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user.php',
    {
      schema: {
        tags,
        summary: 'The logged-in user with their profile (403 authentication_required when logged out)',
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      const user = await findUserView(app.db, session.userId, request.site.cdnPrefix);
      if (!user) throw authenticationRequired();
      return user;
    },
  );

  app.post(
    '/user.php',
    {
      schema: {
        tags,
        summary:
          'Log in with e-mail and password (409 account_pending_deletion for a deleted account that can be reactivated); with ?push=1, store a push subscription instead',
        querystring: userPostQuerySchema,
        body: z.union([loginBodySchema, pushSubscriptionBodySchema]),
        response: { 200: z.union([userSchema, okSchema]) },
      },
      // A replayed login could not set the session cookie again, so a retry logs in afresh.
      config: { idempotent: false, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (request.query.push === '1') {
        const session = await request.requireUser();
        const subscription = parseOrFail(pushSubscriptionBodySchema, request.body, 'body');
        await savePushSubscription(
          app.db,
          session.userId,
          subscription,
          request.headers['user-agent'] ?? null,
        );
        return { ok: true as const };
      }
      const { email, password } = parseOrFail(loginBodySchema, request.body, 'body');
      const candidate = await findLoginCandidate(app.db, request.site.id, email);
      if (!candidate) {
        await verifyAgainstDummy(password);
        throw loginFailed();
      }
      if (candidate.lockedUntil && candidate.lockedUntil.getTime() > Date.now()) {
        throw accountLocked(candidate.lockedUntil);
      }
      if (!(await verifyPassword(candidate.passwordHash, password))) {
        const lockedUntil = await recordFailedLogin(app.db, candidate.id);
        throw lockedUntil ? accountLocked(lockedUntil) : loginFailed();
      }
      // Only the owner, proven by the password, learns that the account is deleted and can come back;
      // past the 14 days it is as good as gone.
      if (candidate.deletedAt) {
        throw (await isReactivatable(app.db, candidate.id)) ? accountPendingDeletion() : loginFailed();
      }
      await recordSuccessfulLogin(app.db, candidate.id);
      await app.sessions.start(request, reply, candidate.id);
      const user = await findUserView(app.db, candidate.id, request.site.cdnPrefix);
      if (!user) throw loginFailed();
      return user;
    },
  );

  app.put(
    '/user.php',
    {
      schema: {
        tags,
        summary: "Save the logged-in user's language",
        body: languageBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      await app.db.update(users).set({ language: request.body.language }).where(eq(users.id, session.userId));
      return { ok: true as const };
    },
  );

  app.get(
    '/logout.php',
    { schema: { tags, summary: 'End the session and clear the cookie', response: { 200: okSchema } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { ok: true as const };
    },
  );
};

export default authRoutes;
