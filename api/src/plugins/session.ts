import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_MAX_AGE_SECONDS } from '@dating/shared/contract';
import { authenticationRequired } from '../app-error';
import { firstRow } from '../db/first-row';
import { sessions, users } from '../db/schema/index';

export const SESSION_COOKIE = 'sid';

export interface SessionInfo {
  sessionId: number;
  userId: number;
  expiresAt: Date;
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
  }
}

export interface SessionManager {
  /** Starts a session for the user and sets the cookie on the reply. */
  start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  /** Ends the request's session (if any) and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
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

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: request.protocol === 'https',
      maxAge: SESSION_MAX_AGE_SECONDS,
    });

    async function lookup(request: FastifyRequest, reply: FastifyReply): Promise<SessionInfo | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return null;
      const [row] = await app.db
        .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            gt(sessions.expiresAt, sql`now()`),
            sql`${users.deletedAt} is null`,
          ),
        )
        .limit(1);
      if (!row) return null;
      const ageMs = SESSION_MAX_AGE_SECONDS * 1000 - (row.expiresAt.getTime() - Date.now());
      if (ageMs > REFRESH_AFTER_MS) {
        const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
        await app.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.sessionId));
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
        return { ...row, expiresAt };
      }
      return row;
    }

    app.decorateRequest('getSession', function (this: FastifyRequest) {
      const request = this as RequestWithCache;
      const reply = request[replyOf];
      if (!reply) throw new Error('getSession() was called before the onRequest hook ran');
      request[sessionCache] ??= lookup(request, reply);
      return request[sessionCache];
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const session = await this.getSession();
      if (!session) throw authenticationRequired();
      return session;
    });

    app.addHook('onRequest', async (request, reply) => {
      (request as RequestWithCache)[replyOf] = reply;
    });

    const manager: SessionManager = {
      async start(request, reply, userId) {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
        const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
        const inserted = await app.db
          .insert(sessions)
          .values({ tokenHash: hashToken(token), userId, expiresAt, userAgent })
          .returning({ id: sessions.id });
        const row = firstRow(inserted, 'session insert');
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
        (request as RequestWithCache)[sessionCache] = Promise.resolve({
          sessionId: row.id,
          userId,
          expiresAt,
        });
      },
      async end(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
        reply.clearCookie(SESSION_COOKIE, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
        (request as RequestWithCache)[sessionCache] = Promise.resolve(null);
      },
    };
    app.decorate('sessions', manager);
  },
  { name: 'session', dependencies: ['database'] },
);
