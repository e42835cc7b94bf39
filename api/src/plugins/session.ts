import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_MAX_AGE_SECONDS } from '@dating/shared/contract';
import { authenticationRequired } from '../app-error';
import type { DbOrTx } from '../db/client';
import { firstRow } from '../db/first-row';
import { preparedStatement } from '../db/prepared-statement';
import { sessions, users } from '../db/schema/index';

export const SESSION_COOKIE = 'sid';
/**
 * Over HTTPS the cookie is `__Host-sid`: the browser then only accepts it Secure, for this exact host and
 * path /, so a sibling subdomain cannot plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';
/** However active a session is, it ends this long after the login (the idle limit is SESSION_MAX_AGE_SECONDS). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
// last_seen_at for the settings' list of sessions; written at most this often, so reads do not write.
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/**
 * What the session lookup reads: the session and what every request needs of its member. A route's own
 * statement may select these beside its rows (`from sessions join users ... where liveSessionOf()`), and
 * pass it to `request.getSessionWith`, to answer in one round trip instead of two.
 */
export const sessionColumns = {
  sessionId: sessions.id,
  userId: sessions.userId,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  member: { paidUser: users.paidUser, lastSeenAt: users.lastSeenAt },
};

export interface SessionRow {
  sessionId: number;
  userId: number;
  expiresAt: Date;
  lastSeenAt: Date;
  member: { paidUser: boolean; lastSeenAt: Date | null };
}

/** The live session of the placeholders `tokenHash` on `siteId` (sessions joined with users). */
export const liveSessionOf = () =>
  and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    // Made on another branded site: not a session here (whatever Host or _force_domain says).
    eq(sessions.siteId, sql.placeholder('siteId')),
    gt(sessions.expiresAt, sql`now()`),
    gt(
      sessions.createdAt,
      sql`now() - make_interval(secs => ${sql.raw(String(SESSION_ABSOLUTE_LIFETIME_MS / 1000))})`,
    ),
    sql`${users.deletedAt} is null`,
  );

/** The live session of a token on a site, with what every request needs of its member; run on every request. */
const sessionByToken = preparedStatement((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionOf())
    .limit(1)
    .prepare('session_by_token'),
);

/** The statement's values: the token's hash and the request's site. */
export type SessionKey = {
  tokenHash: string;
  siteId: number;
};

export type SessionEndReason = 'logout' | 'password_changed' | 'revoked';

export interface SessionInfo {
  sessionId: number;
  userId: number;
  expiresAt: Date;
  /**
   * Read with the session (the lookup joins the user anyway), so a route needs no second query for them.
   * Missing on a session started in this request.
   */
  member?: { paidUser: boolean; lastSeenAt: Date | null };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
  }
  interface FastifyRequest {
    /** The logged-in session, looked up once per request on first use. */
    getSession(): Promise<SessionInfo | null>;
    /** The logged-in user's id, or a 403 authentication_required. */
    requireUser(): Promise<SessionInfo>;
    /**
     * The session looked up by the route's own statement (it selects `sessionColumns` where
     * `liveSessionOf()`, with the route's rows): the session and the row in one round trip. When this request
     * has looked its session up already, `row` is undefined and the route reads its rows itself.
     */
    getSessionWith<Row extends SessionRow>(
      statement: (key: SessionKey) => Promise<Row[]>,
    ): Promise<{ session: SessionInfo; row: Row | undefined } | null>;
  }
}

export interface SessionManager {
  /**
   * Starts a session for the user on the request's site and sets the cookie on the reply. A session the
   * request already had ends: every login gets a new token.
   */
  start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  /**
   * Gives the request's session a new token (the old one stops working) and sets it on the reply. The
   * session keeps its id, so this tab's live channel, which belongs to that id, stays open.
   */
  renew(request: FastifyRequest, reply: FastifyReply, sessionId: number, tx?: DbOrTx): Promise<void>;
  /** Ends the request's session (if any) and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Ends the member's sessions (all, or all but `keepSessionId`) and tells their open tabs; after commit
   * when a transaction is given.
   */
  endAll(
    userId: number,
    reason: SessionEndReason,
    options?: { tx?: DbOrTx; keepSessionId?: number },
  ): Promise<number>;
  /** Tells the member's open tabs that a session ended (call after the transaction that ended it commits). */
  announceEnded(userId: number, reason: SessionEndReason): void;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Extending a session on every request would write on every read; once a day keeps the 30 days rolling.
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
const sessionCache = Symbol('session');
const replyOf = Symbol('reply');

type RequestWithCache = FastifyRequest & {
  [sessionCache]?: Promise<SessionInfo | null>;
  // getSession() is called without the reply; kept so a refresh can renew the cookie.
  [replyOf]?: FastifyReply;
};

export default fp(
  async (app) => {
    await app.register(fastifyCookie);

    const secure = (request: FastifyRequest) => request.protocol === 'https';
    const cookieName = (request: FastifyRequest) =>
      secure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: secure(request),
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    const tokenOf = (request: FastifyRequest) => request.cookies[cookieName(request)];

    async function lookup<Row extends SessionRow>(
      request: FastifyRequest,
      reply: FastifyReply,
      statement: (key: SessionKey) => Promise<Row[]>,
      found: (row: Row) => void = () => {},
    ): Promise<SessionInfo | null> {
      const token = tokenOf(request);
      if (!token || token.length > 100) return null;
      const [row] = await statement({ tokenHash: hashToken(token), siteId: request.site.id });
      if (!row) return null;
      found(row);
      const { sessionId, userId, expiresAt, member, lastSeenAt } = row;
      const info: SessionInfo = { sessionId, userId, expiresAt, member };
      const ageMs = SESSION_MAX_AGE_SECONDS * 1000 - (row.expiresAt.getTime() - Date.now());
      if (ageMs > REFRESH_AFTER_MS) {
        const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
        await app.db
          .update(sessions)
          .set({ expiresAt, lastSeenAt: sql`now()` })
          .where(eq(sessions.id, row.sessionId));
        reply.setCookie(cookieName(request), token, cookieOptions(request));
        return { ...info, expiresAt };
      }
      if (Date.now() - lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
        await app.db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.id, row.sessionId));
      }
      return info;
    }

