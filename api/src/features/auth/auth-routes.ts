import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  banAppealBodySchema,
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
  recordSuccessfulLogin,
  toUserView,
  userViewBySession,
} from './user-repository';
import { mayAppeal, fileAppeal } from '../staff/decisions/decision-appeals';
import { activeBan, type BanRow } from '../staff/decisions/member-ban';
import { byAddress } from '../../plugins/rate-limit';

const tags = ['account'];

// Failed logins slow down the pair that failed (this account from this address) and, for credential
// stuffing, the address; never the account as such, so nobody can lock a member out by failing on purpose.
const LOGIN_WINDOW_MS = 15 * 60_000;
const FREE_FAILURES_PER_PAIR = 5;
const FREE_FAILURES_PER_ADDRESS = 10;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
const waitAfter = (free: number) => (count: number) =>
  count < free ? 0 : Math.min(FIRST_WAIT_MS * 2 ** (count - free), LONGEST_WAIT_MS);

function slowDown(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, 'rate_limited', 'Too many attempts, please wait a moment.', undefined, {
    retry_after_seconds: seconds,
  });
}

const accountBanned = (ban: BanRow, appealable: boolean) =>
  new AppError(403, 'account_banned', 'Your account has been blocked by our moderators.', undefined, {
    ban: {
      kind: ban.kind,
      reason: ban.reason,
      until: ban.until?.toISOString() ?? null,
      decisionId: ban.decisionId,
      appealable,
    },
  });

const loginFailed = () => new AppError(401, 'login_failed', 'Login failed, please try again');

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The account whose password this is, or the login's failure: each failure slows down the pair that failed
   * (this address typed from this client) and the client's address; an unknown address costs the same time.
   */
  async function provePassword(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    password: string,
  ) {
    // Keyed by the address typed, so an unknown one is slowed down exactly like a real one.
    const pairKey = `login:${request.site.id}:${email.toLowerCase()}:${request.ip}`;
    const addressKey = `login-address:${request.ip}`;
    const [pair, address] = await Promise.all([app.attempts.get(pairKey), app.attempts.get(addressKey)]);
    const waitMs = Math.max(pair.blockedUntil, address.blockedUntil) - Date.now();
    if (waitMs > 0) {
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw slowDown(waitMs);
    }
    const failed = async () => {
      await Promise.all([
        app.attempts.hit(pairKey, LOGIN_WINDOW_MS, waitAfter(FREE_FAILURES_PER_PAIR)),
        // Scaled like the route limits: the browser suite is one address for many members.
        app.attempts.hit(
          addressKey,
          LOGIN_WINDOW_MS,
          waitAfter(FREE_FAILURES_PER_ADDRESS * app.config.rateLimitScale),
        ),
      ]);
      return loginFailed();
    };
    const candidate = await findLoginCandidate(app.db, request.site.id, email);
    if (!candidate) {
      await verifyAgainstDummy(password);
      throw await failed();
    }
    if (!(await verifyPassword(candidate.passwordHash, password))) throw await failed();
    await app.attempts.reset(pairKey);
    return candidate;
  }

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
      // The session and the member's view in one statement (every page load of a member asks for it).
      const found = await request.getSessionWith((key) => userViewBySession(app.db).execute(key));
      if (!found) throw authenticationRequired();
      const cdnPrefix = request.site.cdnPrefix;
      const user = found.row
        ? toUserView(found.row, cdnPrefix)
        : await findUserView(app.db, found.session.userId, cdnPrefix);
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
      config: { idempotent: false, rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: byAddress } },
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
      const candidate = await provePassword(request, reply, email, password);
      // Only the owner, proven by the password, learns that the account is deleted and can come back;
      // past the 14 days it is as good as gone.
      if (candidate.deletedAt) {
        throw (await isReactivatable(app.db, candidate.id)) ? accountPendingDeletion() : loginFailed();
      }
      // A suspended or banned member learns why (the text of /pages/ban shows beside the reason).
      const ban = await activeBan(app.db, candidate.id);
      if (ban) throw accountBanned(ban, await mayAppeal(app.db, candidate.id, ban.decisionId));
      await recordSuccessfulLogin(app.db, candidate.id);
      await app.sessions.start(request, reply, candidate.id);
      const user = await findUserView(app.db, candidate.id, request.site.cdnPrefix);
      if (!user) throw loginFailed();
      return user;
    },
  );

  app.post(
    '/ban-appeal.php',
    {
      schema: {
        tags,
        summary:
          "A suspended or banned member's appeal of that decision, proven by the login's e-mail and password (once per decision)",
        body: banAppealBodySchema,
        response: { 200: z.object({ ok: z.literal(true), appealId: z.number().int() }) },
      },
      config: { idempotent: false, rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: byAddress } },
    },
    async (request, reply) => {
      const { email, password, decisionId, text } = request.body;
      const candidate = await provePassword(request, reply, email, password);
      if (candidate.deletedAt) throw loginFailed();
      // Only the decision that keeps the member out: the others are appealed after logging in.
      const ban = await activeBan(app.db, candidate.id);
      if (!ban || ban.decisionId !== decisionId) {
        throw new AppError(404, 'decision_not_found', 'This decision could not be found.');
      }
      const { appealId } = await fileAppeal(app.db, candidate.id, decisionId, text);
      return { ok: true as const, appealId };
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

  // A POST: a GET that ends the session could be fired by any page's <img>.
  app.post(
    '/logout.php',
    {
      schema: { tags, summary: 'End the session and clear the cookie', response: { 200: okSchema } },
      config: { idempotent: false },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { ok: true as const };
    },
  );
};

export default authRoutes;