    app.decorateRequest('getSession', function (this: FastifyRequest) {
      const request = this as RequestWithCache;
      const reply = request[replyOf];
      if (!reply) throw new Error('getSession() was called before the onRequest hook ran');
      request[sessionCache] ??= lookup(request, reply, (key) => sessionByToken(app.db).execute(key));
      return request[sessionCache];
    });
    app.decorateRequest('getSessionWith', async function <
      Row extends SessionRow,
    >(this: FastifyRequest, statement: (key: SessionKey) => Promise<Row[]>) {
      const request = this as RequestWithCache;
      const reply = request[replyOf];
      if (!reply) throw new Error('getSessionWith() was called before the onRequest hook ran');
      let row: Row | undefined;
      request[sessionCache] ??= lookup(request, reply, statement, (found) => (row = found));
      const session = await request[sessionCache];
      return session ? { session, row } : null;
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const session = await this.getSession();
      if (!session) throw authenticationRequired();
      return session;
    });

    // A callback hook: it only keeps the reply, with no promise and microtask on every request.
    app.addHook('onRequest', (request, reply, done) => {
      (request as RequestWithCache)[replyOf] = reply;
      done();
    });

    const announceEnded = (userId: number, reason: SessionEndReason) => {
      // The tabs learn it on the live channel; a failure there must not undo the logout.
      void Promise.resolve()
        .then(() => app.live.publish(userId, { type: 'session.ended', payload: { reason } }))
        .catch((error: unknown) => app.log.warn({ err: error }, 'session.ended not published'));
    };

    const manager: SessionManager = {
      async start(request, reply, userId) {
        const previous = tokenOf(request);
        if (previous) await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
        const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
        const inserted = await app.db
          .insert(sessions)
          .values({ tokenHash: hashToken(token), userId, expiresAt, userAgent, siteId: request.site.id })
          .returning({ id: sessions.id });
        const row = firstRow(inserted, 'session insert');
        reply.setCookie(cookieName(request), token, cookieOptions(request));
        (request as RequestWithCache)[sessionCache] = Promise.resolve({
          sessionId: row.id,
          userId,
          expiresAt,
        });
      },
      async renew(request, reply, sessionId, tx) {
        const token = randomBytes(32).toString('base64url');
        await (tx ?? app.db)
          .update(sessions)
          .set({ tokenHash: hashToken(token) })
          .where(eq(sessions.id, sessionId));
        reply.setCookie(cookieName(request), token, cookieOptions(request));
      },
      async end(request, reply) {
        const token = tokenOf(request);
        if (token) {
          const ended = await app.db
            .delete(sessions)
            .where(eq(sessions.tokenHash, hashToken(token)))
            .returning({ userId: sessions.userId });
          if (ended[0]) announceEnded(ended[0].userId, 'logout');
        }
        reply.clearCookie(cookieName(request), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secure(request),
        });
        (request as RequestWithCache)[sessionCache] = Promise.resolve(null);
      },
      async endAll(userId, reason, options = {}) {
        const { tx, keepSessionId } = options;
        const ended = await (tx ?? app.db)
          .delete(sessions)
          .where(
            and(
              eq(sessions.userId, userId),
              keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
            ),
          )
          .returning({ id: sessions.id });
        if (!tx && ended.length > 0) announceEnded(userId, reason);
        return ended.length;
      },
      announceEnded,
    };
    app.decorate('sessions', manager);
  },
  { name: 'session', dependencies: ['database', 'site'] },
);
